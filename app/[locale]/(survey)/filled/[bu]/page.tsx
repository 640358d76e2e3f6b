import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { GoHomeCountdown } from "@/components/survey/go-home-countdown";
import { getBusinessUnits } from "@/lib/api/business-units";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: string; bu: string }> };

export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "survey" });
  return { title: t("doneTitle"), robots: { index: false, follow: false } };
}

/** filled/{bu}: the business unit's thank-you state after a survey, then home after a few seconds. */
export default async function SurveyFilledPage({ params }: Props) {
  const { locale: requested, bu } = await params;
  const locale = pageLocale(requested);
  const unit = (await getBusinessUnits(locale)).find((u) => u.key === decodeURIComponent(bu));
  if (!unit) notFound();
  const t = await getTranslations({ locale, namespace: "survey" });
  return (
    <div className="container-page max-w-2xl py-14 text-center md:py-20">
      <div className="rounded-[var(--radius-card)] bg-white p-8 shadow-[var(--shadow-card)]">
        <h1 className="text-2xl font-bold text-brand-800 md:text-3xl">{t("doneTitle")}</h1>
        <p className="mt-3 text-lg text-ink">{t("filledText", { unit: unit.name })}</p>
        <GoHomeCountdown template={t("redirecting", { seconds: "#" })} goNow={t("goHome")} />
      </div>
    </div>
  );
}
