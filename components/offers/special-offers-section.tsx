import { getTranslations } from "next-intl/server";
import { HomeSection } from "@/components/home/home-section";
import { optional } from "@/components/home/optional";
import { SeeAllLink } from "@/components/home/see-all-link";
import { KeptHomeCards } from "@/components/home/home-cards";
import { getSpecialOffers } from "@/lib/api/offers";
import type { Locale } from "@/lib/i18n/routing";
import { toOfferCard } from "@/lib/offers/types";

/** Home "special offers": `is_special=1`, limit 3 (SPEC §7, §9); left out when there are none. */
export async function SpecialOffersSection({ locale }: { locale: Locale }) {
  const [t, offers] = await Promise.all([
    getTranslations({ locale, namespace: "offers.home" }),
    optional("special offers", () => getSpecialOffers(locale)),
  ]);
  if (!offers || offers.length === 0) return null;
  return (
    <HomeSection
      id="special-offers"
      tone="surface"
      title={t("title")}
      lead={t("subtitle")}
      action={<SeeAllLink href="/offers">{t("all")}</SeeAllLink>}
    >
      <KeptHomeCards kind="offers" columns="sm:grid-cols-2 lg:grid-cols-3" cards={offers.map(toOfferCard)} />
    </HomeSection>
  );
}
