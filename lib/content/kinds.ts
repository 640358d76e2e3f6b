// Relative: next.config.ts reads this table (through paged-rewrites.ts) before path aliases exist.
import { CacheTags, type CacheTag } from "../api/cache-tags";

/**
 * The browsable content kinds of SPEC §2 with their endpoint, paging (SPEC §9), routes and cache
 * tag: the one table the paged-list rewrites (paged-rewrites.ts) and the proxy's detail-to-list
 * map (lib/proxy/active-pages.ts) are derived from. Plain data, client-safe: list components read
 * page sizes and routes from here too.
 */
export const CONTENT_KINDS = [
  "clinics",
  "oncologies",
  "services",
  "entertainmentServices",
  "events",
  "homecare",
  "news",
  "eclubs",
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export type KindConfig = {
  /** Backend list endpoint; the detail is `${endpoint}/{slug}`. */
  endpoint: string;
  tag: CacheTag;
  /** Items per page sent as `limit`; null = the server's own per-page (SPEC §9). */
  pageSize: number | null;
  sort?: { key: "order"; type: "asc" };
  /** Name search (clinics and oncology only). */
  searchable: boolean;
  /** Internal route names (lib/i18n/routing.ts). */
  listPath: "/clinics" | "/oncologies" | "/services" | "/entertainment-services" | "/events" | "/homecare" | "/news" | "/eclubs";
  detailPath:
    | "/clinic/[slug]"
    | "/oncology/[slug]"
    | "/services/[slug]"
    | "/entertainment-service/[slug]"
    | "/events/[slug]"
    | "/homecare/[slug]"
    | "/news/[slug]"
    | "/eclub/[slug]";
  /** Key under `/api/settings/Seo/{page}` and `content.kinds.*` messages. */
  seoPage: string;
  /** Empty-state message key under `empty` (SPEC §8). */
  empty: "noData" | "noNews";
};

export const KINDS: Record<ContentKind, KindConfig> = {
  clinics: {
    endpoint: "/api/clinics",
    tag: CacheTags.clinics,
    pageSize: 12,
    searchable: true,
    listPath: "/clinics",
    detailPath: "/clinic/[slug]",
    seoPage: "clinics",
    empty: "noData",
  },
  oncologies: {
    endpoint: "/api/oncologies",
    tag: CacheTags.oncologies,
    pageSize: null,
    searchable: true,
    listPath: "/oncologies",
    detailPath: "/oncology/[slug]",
    seoPage: "oncologies",
    empty: "noData",
  },
  services: {
    endpoint: "/api/services",
    tag: CacheTags.services,
    pageSize: 9,
    sort: { key: "order", type: "asc" },
    searchable: false,
    listPath: "/services",
    detailPath: "/services/[slug]",
    seoPage: "services",
    empty: "noData",
  },
  entertainmentServices: {
    endpoint: "/api/entertainment_services",
    tag: CacheTags.entertainmentServices,
    pageSize: 9,
    sort: { key: "order", type: "asc" },
    searchable: false,
    listPath: "/entertainment-services",
    detailPath: "/entertainment-service/[slug]",
    seoPage: "entertainment-services",
    empty: "noData",
  },
  events: {
    endpoint: "/api/events",
    tag: CacheTags.events,
    pageSize: 9,
    sort: { key: "order", type: "asc" },
    searchable: false,
    listPath: "/events",
    detailPath: "/events/[slug]",
    seoPage: "events",
    empty: "noData",
  },
  homecare: {
    endpoint: "/api/homecare",
    tag: CacheTags.homecare,
    pageSize: 3,
    searchable: false,
    listPath: "/homecare",
    detailPath: "/homecare/[slug]",
    seoPage: "homecare",
    empty: "noData",
  },
  news: {
    endpoint: "/api/news",
    tag: CacheTags.news,
    pageSize: 3,
    searchable: false,
    listPath: "/news",
    detailPath: "/news/[slug]",
    seoPage: "news",
    empty: "noNews",
  },
  eclubs: {
    endpoint: "/api/eclubs",
    tag: CacheTags.eclubs,
    pageSize: null,
    searchable: false,
    listPath: "/eclubs",
    detailPath: "/eclub/[slug]",
    seoPage: "eclubs",
    empty: "noData",
  },
};

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === "string" && (CONTENT_KINDS as readonly string[]).includes(value);
}
