import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { CrawlerJsonLd } from "@/components/seo/crawler-json-ld";
import { AboutView } from "@/components/static/about-view";
import { EmptyState } from "@/components/lists/empty-state";
import { getAboutPage, getAboutSettings } from "@/lib/api/about";
import { getSiteSettings } from "@/lib/api/settings";
import { env } from "@/lib/env";
import { getPathname } from "@/lib/i18n/paths";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";
import { absoluteImageUrl } from "@/lib/images/absolute-url";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { organizationJsonLd } from "@/lib/seo/schema-org";
import { absoluteUrl, plainExcerpt } from "@/lib/seo/urls";

type Props = { params: Promise<{ locale: string }> };

export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "about" });
  return buildPageMetadata({ locale, page: "about_us", href: "/about_us", title: t("title"), description: t("description") });
}

/** About us (SPEC §2 /about_us): the about-us settings block and the about-us page. */
export default async function AboutPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const [t, tEmpty, about, page, settings] = await Promise.all([
    getTranslations({ locale, namespace: "about" }),
    getTranslations({ locale, namespace: "empty" }),
    getAboutSettings(locale).catch(logged("about-us settings")),
    getAboutPage(locale).catch(logged("about-us page")),
    getSiteSettings(locale),
  ]);

  const home = absoluteUrl(env.SITE_URL, getPathname({ locale, href: "/" }));
  const foundedYear = about?.foundedYear ?? 1984;

  return (
    <>
      <Breadcrumb locale={locale} title={page?.title || about?.title || t("title")} bg={page?.image ?? about?.image} />
      <div className="container-page py-10 md:py-14">
        {about || page ? (
          <AboutView locale={locale} about={about} page={page} siteOrigin={env.SITE_URL} />
        ) : (
          <EmptyState headingLevel={2} message={tEmpty("noInfo")} hint={tEmpty("noInfoHint")} />
        )}
      </div>
      <CrawlerJsonLd
        data={organizationJsonLd({
          name: settings.siteName,
          url: home,
          logo: settings.logo ? absoluteImageUrl(settings.logo, env.SITE_URL) : undefined,
          description: plainExcerpt(page?.intro ?? about?.description ?? settings.siteDescription, 300),
          telephone: settings.phone || undefined,
          email: settings.email || undefined,
          address: settings.address || undefined,
          sameAs: settings.social.map((link) => link.url),
          foundingDate: String(foundedYear),
          foundingLocation: locale === "ar" ? "جدة" : "Jeddah",
        })}
      />
    </>
  );
}

function logged(what: string) {
  return (error: unknown) => {
    console.error(`[about] ${what} failed:`, error instanceof Error ? error.message : error);
    return null;
  };
}
