import { getTranslations } from "next-intl/server";
import { getContentPage } from "@/lib/api/content";
import { toContentCardItem } from "@/lib/content/card-item";
import type { Locale } from "@/lib/i18n/routing";
import { KeptHomeCards } from "./home-cards";
import { HomeSection } from "./home-section";
import { SeeAllLink } from "./see-all-link";

const HOME_SERVICES = 6;

/** Home "services": the first services in the editors' order (SPEC §9: order ascending). */
export async function ServicesSection({ locale }: { locale: Locale }) {
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: "home.sections.services" }),
    getContentPage("services", locale, 1),
  ]);
  const items = page.items.slice(0, HOME_SERVICES);
  if (items.length === 0) return null;
  return (
    <HomeSection id="services" title={t("title")} lead={t("subtitle")} action={<SeeAllLink href="/services">{t("all")}</SeeAllLink>}>
      <KeptHomeCards kind="content" columns="sm:grid-cols-2 lg:grid-cols-3" cards={items.map(toContentCardItem)} />
    </HomeSection>
  );
}

/** Home "news": the latest news page (SPEC §9: news limit 3). */
export async function NewsSection({ locale }: { locale: Locale }) {
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: "home.sections.news" }),
    getContentPage("news", locale, 1),
  ]);
  if (page.items.length === 0) return null;
  return (
    <HomeSection
      id="news"
      tone="surface"
      title={t("title")}
      lead={t("subtitle")}
      action={<SeeAllLink href="/news">{t("all")}</SeeAllLink>}
    >
      <KeptHomeCards kind="content" columns="sm:grid-cols-2 md:grid-cols-3" cards={page.items.map(toContentCardItem)} />
    </HomeSection>
  );
}
