import { CONTENT_KINDS, KINDS, type ContentKind, type KindTag } from "@/lib/content/kinds";

/** Each content kind's tag under the kind's name (`CacheTags.entertainmentServices`). */
const CONTENT_KIND_TAGS = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, KINDS[kind].tag])) as {
  // Object.fromEntries forgets the keys: one tag per kind, from the kinds table.
  readonly [K in ContentKind]: KindTag<K>;
};

/**
 * Data-cache tag names, in one place (the content kinds' come from their table, lib/content/kinds.ts).
 * Every cached read in lib/api tags itself with its resource; the revalidation webhook calls
 * `revalidateTag(CacheTags.x)` when that content changes. Tags are per resource (not per
 * language) so one call refreshes both languages.
 */
export const CacheTags = {
  settings: "settings",
  seo: "seo",
  pageConfig: "page-config",
  businessUnits: "business-units",
  redirects: "redirects",
  sliders: "sliders",
  doctors: "doctors",
  branches: "branches",
  specialities: "specialities",
  offers: "offers",
  posts: "posts",
  categories: "categories",
  tags: "tags",
  faqs: "faqs",
  mostViewed: "most-viewed",
  socialMedia: "social-media",
  testimonials: "testimonials",
  aboutUs: "about-us",
  ...CONTENT_KIND_TAGS,
} as const;

export type CacheTag = (typeof CacheTags)[keyof typeof CacheTags];

export const ALL_CACHE_TAGS: readonly CacheTag[] = Object.values(CacheTags);

/** Default seconds a read stays in the data cache before a background refresh (ISR). */
export const DEFAULT_REVALIDATE = 300;
