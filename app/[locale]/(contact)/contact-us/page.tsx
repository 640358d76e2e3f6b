import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { CrawlerJsonLd } from "@/components/seo/crawler-json-ld";
import { ContactDetails } from "@/components/static/contact-details";
import { ContactForm } from "@/components/contact/contact-form";
import { getBusinessUnits } from "@/lib/api/business-units";
import { getSiteSettings } from "@/lib/api/settings";
import { env } from "@/lib/env";
import { getPathname } from "@/lib/i18n/paths";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { businessUnitsJsonLd } from "@/lib/seo/business-units";
import { absoluteUrl } from "@/lib/seo/urls";

type Props = { params: Promise<{ locale: string }> };

export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "static.contact" });
  return buildPageMetadata({ locale, page: "contact-us", href: "/contact-us", title: t("title"), description: t("description") });
}

/**
 * Contact us (SPEC §2, contact layout): support numbers, e-mail, address and working hours from
 * the site settings, then every hospital and centre with its phone and a map link. The message
 * form joins this page with the engagement work, in the slot marked below.
 */
export default async function ContactPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const [t, settings, units] = await Promise.all([
    getTranslations({ locale, namespace: "static.contact" }),
    getSiteSettings(locale),
    getBusinessUnits(locale).catch((error: unknown) => {
      console.error("[contact] business units failed:", error instanceof Error ? error.message : error);
      return [];
    }),
  ]);
  const home = absoluteUrl(env.SITE_URL, getPathname({ locale, href: "/" }));
  const formUnits = units.map(({ id, name }) => ({ id, name }));

  return (
    <>
      <Breadcrumb locale={locale} title={t("title")} />
      <ContactDetails
        locale={locale}
        settings={settings}
        units={units}
        form={<ContactForm locale={locale} units={formUnits} defaultUnit={env.BU_ID} />}
      />
      {units.length > 0 && (
        <CrawlerJsonLd
          data={businessUnitsJsonLd(units, { name: settings.siteName, url: home }, env.SITE_URL)}
        />
      )}
    </>
  );
}
