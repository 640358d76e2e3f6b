import { useLocale, useTranslations } from "next-intl";
import type { Allergy } from "@/lib/contract/records";
import { listFormat } from "@/lib/intl/formatters";
import { formatRecordDate } from "@/lib/records/format";

/** The allergies tab: each substance, what it does and how serious it is, active ones marked. */
export function AllergiesView({ allergies }: { allergies: Allergy[] }) {
  const t = useTranslations("records.allergies");
  const locale = useLocale();
  return (
    <ul className="grid grid-cols-1 gap-4">
      {allergies.map((allergy) => {
        const high = allergy.criticality === "high";
        return (
          <li key={allergy.id} className={`grid grid-cols-1 gap-2 rounded-card bg-white p-4 shadow-card sm:p-6 ${high ? "border-s-4 border-error" : ""}`} data-testid="allergy">
            <div className="flex flex-wrap items-baseline gap-2">
              <h2 className="text-lg font-bold text-ink">
                <bdi>{allergy.substance}</bdi>
              </h2>
              {allergy.category ? <span className="rounded-full bg-surface px-3 py-0.5 text-sm text-ink">{t(`category.${allergy.category}`)}</span> : null}
              {allergy.criticality ? (
                <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${high ? "bg-error-50 text-error" : "bg-surface text-ink"}`}>{t(`criticality.${allergy.criticality}`)}</span>
              ) : null}
              {allergy.clinical_status ? <span className="text-sm text-muted">{t(`status.${allergy.clinical_status}`)}</span> : null}
            </div>
            {allergy.reactions.length > 0 ? (
              <p className="text-ink">
                <span className="font-medium text-muted">{t("reactions")}: </span>
                {listFormat(locale, { style: "long", type: "conjunction" }).format(
                  allergy.reactions.map((r) => (r.severity ? t("reaction", { manifestation: r.manifestation, severity: t(`severity.${r.severity}`) }) : r.manifestation)),
                )}
              </p>
            ) : null}
            {allergy.note ? (
              <p className="text-ink">
                <bdi>{allergy.note}</bdi>
              </p>
            ) : null}
            {allergy.recorded_on ? <p className="text-sm text-muted">{t("recorded", { date: formatRecordDate(locale, allergy.recorded_on) })}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
