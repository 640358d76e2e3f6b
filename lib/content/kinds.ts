import { KIND_ROUTES, type DetailPath, type ListPath } from "./kind-routes";

/**
 * The browsable content kinds of SPEC §2 with their endpoint, paging (SPEC §9), routes and cache
 * tag: the one table the routing entries (lib/i18n/routing.ts), the paged-list routes
 * (lib/navigation/rendered-routes.ts), the proxy's detail-to-list map (lib/navigation/active-pages.ts) and the cache
 * tags (lib/api/cache-tags.ts) are derived from. Its route columns are in kind-routes.ts, which
 * every page loads with the routing table. Client-safe: list components read page sizes and
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
  /** Key under `/api/settings/Seo/{page}` and of the content namespace's `kinds` messages. */
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
    seoPage: "clinics",
    empty: "noData",
  },
  oncologies: {
    endpoint: "/api/oncologies",
    tag: "oncologies",
    pageSize: null,
    searchable: true,
    seoPage: "oncologies",
    empty: "noData",
  },
  services: {
    endpoint: "/api/services",
    tag: "services",
    pageSize: 9,
    sort: { key: "order", type: "asc" },
    searchable: false,
    seoPage: "services",
    empty: "noData",
  },
  entertainmentServices: {
    endpoint: "/api/entertainment_services",
    tag: "entertainment-services",
    pageSize: 9,
    sort: { key: "order", type: "asc" },
    searchable: false,
    seoPage: "entertainment-services",
    empty: "noData",
  },
  events: {
    endpoint: "/api/events",
    tag: "events",
    pageSize: 9,
    sort: { key: "order", type: "asc" },
    searchable: false,
    seoPage: "events",
    empty: "noData",
  },
  homecare: {
    endpoint: "/api/homecare",
    tag: "homecare",
    pageSize: 3,
    searchable: false,
    seoPage: "homecare",
    empty: "noData",
  },
  news: {
    endpoint: "/api/news",
    tag: "news",
    pageSize: 3,
    searchable: false,
    seoPage: "news",
    empty: "noNews",
  },
  eclubs: {
    endpoint: "/api/eclubs",
    tag: "eclubs",
    pageSize: null,
    searchable: false,
    seoPage: "eclubs",
    empty: "noData",
  },
} as const satisfies Record<ContentKind, KindRow>;

type Table = typeof KIND_TABLE;

/** A kind's row with its list and detail routes, as the literal route names that typed links accept. */
export type KindConfig = Omit<KindRow, "tag"> & {
  tag: Table[ContentKind]["tag"];
  /** Internal route names (lib/i18n/routing.ts): the folders under app/[locale]. */
  listPath: ListPath;
  detailPath: DetailPath;
};

/** A kind's cache tag, as its literal name. */
export type KindTag<K extends ContentKind> = Table[K]["tag"];

export const KINDS = Object.fromEntries(
  CONTENT_KINDS.map((kind) => {
    const [listPath, , detailPath] = KIND_ROUTES[kind];
    return [kind, { ...KIND_TABLE[kind], listPath, detailPath }];
  }),
  // Object.fromEntries forgets the keys: one row per kind, built just above.
) as Readonly<Record<ContentKind, KindConfig>>;

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === "string" && (CONTENT_KINDS as readonly string[]).includes(value);
}
