import { useLocale, useTranslations } from "next-intl";
import type { Prescription } from "@/lib/contract/records";
import { formatRecordDate } from "@/lib/records/format";
import { RecordFacts } from "./record-facts";

const STATUSES = ["active", "completed", "stopped", "cancelled", "on-hold"] as const;

/** The prescriptions tab: what to take (dose, how, how often, for how long) and until when. */
export function PrescriptionsView({ prescriptions }: { prescriptions: Prescription[] }) {
  const t = useTranslations("records.prescriptions");
  const locale = useLocale();
  return (
    <ul className="grid grid-cols-1 gap-4">
      {prescriptions.map((p) => {
        const status = STATUSES.find((s) => s === p.status) ?? "other";
        const active = status === "active";
        const rows = [
          { label: t("dose"), value: p.dose },
          { label: t("route"), value: p.route },
          { label: t("frequency"), value: p.frequency },
          { label: t("durationLabel"), value: p.duration_days !== null ? t("duration", { days: p.duration_days }) : null },
          { label: t("instructions"), value: p.instructions },
        ].filter((row): row is { label: string; value: string } => Boolean(row.value));
        const prescribed = p.prescribed_at
          ? p.prescriber
            ? t("prescribedBy", { date: formatRecordDate(locale, p.prescribed_at), doctor: p.prescriber.name })
            : t("prescribedOn", { date: formatRecordDate(locale, p.prescribed_at) })
          : null;
        return (
          <li key={p.id} className={`grid grid-cols-1 gap-3 rounded-card bg-white p-4 shadow-card sm:p-6 ${active ? "border-s-4 border-brand-600" : ""}`} data-testid="prescription">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-bold text-ink">
                <bdi>{p.drug}</bdi>
              </h2>
              <span className={`rounded-full px-3 py-0.5 text-sm font-medium ${active ? "bg-brand-700 text-white" : "bg-surface text-ink"}`}>{t(`status.${status}`)}</span>
            </div>
            <RecordFacts rows={rows} />
            <p className="font-semibold text-ink">
              {p.ends_on ? t("until", { date: formatRecordDate(locale, p.ends_on) }) : active ? t("noEnd") : null}
              {p.starts_on ? <span className="ms-2 font-normal text-muted">{t("from", { date: formatRecordDate(locale, p.starts_on) })}</span> : null}
            </p>
            {prescribed ? <p className="text-sm text-muted">{prescribed}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
