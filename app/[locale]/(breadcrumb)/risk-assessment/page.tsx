import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { RiskQuestionnaire } from "@/components/risk/risk-form";
import { CrawlerJsonLd } from "@/components/seo/crawler-json-ld";
import { MessagesSubset } from "@/components/static/messages-subset";
import { getAllSpecialities } from "@/lib/api/broker";
import { env } from "@/lib/env";
import { getPathname } from "@/lib/i18n/paths";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { medicalWebPageJsonLd } from "@/lib/seo/schema-org";
import { absoluteUrl } from "@/lib/seo/urls";

type Props = { params: Promise<{ locale: string }> };

export const revalidate = 3600;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "risk" });
  return buildPageMetadata({ locale, page: "risk-assessment", href: "/risk-assessment", title: t("title"), description: t("description") });
}

/** The doctor-search specialty a result's buttons lead to, found by its English name. */
async function specialtyIds(): Promise<{ endocrinology: number | null; familyMedicine: number | null }> {
  const list = await getAllSpecialities("en").catch((error: unknown) => {
    console.error("[risk] specialities failed:", error instanceof Error ? error.message : error);
    return [];
  });
  const find = (name: string) => list.find((s) => s.name.toLowerCase() === name)?.id ?? null;
  return { endocrinology: find("endocrinology"), familyMedicine: find("family medicine") };
}

/**
 * Health risk assessment (SPEC §1): the FINDRISC type 2 diabetes questionnaire, computed in the
 * browser by lib/risk/findrisc.ts. The page itself is static; nothing the visitor enters is sent
 * unless a signed-in patient saves the result to their profile.
 */
export default async function RiskAssessmentPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const [t, ids] = await Promise.all([getTranslations({ locale, namespace: "risk" }), specialtyIds()]);
  const url = absoluteUrl(env.SITE_URL, getPathname({ locale, href: "/risk-assessment" }));

  return (
    <>
      <Breadcrumb locale={locale} title={t("title")} />
      <div className="container-page space-y-8 py-10 md:py-14">
        <p className="max-w-3xl text-lg text-muted">{t("intro")}</p>
        <MessagesSubset
          pick={{
            risk: ["fields", "errors", "submit", "again", "resultTitle", "bands", "meaning", "oneIn", "notDiagnosis", "findEndocrinologist", "findFamilyDoctor", "save"],
          }}
        >
          <RiskQuestionnaire endocrinologyId={ids.endocrinology} familyMedicineId={ids.familyMedicine} />
        </MessagesSubset>
        <p className="text-sm text-muted">{t("source")}</p>
      </div>
      <CrawlerJsonLd data={medicalWebPageJsonLd({ name: t("title"), url, description: t("description"), inLanguage: locale })} />
    </>
  );
}
