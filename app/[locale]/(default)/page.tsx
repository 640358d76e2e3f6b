import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { HomeHero } from "@/components/home/home-hero";
import { getSiteSettings } from "@/lib/api/settings";
import { isLocale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: string }> };

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [settings, t] = await Promise.all([getSiteSettings(locale), getTranslations({ locale, namespace: "home" })]);

  return (
    <>
      <h1 className="sr-only">
        {settings.siteName} — {t("title")}
      </h1>
      <HomeHero locale={locale} />
      {/*
        Sections of later issues, in this order (docs/DESIGN "Home"), each in <HomeSection>:
        doctor search (specialty, branch, name) right under the hero, then services, offers,
        doctors, news, testimonials, most viewed.
      */}
    </>
  );
}
