/**
 * `/offers?…` with a list query → an internal route, so the bare `/offers` stays a static page
 * (a page that reads `searchParams` is rendered on every request). The proxy runs first
 * (`/العروض?sort=…` → `/ar/offers?sort=…`), then these `beforeFiles` rewrites:
 * - category, sort and page only (the links of the filters, shared and crawled): the ISR route
 *   `offers/filter/[category]/[sort]/[page]`, rendered on first request and then served from the
 *   cache like every other list page; an absent key travels as `-`;
 * - with a free-text `search`: the `offers/query` route, rendered per request (any text is a new
 *   page: caching them would let anyone fill the cache; such pages are noindex).
 *
 * Imported by next.config.ts: plain data, no Next or React imports.
 */
export const OFFER_LIST_QUERY_KEYS = ["search", "category", "sort", "page"] as const;

/** The filter keys cached per value, in the order of the cached route's segments. */
export const OFFER_FILTER_KEYS = ["category", "sort", "page"] as const;

/** The path segment of an absent filter key. */
export const NO_FILTER = "-";

export function offerListRewrites() {
  const source = "/:locale(ar|en)/offers";
  // Every non-empty set of filter keys, each with its own rule: `has` captures the present keys'
  // values, `missing` makes the rules exclusive (so `?sort=…` never matches the category rule).
  const subsets = [1, 2, 3, 4, 5, 6, 7].map((mask) => OFFER_FILTER_KEYS.filter((_, i) => mask & (1 << i)));
  const filtered = subsets.map((present) => ({
    source,
    has: present.map((key) => ({ type: "query" as const, key, value: `(?<${key}>.+)` })),
    missing: [
      { type: "query" as const, key: "search" },
      ...OFFER_FILTER_KEYS.filter((key) => !present.includes(key)).map((key) => ({ type: "query" as const, key })),
    ],
    destination: `/:locale/offers/filter/${OFFER_FILTER_KEYS.map((key) => (present.includes(key) ? `:${key}` : NO_FILTER)).join("/")}`,
  }));
  const searched = { source, has: [{ type: "query" as const, key: "search" }], destination: "/:locale/offers/query" };
  return [...filtered, searched];
}
