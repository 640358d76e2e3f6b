/**
 * `?page=N` of the content lists (N ≥ 2) → the list's internal `page/[page]` route.
 *
 * Why: a page that reads `searchParams` is rendered per request, which would make page 1 of
 * every list dynamic. Instead page 1 stays a static route, and each further page is its own
 * ISR route (cached HTML too), while the public URL keeps the query string. The proxy runs
 * first and turns `/العيادات?page=2` into `/ar/clinics?page=2`; this rewrite (a `beforeFiles`
 * one, which runs after the proxy) then serves `/ar/clinics/page/2`.
 *
 * Imported by next.config.ts: plain data, no Next or React imports, relative imports only.
 */
import { CONTENT_KINDS, KINDS } from "./kinds";
export const PAGED_LIST_SEGMENTS: readonly string[] = [
  ...CONTENT_KINDS.map((kind) => KINDS[kind].listPath.slice(1)),
  // Post lists (components/blog/blog-list-page.tsx): the blog, the secret page, a category, a tag.
  "blog",
  "secretPage",
  "categories/:slug",
  "tags/:slug",
];

export function pagedListRewrites() {
  return PAGED_LIST_SEGMENTS.map((segment) => ({
    source: `/:locale(ar|en)/${segment}`,
    has: [{ type: "query" as const, key: "page", value: "(?<page>[2-9]|[1-9]\\d{1,3})" }],
    destination: `/:locale/${segment}/page/:page`,
  }));
}
