import { getTranslations } from "next-intl/server";
import { cardDataOf } from "@/components/doctors/card-data";
import { getHomeDoctors } from "@/lib/api/doctors";
import type { Locale } from "@/lib/i18n/routing";
import { HomeCards } from "./home-cards";
import { HomeSection } from "./home-section";
import { SeeAllLink } from "./see-all-link";

/**
 * Home "doctors": `is_home` doctors in the editors' order, limit 8 (lib/api/doctors.ts). The cards
 * are drawn by a client list from each doctor's card data, its code loaded after the page's first
 * load (home-cards.tsx, home-card-rows.tsx): the payload carries ≈ 0.4 kB a card instead of a card's element tree.
 */
export async function DoctorsSection({ locale }: { locale: Locale }) {
  const [t, doctors] = await Promise.all([getTranslations({ locale, namespace: "home.sections.doctors" }), getHomeDoctors(locale)]);
  if (doctors.length === 0) return null;
  return (
    <HomeSection id="doctors" title={t("title")} lead={t("subtitle")} action={<SeeAllLink href="/doctors">{t("all")}</SeeAllLink>}>
      <HomeCards kind="doctors" columns="sm:grid-cols-2 lg:grid-cols-4" cards={doctors.map((doctor) => cardDataOf(doctor, locale))} />
    </HomeSection>
  );
}
