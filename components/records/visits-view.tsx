import { useLocale, useTranslations } from "next-intl";
import type { Visit } from "@/lib/contract/records";
import { formatRecordDate } from "@/lib/records/format";
import { FollowUpLink } from "./follow-up-link";
import { RecordFacts } from "./record-facts";

const SHOWN_STATUSES = ["in-progress", "cancelled", "planned"] as const;

/** The visits tab: newest first, each with its department, doctor and reason, and a follow-up. */
export function VisitsView({ visits }: { visits: Visit[] }) {
  const t = useTranslations("records.visits");
  const locale = useLocale();
  return (
    <ul className="grid grid-cols-1 gap-4">
      {visits.map((visit) => {
        const status = SHOWN_STATUSES.find((s) => s === visit.status);
        const days = visit.end && visit.end.slice(0, 10) !== visit.start.slice(0, 10) ? t("until", { date: formatRecordDate(locale, visit.end) }) : null;
        const rows = [
          { label: t("department"), value: visit.department },
          { label: t("doctor"), value: visit.doctor?.name ?? null },
          { label: t("reason"), value: visit.reason },
          { label: t("location"), value: visit.location },
        ].filter((row): row is { label: string; value: string } => Boolean(row.value));
        return (
          <li key={visit.id} className="grid grid-cols-1 gap-3 rounded-card bg-white p-4 shadow-card sm:p-6" data-testid="visit">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <h2 className="text-lg font-bold text-ink">{formatRecordDate(locale, visit.start)}</h2>
              {days ? <span className="text-muted">{days}</span> : null}
              <span className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-medium text-brand-800">{t(`class.${visit.class}`)}</span>
              {status ? <span className="rounded-full bg-surface px-3 py-0.5 text-sm font-medium text-ink">{t(`status.${status}`)}</span> : null}
            </div>
            <RecordFacts rows={rows} />
            <div>
              <FollowUpLink doctor={visit.doctor} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
