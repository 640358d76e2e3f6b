import { localizedPath, MissingParamsError } from "@/lib/i18n/localized-path";
import { homePath, pathnames, type AppPathname, type Locale } from "@/lib/i18n/routing";
import { resolveRoute, safeDecode as decodePath, splitLocale } from "@/lib/i18n/route-match";
import { safeDecode } from "@/lib/safe-decode";
import type { AlternateSlugs } from "@/stores/alternate-slugs";

export type RouteParams = Record<string, string | string[] | undefined>;

/**
 * The route parameters of the same page in `target` language: the current params without
 * `locale`, with the detail slug swapped for the other language's slug when one is published.
 */
export function alternateParams(
  params: RouteParams,
  target: Locale,
  alternate: AlternateSlugs | null,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key === "locale" || value === undefined) continue;
    out[key] = Array.isArray(value) ? value.map((item) => safeDecode(item)) : safeDecode(value);
  }
  const param = alternate?.param ?? "slug";
  if (alternate && param in out && alternate[target]) out[param] = alternate[target];
  return out;
}

/** Where the proxy and next.config.ts send a public URL internally (lib/navigation/rendered-routes.ts). */
const PAGED_LIST = /^(.+)\/page\/(\d+)$/;
/** Doctor searches are served by a cached per-combination route or a per-request one (proxy). */
const DOCTOR_SEARCH = /^\/doctors\/(?:f\/[^/]+|search)$/;

export interface SwitchRoute {
  routeKey: AppPathname | null;
  /** Query that the internal path carried in its segments (`/news/page/2` → `page=2`). */
  query: Record<string, string>;
}

/**
 * The route of the page being shown, from Next's pathname. In the browser that is the public URL
 * (`/من-نحن`); while `next build` prerenders, it is the internal path of the route file
 * (`/ar/about_us`, `/ar/doctors/f/all`, `/ar/news/page/2`). next-intl's own usePathname reads
 * the internal form as a blog article (`/[slug]`), so both forms are resolved here.
 */
export function switchRoute(pathname: string, locale: Locale): SwitchRoute {
  const { rest } = splitLocale(decodePath(pathname));
  if (DOCTOR_SEARCH.test(rest)) return { routeKey: "/doctors", query: {} };
  const paged = PAGED_LIST.exec(rest);
  if (paged?.[1] && paged[2]) {
    const list = resolveRoute(paged[1], locale);
    if (list) return { routeKey: list.routeKey, query: { page: paged[2] } };
  }
  // A static route's own name first: `/secretPage` is that page, not an article of that slug.
  if (Object.hasOwn(pathnames, rest) && !rest.includes("[")) return { routeKey: rest as AppPathname, query: {} };
  return { routeKey: resolveRoute(rest, locale)?.routeKey ?? null, query: {} };
}

/**
 * The public URL of the same page in `target`: unprefixed for Arabic (next-intl's Link would force
 * `/ar/…` when it switches locales, and the proxy would then redirect it), `/en/…` for English.
 */
export function languageHref(
  pathname: string,
  current: Locale,
  target: Locale,
  params: RouteParams,
  alternate: AlternateSlugs | null,
  query: Record<string, string> | null,
): string {
  const route = switchRoute(pathname, current);
  if (!route.routeKey) return homePath(target);
  const search = { ...route.query, ...query };
  // localizedPath, not next-intl's getPathname: this runs in every page's first load, and
  // createNavigation would bring next-intl's and Next's link code with it.
  try {
    return localizedPath(target, {
      pathname: route.routeKey,
      params: alternateParams(params, target, alternate),
      ...(Object.keys(search).length > 0 ? { query: search } : {}),
    });
  } catch (error) {
    // A page drawn by another route than its URL's (the outage answer, rewritten to the catch-all,
    // has none of a doctor's params): the other language's home, not a link to a template.
    if (error instanceof MissingParamsError) return homePath(target);
    throw error;
  }
}
