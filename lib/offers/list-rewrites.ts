/**
 * `/offers?…` with any list query (search, category, sort, page) → the internal `offers/query`
 * route, which renders per request; the bare `/offers` stays a static page served from the cache.
 * Why: a page that reads `searchParams` is rendered on every request, so the default list would
 * lose its cached HTML. The proxy runs first (`/العروض?sort=…` → `/ar/offers?sort=…`), then this
 * `beforeFiles` rewrite; the query string goes along.
 *
 * Imported by next.config.ts: plain data, no Next or React imports.
 */
export const OFFER_LIST_QUERY_KEYS = ["search", "category", "sort", "page"] as const;

export function offerListRewrites() {
  return OFFER_LIST_QUERY_KEYS.map((key) => ({
    source: "/:locale(ar|en)/offers",
    has: [{ type: "query" as const, key }],
    destination: "/:locale/offers/query",
  }));
}
