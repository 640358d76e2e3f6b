import type { Locale } from "@/lib/i18n/routing";
import type { OfferCard } from "./types";

/**
 * Offers this browser tab has already shown in a list, per language (SPEC §4: a detail first looks
 * in already-loaded items by slug). Kept in memory only: a client navigation from the list to an
 * offer keeps it, a reload starts empty.
 */
const loaded: Record<Locale, Map<string, OfferCard>> = { ar: new Map(), en: new Map() };

/** The oldest entries go first beyond this many. */
const MAX_REMEMBERED = 500;

export function rememberOffers(locale: Locale, offers: readonly OfferCard[]): void {
  const map = loaded[locale];
  for (const offer of offers) {
    map.delete(offer.slug);
    map.set(offer.slug, offer);
  }
  while (map.size > MAX_REMEMBERED) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}

export function findLoadedOffer(locale: Locale, slug: string): OfferCard | undefined {
  return loaded[locale].get(slug);
}
