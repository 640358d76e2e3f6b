import { type SQL, and, asc, desc, eq, gte, or, sql } from "drizzle-orm";
import type { Lang } from "@/lib/contract/common";
import type { Post, PostCategory } from "@/lib/contract/posts";
import type { Db } from "../db/client";
import { postCategories, posts, tags } from "../db/schema";
import { tr } from "../http/context";
import { likePattern } from "../db/search-text";
import { pagedQuery, type Window } from "../db/paging";
import { iso } from "../http/time";

/**
 * Correlated sub-queries name the outer table explicitly ("doctors"."id"): drizzle leaves column
 * references unqualified when a query has no join, and an unqualified `id` would bind to the
 * sub-query's own table.
 */
type TagRef = { id: number; ar: string; en: string; slug_ar: string; slug_en: string };

const columns = {
  p: posts,
  c: postCategories,
  tags: sql<TagRef[]>`coalesce((
    select json_agg(json_build_object('id', t.id, 'ar', t.name_ar, 'en', t.name_en, 'slug_ar', t.slug_ar, 'slug_en', t.slug_en) order by t.id)
    from post_tags pt join tags t on t.id = pt.tag_id where pt.post_id = "posts"."id"), '[]'::json)`,
  total: sql<number>`(count(*) over ())::int`,
};

type PostRow = { p: typeof posts.$inferSelect; c: typeof postCategories.$inferSelect; tags: TagRef[] };

const toPost = ({ p, c, tags: t }: PostRow, lang: Lang): Post => ({
  id: p.id,
  slug_ar: p.slugAr,
  slug_en: p.slugEn,
  title: tr(lang, p.titleAr, p.titleEn),
  excerpt: tr(lang, p.excerptAr, p.excerptEn),
  body: tr(lang, p.bodyAr, p.bodyEn),
  image: p.image,
  order: p.order,
  business_unit_id: null,
  created_at: iso(p.createdAt),
  updated_at: iso(p.updatedAt),
  author: { name: tr(lang, p.authorAr, p.authorEn) },
  category: { id: c.id, name: tr(lang, c.nameAr, c.nameEn), slug_ar: c.slugAr, slug_en: c.slugEn },
  tags: t.map((x) => ({ id: x.id, name: tr(lang, x.ar, x.en), slug_ar: x.slug_ar, slug_en: x.slug_en })),
  is_hidden: p.isHidden,
  views: p.views,
  reading_minutes: p.readingMinutes,
  published_at: iso(p.publishedAt),
});

export interface PostQuery {
  category_id?: number;
  tag_id?: number;
  search?: string;
  hidden?: boolean;
  sort_key?: "published_at" | "views" | "order" | "title";
  sort_type?: "asc" | "desc";
  /** Only posts published on or after this instant (weekPosts). */
  since?: Date;
}

function select(db: Db) {
  return db.select(columns).from(posts).innerJoin(postCategories, eq(postCategories.id, posts.categoryId));
}

/** hidden=1 lists only the unlisted posts (secret page); every other list excludes them. */
export async function listPosts(db: Db, lang: Lang, q: PostQuery, w: Window) {
  const where: SQL[] = [eq(posts.isHidden, q.hidden === true)];
  if (q.category_id !== undefined) where.push(eq(posts.categoryId, q.category_id));
  if (q.tag_id !== undefined) {
    where.push(sql`exists (select 1 from post_tags pt where pt.post_id = "posts"."id" and pt.tag_id = ${q.tag_id})`);
  }
  if (q.since) where.push(gte(posts.publishedAt, q.since));
  const pattern = q.search === undefined ? null : likePattern(q.search);
  if (pattern) where.push(sql`${posts.search} like ${pattern}`);

  // Newest first unless asked otherwise: the natural order of a blog.
  const key = q.sort_key ?? "published_at";
  const type = q.sort_type ?? (key === "published_at" || key === "views" ? "desc" : "asc");
  const column = {
    published_at: posts.publishedAt,
    views: posts.views,
    order: posts.order,
    title: lang === "ar" ? posts.titleAr : posts.titleEn,
  }[key];
  const ordered = select(db)
    .where(and(...where))
    .orderBy(type === "desc" ? desc(column) : asc(column), asc(posts.id));
  const { rows, total } = await pagedQuery(db, ordered, { table: posts, where: and(...where) }, w);
  return { items: rows.map((r) => toPost(r, lang)), total };
}

/** Hidden posts are reachable by their link (that is the point of the secret page). */
export async function postBySlug(db: Db, lang: Lang, slug: string) {
  const [row] = await select(db)
    .where(or(eq(posts.slugAr, slug), eq(posts.slugEn, slug)))
    .limit(1);
  return row ? toPost(row, lang) : null;
}


export async function postCategoryList(db: Db, lang: Lang): Promise<PostCategory[]> {
  const rows = await db
    .select({ c: postCategories, n: sql<number>`(select count(*)::int from posts p where p.category_id = "post_categories"."id" and p.is_hidden = false)` })
    .from(postCategories)
    .orderBy(asc(postCategories.order), asc(postCategories.id));
  return rows.map(({ c, n }) => ({ id: c.id, name: tr(lang, c.nameAr, c.nameEn), slug_ar: c.slugAr, slug_en: c.slugEn, posts_count: n }));
}

export async function tagList(db: Db, lang: Lang): Promise<PostCategory[]> {
  const rows = await db
    .select({
      t: tags,
      n: sql<number>`(select count(*)::int from post_tags pt join posts p on p.id = pt.post_id where pt.tag_id = "tags"."id" and p.is_hidden = false)`,
    })
    .from(tags)
    .orderBy(asc(tags.id));
  return rows.map(({ t, n }) => ({ id: t.id, name: tr(lang, t.nameAr, t.nameEn), slug_ar: t.slugAr, slug_en: t.slugEn, posts_count: n }));
}

export async function categoryBySlug(db: Db, lang: Lang, slug: string) {
  const all = await postCategoryList(db, lang);
  const [row] = await db
    .select({ id: postCategories.id })
    .from(postCategories)
    .where(or(eq(postCategories.slugAr, slug), eq(postCategories.slugEn, slug)));
  return all.find((c) => c.id === row?.id) ?? null;
}

export async function tagBySlug(db: Db, lang: Lang, slug: string) {
  const [row] = await db.select({ id: tags.id }).from(tags).where(or(eq(tags.slugAr, slug), eq(tags.slugEn, slug)));
  if (!row) return null;
  return (await tagList(db, lang)).find((t) => t.id === row.id) ?? null;
}
