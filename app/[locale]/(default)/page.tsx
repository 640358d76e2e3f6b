import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { BusinessUnitsSection } from "@/components/home/business-units-section";
import { NewsSection, ServicesSection } from "@/components/home/content-sections";
import { SpecialOffersSection } from "@/components/offers/special-offers-section";
import { DoctorsSection } from "@/components/home/doctors-section";
import { HomeCardMessagesProvider } from "@/components/home/home-card-messages-provider";
import { HomeDoctorSearch } from "@/components/home/home-doctor-search";
import { HomeHero } from "@/components/home/home-hero";
import { MostViewedSection, WeekPostsSection } from "@/components/home/posts-sections";
import { TestimonialsSection } from "@/components/home/testimonials-section";
import { pageLocale } from "@/lib/i18n/page-locale";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { getSiteSettings } from "@/lib/api/settings";
import { isLocale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: string }> };

// ISR: every section reads through the data cache with its tag; the page refreshes in the background.
export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [settings, t] = await Promise.all([getSiteSettings(locale), getTranslations({ locale, namespace: "home" })]);
  // The layout's title template would append the site name a second time.
  return buildPageMetadata({
    locale,
    page: "home",
    href: "/",
    title: `${settings.siteName} — ${t("title")}`,
    absoluteTitle: true,
    description: settings.siteDescription,
  });
}

export default async function HomePage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const [settings, t] = await Promise.all([getSiteSettings(locale), getTranslations({ locale, namespace: "home" })]);

  return (
    <>
      <h1 className="sr-only">
        {settings.siteName} — {t("title")}
      </h1>
      <HomeHero locale={locale} />
      <HomeDoctorSearch locale={locale} />
      {/* The messages the sections' cards (drawn in the browser) and the testimonials' carousel name, sent once. */}
      <HomeCardMessagesProvider>
        {/* Right under the doctor search: the doctors with their next free times, one tap from a hold. */}
        <DoctorsSection locale={locale} />
        <ServicesSection locale={locale} />
        <SpecialOffersSection locale={locale} />
        <NewsSection locale={locale} />
        <TestimonialsSection locale={locale} />
        <MostViewedSection locale={locale} />
        <WeekPostsSection locale={locale} />
        <BusinessUnitsSection locale={locale} />
      </HomeCardMessagesProvider>
    </>
  );
}
