import "server-only";
import { cache } from "react";
import { arrayOf, dataOf, listOf, OfferCategorySchema, OfferSchema, type Offer as WireOffer } from "@/lib/contract";
import { PaymentQuoteSchema, type PaymentMethod } from "@/lib/contract/payments";
import type { Locale } from "@/lib/i18n/routing";
import { offersApiQuery, type OfferListQuery } from "@/lib/offers/query";
import type { Offer, OfferCategory, OfferPage } from "@/lib/offers/types";
import { apiGet } from "./client";
import { CacheTags } from "./cache-tags";
import { toCmsItem } from "./cms-item";
import { slugsOf } from "./slugs";
import type { Currency } from "@/lib/contract/common";

/** SPEC §9: the home page's special offers, limit 3. */
export const SPECIAL_OFFERS_LIMIT = 3;

export function toOffer(wire: WireOffer, locale: Locale): Offer {
  return {
    ...toCmsItem(wire, locale),
    price: wire.price,
    priceInsteadOf: wire.price_instead_of,
    discount: wire.discount,
    saving: wire.saving,
    currency: wire.currency,
    endDate: wire.end_date,
    isExpired: wire.is_expired,
    categories: wire.categories.map((c) => ({ id: c.id, name: c.name, slugs: slugsOf(c) })),
    bookingsCount: wire.bookings_count,
    isSpecial: wire.is_special,
    businessUnitId: wire.business_unit_id,
  };
}

const OfferListSchema = listOf(OfferSchema);

async function fetchPage(locale: Locale, query: OfferListQuery, showExpired: boolean): Promise<OfferPage> {
  const body = await apiGet("/api/offers", {
    locale,
    query: offersApiQuery(query, showExpired),
    schema: OfferListSchema,
    tags: [CacheTags.offers],
  });
  return {
    offers: body.data.map((offer) => toOffer(offer, locale)),
    total: body.meta.total,
    perPage: body.meta.per_page,
    page: body.meta.current_page,
    lastPage: Math.max(1, body.meta.last_page),
    showExpired,
  };
}

/**
 * A page of offers (GET /api/offers with the SPEC §7 query). `showExpired` undefined means a first
 * load: when it finds no current offer at all, expired ones are listed instead (SPEC §4).
 */
export const getOffers = cache(async (locale: Locale, query: OfferListQuery, showExpired?: boolean): Promise<OfferPage> => {
  if (showExpired !== undefined) return fetchPage(locale, query, showExpired);
  const current = await fetchPage(locale, query, false);
  if (current.total > 0 || query.page > 1) return current;
  return fetchPage(locale, { ...query, page: 1 }, true);
});

/** The home block: special offers (`is_special=1`, limit 3). */
export const getSpecialOffers = cache(async (locale: Locale): Promise<Offer[]> => {
  const body = await apiGet("/api/offers", {
    locale,
    query: { is_special: 1, limit: SPECIAL_OFFERS_LIMIT },
    schema: OfferListSchema,
    tags: [CacheTags.offers],
  });
  return body.data.map((offer) => toOffer(offer, locale));
});

/** One offer by either language's slug (expired ones too). Rejects with ApiError 404 for an unknown slug. */
export const getOffer = cache(async (locale: Locale, slug: string): Promise<Offer> => {
  const body = await apiGet(`/api/offers/${encodeURIComponent(slug)}`, {
    locale,
    schema: dataOf(OfferSchema),
    tags: [CacheTags.offers],
  });
  return toOffer(body.data, locale);
});

export const getOfferCategories = cache(async (locale: Locale): Promise<OfferCategory[]> => {
  const body = await apiGet("/api/offer_categories", {
    locale,
    schema: arrayOf(OfferCategorySchema),
    tags: [CacheTags.offers],
  });
  return body.data.map((c) => ({ id: c.id, name: c.name, slugs: slugsOf(c), offersCount: c.offers_count }));
});

export type OfferQuote = { currency: Currency; amount: number; tax: number; taxRate: number; total: number; methods: PaymentMethod[] };

/**
 * What booking the offer costs (amount, tax, total) and the payment methods its unit offers, for
 * the payment step; null when the backend cannot quote (the form then offers the country's methods).
 */
export const getOfferQuote = cache(async (locale: Locale, slug: string): Promise<OfferQuote | null> => {
  try {
    const body = await apiGet(`/api/offers/${encodeURIComponent(slug)}/quote`, {
      locale,
      schema: dataOf(PaymentQuoteSchema),
      tags: [CacheTags.offers],
    });
    const q = body.data;
    return { currency: q.currency, amount: q.amount, tax: q.tax, taxRate: q.tax_rate, total: q.total, methods: q.methods };
  } catch (error) {
    console.error(`[offers] quote of "${slug}" failed:`, error instanceof Error ? error.message : error);
    return null;
  }
});
