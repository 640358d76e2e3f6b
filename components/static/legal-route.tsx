import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { LegalPage, type LegalPageKey } from "./legal-page";

type Props = { params: Promise<{ locale: string }> };

/** Each legal text's route, its SEO entry (`/api/settings/Seo/{page}`) and its messages. */
const LEGAL_ROUTES = {
  privacy: { href: "/privacy-policy", seoPage: "privacy-policy", namespace: "static.privacy" },
  terms: { href: "/terms", seoPage: "terms", namespace: "static.terms" },
  personalData: { href: "/personal-data", seoPage: "personal-data", namespace: "static.personalData" },
} as const satisfies Record<LegalPageKey, { href: string; seoPage: string; namespace: string }>;

/** The metadata and page of a legal route (SPEC §2 privacy-policy, terms, personal-data). */
export function legalRoute(page: LegalPageKey) {
  const { href, seoPage, namespace } = LEGAL_ROUTES[page];

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace });
    return buildPageMetadata({ locale, page: seoPage, href, title: t("title"), description: t("description") });
  }

  async function LegalRoutePage({ params }: Props) {
    const locale = pageLocale((await params).locale);
    const t = await getTranslations({ locale, namespace });
    return (
      <>
        <Breadcrumb locale={locale} title={t("title")} />
        <LegalPage locale={locale} page={page} />
      </>
    );
  }

  return { generateMetadata, Page: LegalRoutePage };
}
