// Plain data with relative imports only: next.config.ts reads this table (through paged-rewrites.ts)
// before path aliases exist.

/**
 * The browsable content kinds of SPEC §2 with their endpoint, paging (SPEC §9), routes and cache
 * tag: the one table the routing entries (lib/i18n/routing.ts), the paged-list rewrites
 * (paged-rewrites.ts), the proxy's detail-to-list map (lib/proxy/active-pages.ts) and the cache
 * tags (lib/api/cache-tags.ts) are derived from. Client-safe: list components read page sizes and
 * routes from here too.
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

/** A route's public path: one for both languages, or one per language. */
export type PublicPath = string | { ar: string; en: string };

type KindRow = {
  /** Backend list endpoint; the detail is `${endpoint}/{slug}`. */
  endpoint: string;
  /** Data-cache tag of the kind's reads, which the revalidation webhook names. */
  tag: string;
  /** Items per page sent as `limit`; null = the server's own per-page (SPEC §9). */
  pageSize: number | null;
  sort?: { key: "order"; type: "asc" };
  /** Name search (clinics and oncology only). */
  searchable: boolean;
  /** Internal route names: the folders under app/[locale]. */
  listPath: `/${string}`;
  detailPath: `/${string}/[slug]`;
  /** The list's public paths (SPEC §2): English keeps the SPEC's path, Arabic is in Arabic script. */
  publicListPath: PublicPath;
  /** The detail's public paths where they differ from `detailPath`. */
  publicDetailPath?: PublicPath;
  /** Key under `/api/settings/Seo/{page}` and `content.kinds.*` messages. */
  seoPage: string;
  /** Empty-state message key under `empty` (SPEC §8). */
  empty: "noData" | "noNews";
};

const KIND_TABLE = {
  clinics: {
    endpoint: "/api/clinics",
    tag: "clinics",
    pageSize: 12,
    searchable: true,
    listPath: "/clinics",
    detailPath: "/clinic/[slug]",
    publicListPath: { ar: "/العيادات", en: "/clinics" },
    seoPage: "clinics",
    empty: "noData",
  },
  oncologies: {
    endpoint: "/api/oncologies",
    tag: "oncologies",
    pageSize: null,
    searchable: true,
    listPath: "/oncologies",
    detailPath: "/oncology/[slug]",
    publicListPath: { ar: "/مراكز-الأورام", en: "/oncologies" },
    seoPage: "oncologies",
    empty: "noData",
  },
  services: {
    endpoint: "/api/services",
    tag: "services",
    pageSize: 9,
    sort: { key: "order", type: "asc" },
    searchable: false,
    listPath: "/services",
    detailPath: "/services/[slug]",
    publicListPath: { ar: "/الخدمات", en: "/services" },
    publicDetailPath: { ar: "/services/[slug]", en: "/service/[slug]" },
    seoPage: "services",
    empty: "noData",
  },
  entertainmentServices: {
    endpoint: "/api/entertainment_services",
    tag: "entertainment-services",
    pageSize: 9,
    sort: { key: "order", type: "asc" },
    searchable: false,
    listPath: "/entertainment-services",
    detailPath: "/entertainment-service/[slug]",
    publicListPath: { ar: "/الخدمات-الترفيهية", en: "/entertainment-services" },
    seoPage: "entertainment-services",
    empty: "noData",
  },
  events: {
    endpoint: "/api/events",
    tag: "events",
    pageSize: 9,
    sort: { key: "order", type: "asc" },
    searchable: false,
    listPath: "/events",
    detailPath: "/events/[slug]",
    publicListPath: { ar: "/الفعاليات", en: "/events" },
    seoPage: "events",
    empty: "noData",
  },
  homecare: {
    endpoint: "/api/homecare",
    tag: "homecare",
    pageSize: 3,
    searchable: false,
    listPath: "/homecare",
    detailPath: "/homecare/[slug]",
    publicListPath: { ar: "/الرعاية-المنزلية", en: "/homecare" },
    seoPage: "homecare",
    empty: "noData",
  },
  news: {
    endpoint: "/api/news",
    tag: "news",
    pageSize: 3,
    searchable: false,
    listPath: "/news",
    detailPath: "/news/[slug]",
    publicListPath: { ar: "/الأخبار", en: "/news" },
    seoPage: "news",
    empty: "noNews",
  },
  eclubs: {
    endpoint: "/api/eclubs",
    tag: "eclubs",
    pageSize: null,
    searchable: false,
    listPath: "/eclubs",
    detailPath: "/eclub/[slug]",
    publicListPath: { ar: "/الأندية", en: "/eclubs" },
    seoPage: "eclubs",
    empty: "noData",
  },
} as const satisfies Record<ContentKind, KindRow>;

type Table = typeof KIND_TABLE;
type ListPath = Table[ContentKind]["listPath"];
type DetailPath = Table[ContentKind]["detailPath"];

/** A kind's row, with its routes and tag as the literal names that typed links and tags accept. */
export type KindConfig = Omit<KindRow, "tag" | "listPath" | "detailPath"> & {
  tag: Table[ContentKind]["tag"];
  listPath: ListPath;
  detailPath: DetailPath;
};

export const KINDS: Readonly<Record<ContentKind, KindConfig>> = KIND_TABLE;

// Object.fromEntries forgets the keys; the casts below give back what the table's literals say.

/** The kinds' entries of the routing table: each list and detail route with its public path(s). */
export const CONTENT_KIND_PATHNAMES = Object.fromEntries(
  CONTENT_KINDS.flatMap((kind) => {
    const { listPath, publicListPath, detailPath, publicDetailPath = detailPath }: KindConfig = KINDS[kind];
    return [
      [listPath, publicListPath],
      [detailPath, publicDetailPath],
    ];
  }),
) as Record<ListPath | DetailPath, PublicPath>;

/** Each kind's cache tag under the kind's name (`CacheTags.entertainmentServices`). */
export const CONTENT_KIND_CACHE_TAGS = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, KINDS[kind].tag])) as {
  readonly [K in ContentKind]: Table[K]["tag"];
};

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === "string" && (CONTENT_KINDS as readonly string[]).includes(value);
}
