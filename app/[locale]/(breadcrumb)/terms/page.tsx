import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { LegalPage } from "@/components/static/legal-page";
import { isLocale } from "@/lib/i18n/routing";
import { buildPageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ locale: string }> };

export const revalidate = 3600;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "static.terms" });
  return buildPageMetadata({ locale, page: "terms", href: "/terms", title: t("title"), description: t("description") });
}

export default async function TermsPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "static.terms" });
  return (
    <>
      <Breadcrumb locale={locale} title={t("title")} />
      <LegalPage locale={locale} page="terms" />
    </>
  );
}
