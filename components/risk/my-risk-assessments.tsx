import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/lists/empty-state";
import { buttonClasses } from "@/components/ui/button";
import { apiGetUncached } from "@/lib/api/client";
import { RiskAssessmentListSchema } from "@/lib/contract/risk";
import { Link } from "@/lib/i18n/navigation";
import { dateLocale, dateTimeFormat } from "@/lib/intl/formatters";
import type { Locale } from "@/lib/i18n/routing";
import { RemoveRiskAssessment } from "./remove-risk-assessment";

const BAND_TONE = {
  low: "bg-success-50 text-success",
  "slightly-elevated": "bg-brand-50 text-brand-800",
  moderate: "bg-warning-50 text-warning",
  high: "bg-accent-50 text-accent-700",
  "very-high": "bg-error-50 text-error",
} as const;

/**
 * "My risk assessments" on the patient's profile: the results they chose to save, newest first,
 * each removable. Read with the patient's token outside every cache (health data).
 */
export async function MyRiskAssessments({ locale, userToken }: { locale: Locale; userToken: string | undefined }) {
  // Without the patient's own token the app's would be sent: never for health data.
  if (!userToken) return null;
  const [t, tRisk, { data: assessments }] = await Promise.all([
    getTranslations({ locale, namespace: "profile" }),
    getTranslations({ locale, namespace: "risk" }),
    apiGetUncached("/api/profile/risk-assessments", { locale, userToken, schema: RiskAssessmentListSchema }),
  ]);
  const dateFormat = dateTimeFormat(dateLocale(locale), { dateStyle: "medium", numberingSystem: "latn", timeZone: "Asia/Riyadh" });

  return (
    <section aria-labelledby="my-risk-title" className="flex flex-col gap-4" data-testid="my-risk-assessments">
      <h2 id="my-risk-title" tabIndex={-1} className="text-xl font-bold text-brand-800">
        {t("riskTitle")}
      </h2>
      <p className="text-muted">{t("riskIntro")}</p>
      {assessments.length === 0 ? (
        <EmptyState
          illustration="assessment"
          message={t("riskEmpty")}
          action={
            <Link href="/risk-assessment" className={buttonClasses("secondary", "md", "mt-2")}>
              {t("riskTake")}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {assessments.map((assessment) => {
            const date = dateFormat.format(new Date(assessment.assessed_at));
            return (
              <li key={assessment.id} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-5" data-band={assessment.band}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-bold text-ink">{tRisk("title")}</p>
                  <span className={`rounded-full px-3 py-1 text-sm font-semibold ${BAND_TONE[assessment.band]}`}>{tRisk(`bands.${assessment.band}`)}</span>
                </div>
                <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <dt className="text-muted">{t("riskResult")}</dt>
                  <dd className="font-semibold">{t("riskScore", { score: assessment.score })}</dd>
                  <dt className="text-muted">{t("riskDate")}</dt>
                  <dd>
                    <time dateTime={assessment.assessed_at}>{date}</time>
                  </dd>
                </dl>
                <RemoveRiskAssessment
                  id={assessment.id}
                  locale={locale}
                  labels={{ remove: t("riskRemove"), removeLabel: t("riskRemoveLabel", { date }), removing: t("riskRemoving") }}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
