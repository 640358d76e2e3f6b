import "server-only";
import { SiteSearchResponseSchema } from "@/lib/contract";
import type { Locale } from "@/lib/i18n/routing";
import type { ImageSource } from "@/lib/images";
import { apiGet } from "./client";
import { CacheTags } from "./cache-tags";
import { slugsOf, type Slugs } from "./slugs";

/** The kinds the search page shows, in display order. */
export const SEARCH_KINDS = ["doctors", "offers", "clinics", "services", "news", "posts"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export type SearchHit = {
  id: number;
  kind: SearchKind;
  title: string;
  /** One line under the title: specialty and branch, excerpt… */
  summary: string;
  slugs: Slugs;
  image: ImageSource;
};

export type SearchResults = { term: string; groups: { kind: SearchKind; hits: SearchHit[] }[]; total: number };

/** Longest accepted term; the backend folds diacritics and spelling variants itself. */
export const MAX_SEARCH_LENGTH = 100;

export function normalizeTerm(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH);
}

/** GET /api/search?s= (SPEC §7), grouped by kind; empty groups are left out. */
export async function searchSite(term: string, locale: Locale): Promise<SearchResults> {
  const body = await apiGet("/api/search", {
    locale,
    query: { s: term, limit: 10 },
    schema: SiteSearchResponseSchema,
    tags: [CacheTags.doctors, CacheTags.offers, CacheTags.clinics, CacheTags.services, CacheTags.news, CacheTags.posts],
    revalidate: 60,
  });
  const d = body.data;
  const hit = (kind: SearchKind, item: { id: number; slug_ar: string; slug_en: string; image: ImageSource }, title: string, summary: string): SearchHit => ({
    id: item.id,
    kind,
    title,
    summary,
    slugs: slugsOf(item),
    image: item.image,
  });
  const groups: SearchResults["groups"] = [
    { kind: "doctors", hits: d.doctors.map((x) => hit("doctors", x, x.name, [x.speciality.name, x.branch.name].filter(Boolean).join(" · "))) },
    { kind: "offers", hits: d.offers.map((x) => hit("offers", x, x.title, x.excerpt)) },
    { kind: "clinics", hits: d.clinics.map((x) => hit("clinics", x, x.title, x.excerpt)) },
    { kind: "services", hits: d.services.map((x) => hit("services", x, x.title, x.excerpt)) },
    { kind: "news", hits: d.news.map((x) => hit("news", x, x.title, x.excerpt)) },
    { kind: "posts", hits: d.posts.filter((x) => !x.is_hidden).map((x) => hit("posts", x, x.title, x.excerpt)) },
  ];
  const nonEmpty = groups.filter((group) => group.hits.length > 0);
  return { term, groups: nonEmpty, total: nonEmpty.reduce((sum, group) => sum + group.hits.length, 0) };
}
