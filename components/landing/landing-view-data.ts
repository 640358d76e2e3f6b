import "server-only";
import { getTranslations } from "next-intl/server";
import { getLandingPage } from "@/lib/api/engagement";
import { slugIn } from "@/lib/api/slugs";
import type { LandingPage } from "@/lib/contract/engagement";
import { isolate } from "@/lib/intl/bidi";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";
import { formatPrice } from "@/lib/offers/format";
import type { LandingViewData } from "./landing-views";

/** Where the browser reads a campaign page's content in a language, by the page's slug in that language. */
export const landingViewDataUrl = (slug: string, locale: Locale) => `/api/landing-pages/${encodeURIComponent(slug)}?lang=${locale}`;

/**
 * What a campaign page's content is drawn from (landing-views.tsx), in the page's language: the
 * page keeps it by key (kept-landing.tsx) and app/api/landing-pages/[slug] answers the same for a
 * tab that navigates to the page.
 */
export async function landingViewData(locale: Locale, page: LandingPage): Promise<LandingViewData> {
  const t = await getTranslations({ locale, namespace: "landing" });
  return {
    title: page.title,
    heroText: page.hero_text,
    image: page.image,
    benefits: { heading: t("benefitsTitle"), items: page.benefits },
    ...(page.doctors.length > 0 && {
      doctors: {
        heading: t("doctorsTitle"),
        items: page.doctors.map((doctor) => ({
          id: doctor.id,
          name: doctor.name,
          href: readablePathname({ locale, href: { pathname: "/doctor/[slug]", params: { slug: slugIn(doctor, locale) } } }),
          image: doctor.image,
          line: `${doctor.title.name} · ${doctor.speciality.name}`,
        })),
      },
    }),
    ...(page.offers.length > 0 && {
      offers: {
        heading: t("offersTitle"),
        items: page.offers.map((offer) => ({
          id: offer.id,
          title: offer.title,
          href: readablePathname({ locale, href: { pathname: "/offer/[slug]", params: { slug: slugIn(offer, locale) } } }),
          price: t("price", { price: isolate(locale, formatPrice(locale, offer.price, offer.currency)), was: isolate(locale, formatPrice(locale, offer.price_instead_of, offer.currency)) }),
        })),
      },
    }),
  };
}

/** A campaign page's content by either language's slug (app/api/landing-pages/[slug]); the backend's 404 for an unknown one. */
export async function landingViewDataFor(locale: Locale, slug: string): Promise<LandingViewData> {
  return landingViewData(locale, await getLandingPage(locale, slug));
}
