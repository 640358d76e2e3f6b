/**
 * The offers list's four sorts and their URL value (`price-desc`…; query.ts parses it back). Apart
 * from query.ts because the list's markup, which every offers page loads with its first
 * JavaScript (offer-filter-fields.tsx), needs these and nothing else of it.
 */
export const OFFER_SORTS = {
  highestPrice: { key: "price", type: "desc" },
  lowestPrice: { key: "price", type: "asc" },
  mostBooked: { key: "bookings", type: "desc" },
  leastBooked: { key: "bookings", type: "asc" },
} as const;
export type OfferSortName = keyof typeof OFFER_SORTS;
export const OFFER_SORT_NAMES = Object.keys(OFFER_SORTS) as OfferSortName[];

export type OfferSort = { key: "price" | "bookings"; type: "asc" | "desc" };

export function sortParam(sort: OfferSort | null): string | null {
  return sort ? `${sort.key}-${sort.type}` : null;
}
