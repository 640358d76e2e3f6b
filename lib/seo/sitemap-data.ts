import "server-only";
import { z } from "zod";
import { apiGet } from "@/lib/api/client";
import { CacheTags } from "@/lib/api/cache-tags";
import { slugsOf, type Slugs } from "@/lib/api/slugs";
import { getCategories, getTags } from "@/lib/api/posts";
import { PagingMetaSchema } from "@/lib/contract";
import { KINDS, CONTENT_KINDS } from "@/lib/content/kinds";
import type { AppPathname } from "@/lib/i18n/routing";

/** One detail page for sitemap.xml: its route, both slugs, and when it last changed. */
export type SitemapDetail = {
  route: AppPathname;
  slugs: Slugs;
  lastModified?: string;
};

const SlugItemSchema = z.object({
  id: z.number(),
  slug_ar: z.string(),
  slug_en: z.string(),
  updated_at: z.string().optional(),
  is_hidden: z.boolean().optional(),
});
const SlugListSchema = z.object({ data: z.array(SlugItemSchema), meta: PagingMetaSchema });

const PAGE_SIZE = 100;
const MAX_PAGES = 100;

/** Every item of a list endpoint (slugs come in both languages whatever `lang` is). */
async function allSlugs(endpoint: string, tag: string): Promise<z.infer<typeof SlugItemSchema>[]> {
  const get = (page: number) =>
    apiGet(endpoint, { locale: "ar", query: { page, limit: PAGE_SIZE }, schema: SlugListSchema, tags: [tag], revalidate: 3600 });
  const first = await get(1);
  const last = Math.min(first.meta.last_page, MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(0, last - 1) }, (_, i) => get(i + 2)));
  return [first, ...rest].flatMap((body) => body.data);
}

function details(route: AppPathname, items: z.infer<typeof SlugItemSchema>[]): SitemapDetail[] {
  return items.map((item) => ({ route, slugs: slugsOf(item), lastModified: item.updated_at }));
}

/**
 * Every detail page the backend knows: content kinds, doctors, current offers, posts (hidden ones left out),
 * categories and tags. A source that fails is logged and skipped so one outage never empties
 * the whole sitemap.
 */
export async function getSitemapDetails(): Promise<SitemapDetail[]> {
  const sources: Array<Promise<SitemapDetail[]>> = [
    ...CONTENT_KINDS.map(async (kind) => details(KINDS[kind].detailPath, await allSlugs(KINDS[kind].endpoint, KINDS[kind].tag))),
    (async () => details("/doctor/[slug]", await allSlugs("/api/broker/doctors", CacheTags.doctors)))(),
    (async () => details("/offer/[slug]", await allSlugs("/api/offers", CacheTags.offers)))(),
    (async () => details("/[slug]", (await allSlugs("/api/posts", CacheTags.posts)).filter((post) => !post.is_hidden)))(),
    (async () => (await getCategories("ar")).map((c) => ({ route: "/categories/[slug]" as const, slugs: c.slugs })))(),
    (async () => (await getTags("ar")).map((c) => ({ route: "/tags/[slug]" as const, slugs: c.slugs })))(),
  ];
  const settled = await Promise.allSettled(sources);
  return settled.flatMap((result) => {
    if (result.status === "fulfilled") return result.value;
    console.error("[sitemap] a source failed:", result.reason instanceof Error ? result.reason.message : result.reason);
    return [];
  });
}
