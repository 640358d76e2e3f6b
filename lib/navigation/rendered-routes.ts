import { CONTENT_KINDS, KINDS } from "@/lib/content/kinds";
import { doctorSearchRoute, LIST_KEY } from "@/lib/doctors/search-route";

/**
 * The one table of which app route renders a public URL. Its input is the path after next-intl
 * (`/العيادات?page=2` → `/ar/clinics?page=2`); the proxy rewrites to the route it names, gives a
 * per-request route its CSP nonce and asks the outage rule about it (lib/proxy/handler.ts).
 *
 * Why query-keyed URLs get routes of their own: a page that reads `searchParams` is rendered on
 * every request, so the bare list stays one static page, and each further page or filter set that
 * many visitors share is an ISR route of its own (cached HTML too), while the public URL keeps its
 * query string (sharing, Back, crawlers). Free text (a search by name) is unbounded, so it is
 * rendered per request: caching it would let anyone fill the cache.
 *
 * | public URL (after next-intl)                  | renders                                  | kind        |
 * |-----------------------------------------------|------------------------------------------|-------------|
 * | `/{l}/{list}?page=N` (N 2–9999, PAGED_LISTS)  | `/{l}/{list}/page/N`                      | cached      |
 * | `/{l}/offers?category&sort&page`, no search   | `/{l}/offers/filter/{category}/{sort}/{page}` (`-` absent) | cached |
 * | `/{l}/offers?search=…`                        | `/{l}/offers/query`                       | per request |
 * | `/{l}/doctors` with a cached combination      | `/{l}/doctors/f/{key}` (lib/doctors/search-route.ts) | cached |
 * | `/{l}/doctors` ranked by availability, no rank | `/{l}/doctors/ranked/{key}` (a few seconds) | cached     |
 * | `/{l}/doctors` ranked, `rank=<id>`            | `/{l}/doctors/ranked/{key}/{id}` (while the ranking lasts) | cached |
 * | `/{l}/doctors` by name, or any other search   | `/{l}/doctors/search`                     | per request |
 * | a path of PER_REQUEST_ROUTES                  | itself                                    | per request |
 * | any other path of the routing table           | itself                                    | cached      |
 * | a path no route matches (the proxy says so)   | the catch-all `[...rest]`                 | per request |
 *
 * A query value counts as Next's rewrites counted it: the last of repeated keys, an empty one absent.
 */

export interface RenderedRoute {
  /** The internal path Next renders, e.g. `/en/clinics/page/2`. */
  pathname: string;
  /** Rendered for each request: no cached copy exists or will, and its scripts carry a CSP nonce. */
  perRequest: boolean;
}

/** Lists whose `?page=N` is a route of its own; page 1 is the bare list URL. */
export const PAGED_LISTS: readonly string[] = [
  ...CONTENT_KINDS.map((kind) => KINDS[kind].listPath.slice(1)),
  // Post lists (components/blog/blog-list-page.tsx): the blog, the secret page, a category, a tag.
  "blog",
  "secretPage",
  "categories/[slug]",
  "tags/[slug]",
];

/** The offer filters cached per value, in the order of the cached route's segments. */
export const OFFER_FILTER_KEYS = ["category", "sort", "page"] as const;
/** The path segment of an absent offer filter. */
export const NO_FILTER = "-";

/**
 * Routes rendered for each request (`next build` marks them ƒ). tests/e2e/hardening.spec.ts holds
 * this list to the build, so a route that turns dynamic without being named here fails there.
 */
export const PER_REQUEST_ROUTES: readonly string[] = [
  "doctors/search",
  "offers/query",
  "search",
  "filled/[bu]",
  "forms/[form]",
  "login",
  "paymentResponse/[[...slug]]",
  "profile",
  "profile/records",
  "sign-in",
  "survey/[[...params]]",
  "waitlist/[token]",
  "waitlist/stop/[token]",
];

/**
 * Per-request routes that read nothing live from the backend: rendered for each request only for
 * their CSP nonce, from what the data cache holds (the layout's reads fall back on their last good
 * copy), so through an outage they render as a cached page does and need no health check first.
 */
export const NONCE_ONLY_ROUTES: readonly string[] = ["sign-in"];

const PAGE_NUMBER = /^(?:[2-9]|[1-9]\d{1,3})$/;

function routePattern(route: string): RegExp {
  const body = route
    .split("/")
    .map((segment) => (segment.startsWith("[[...") ? "(?:/.*)?" : segment.startsWith("[") ? "/[^/]+" : `/${segment}`))
    .join("");
  return new RegExp(`^/(?:ar|en)${body}$`);
}

const PAGED = PAGED_LISTS.map(routePattern);
const PER_REQUEST = PER_REQUEST_ROUTES.map(routePattern);

const queryValue = (query: URLSearchParams, key: string) => query.getAll(key).at(-1) || null;
/** A query value as a path segment: `,` kept as in the filter links, anything else that ends a segment escaped. */
const segment = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ",");

export function renderedRoute(pathname: string, query: URLSearchParams): RenderedRoute {
  const locale = /^\/(ar|en)\//.exec(pathname)?.[1];
  if (locale && pathname === `/${locale}/doctors`) {
    const route = doctorSearchRoute(query);
    if (route.kind === "list") return { pathname: `/${locale}/doctors/f/${LIST_KEY}`, perRequest: false };
    if (route.kind === "filtered") return { pathname: `/${locale}/doctors/f/${route.key}`, perRequest: false };
    if (route.kind === "ranked") {
      const ranked = `/${locale}/doctors/ranked/${route.key}`;
      return { pathname: route.ranking ? `${ranked}/${route.ranking}` : ranked, perRequest: false };
    }
    return { pathname: `/${locale}/doctors/search`, perRequest: true };
  }
  if (locale && pathname === `/${locale}/offers`) {
    if (queryValue(query, "search")) return { pathname: `/${locale}/offers/query`, perRequest: true };
    const filters = OFFER_FILTER_KEYS.map((key) => queryValue(query, key));
    if (filters.some(Boolean)) {
      const segments = filters.map((value) => (value ? segment(value) : NO_FILTER)).join("/");
      return { pathname: `/${locale}/offers/filter/${segments}`, perRequest: false };
    }
  }
  const page = queryValue(query, "page");
  if (page && PAGE_NUMBER.test(page) && PAGED.some((pattern) => pattern.test(pathname))) {
    return { pathname: `${pathname}/page/${page}`, perRequest: false };
  }
  return { pathname, perRequest: PER_REQUEST.some((pattern) => pattern.test(pathname)) };
}
