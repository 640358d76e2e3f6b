import type { ContentKind } from "./kinds";

/** A route's public path: one for both languages, or one per language. */
export type PublicPath = string | { ar: string; en: string };

type KindRoutes = readonly [
  list: `/${string}`,
  arabicList: `/${string}`,
  detail: `/${string}/[slug]`,
  englishDetail?: `/${string}/[slug]`,
];

/**
 * The route columns of the content-kind table (kinds.ts), SPEC §2: the list's internal route
 * (a folder under app/[locale], and the English path), the list's Arabic path, the detail's
 * route, and the detail's English path where it differs from the route.
 *
 * Apart from the rest of the table, and as tuples, because the routing table is in every page's
 * first-load JavaScript: these strings cost a page next to nothing, where the whole table (or
 * named fields) would add more than the pages' budget leaves (tests/e2e/js-budget.spec.ts).
 */
export const KIND_ROUTES = {
  clinics: ["/clinics", "/العيادات", "/clinic/[slug]"],
  oncologies: ["/oncologies", "/مراكز-الأورام", "/oncology/[slug]"],
  services: ["/services", "/الخدمات", "/services/[slug]", "/service/[slug]"],
  entertainmentServices: ["/entertainment-services", "/الخدمات-الترفيهية", "/entertainment-service/[slug]"],
  events: ["/events", "/الفعاليات", "/events/[slug]"],
  homecare: ["/homecare", "/الرعاية-المنزلية", "/homecare/[slug]"],
  news: ["/news", "/الأخبار", "/news/[slug]"],
  eclubs: ["/eclubs", "/الأندية", "/eclub/[slug]"],
} as const satisfies Record<ContentKind, KindRoutes>;

type Routes = (typeof KIND_ROUTES)[ContentKind];
export type ListPath = Routes[0];
export type DetailPath = Routes[2];

/** The kinds' entries of the routing table (lib/i18n/routing.ts): each list and detail route with its public path(s). */
export const CONTENT_KIND_PATHNAMES = Object.fromEntries(
  Object.values(KIND_ROUTES).flatMap(([list, arabicList, detail, englishDetail]: KindRoutes) => [
    [list, { ar: arabicList, en: list }],
    [detail, englishDetail ? { ar: detail, en: englishDetail } : detail],
  ]),
  // Object.fromEntries forgets the keys: these are the table's routes.
) as Record<ListPath | DetailPath, PublicPath>;
