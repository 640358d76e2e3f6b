import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { MessagesSubset } from "@/components/static/messages-subset";
import { SURVEY_CLIENT_MESSAGES } from "@/components/survey/survey-messages";
import { SurveyList } from "@/components/survey/survey-list";
import { SurveyWizard } from "@/components/survey/survey-wizard";
import { getBusinessUnits } from "@/lib/api/business-units";
import { getSurvey, getSurveys } from "@/lib/api/engagement";
import { isNotFoundError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: string; params?: string[] }> };

export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "survey" });
  // Survey links are sent to patients and campaign leads; they are not search results.
  return { title: t("title"), description: t("description"), robots: { index: false, follow: false } };
}

const LEAD = /^[\w-]{1,64}$/;

/**
 * survey/{bu?}/{slug?}/{lead?} (SPEC §2, survey layout): without a slug, the unit's surveys; with
 * one, the survey step by step for that unit, remembering the campaign lead when there is one.
 */
export default async function SurveyPage({ params }: Props) {
  const { locale: requested, params: segments = [] } = await params;
  const locale = pageLocale(requested);
  if (segments.length > 3) notFound();
  const [buKey, slug, lead] = segments.map((s) => decodeURIComponent(s));
  const units = await getBusinessUnits(locale);
  const unit = buKey ? units.find((u) => u.key === buKey) : units.find((u) => u.id === env.BU_ID);
  if (!unit || (lead !== undefined && !LEAD.test(lead))) notFound();
  const t = await getTranslations({ locale, namespace: "survey" });

  if (!slug) {
    const surveys = await getSurveys(locale, unit.id);
    return (
      <div className="container-page max-w-3xl py-10 md:py-14">
        <h1 className="text-2xl font-bold text-brand-800 md:text-3xl">{t("chooseUnit", { unit: unit.name })}</h1>
        <p className="mt-2 text-muted">{t("description")}</p>
        <SurveyList unitKey={unit.key} surveys={surveys} emptyText={t("empty")} startLabel={t("start")} />
      </div>
    );
  }

  const survey = await getSurvey(locale, unit.id, slug).catch((error: unknown) => {
    if (isNotFoundError(error)) notFound();
    throw error;
  });
  return (
    <div className="container-page max-w-3xl py-10 md:py-14">
      <h1 className="text-2xl font-bold text-brand-800 md:text-3xl">{survey.title}</h1>
      <p className="mb-8 mt-2 text-muted">{survey.intro}</p>
      <MessagesSubset pick={SURVEY_CLIENT_MESSAGES}>
        <SurveyWizard locale={locale} survey={survey} lead={lead} />
      </MessagesSubset>
    </div>
  );
}
