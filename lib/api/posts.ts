import "server-only";
import { cache } from "react";
import { z } from "zod";
import {
  arrayOf,
  dataOf,
  listOf,
  PostCategorySchema,
  PostSchema,
  type CategoryRef,
  type Post as WirePost,
  type PostCategory as WirePostCategory,
} from "@/lib/contract";
import type { Locale } from "@/lib/i18n/routing";
import { safeDecode } from "@/lib/safe-decode";
import type { ContentPage } from "@/lib/content/types";
import { toPageInfo } from "@/lib/content/paging";
import type { PostScope } from "@/lib/blog/paging";
import type { PostCardData } from "@/lib/blog/types";
import { apiGet } from "./client";
import { CacheTags } from "./cache-tags";
import { toCmsItem, type CmsItem } from "./cms-item";
import { localizedSlugs, type Slugs } from "./slugs";

/** SPEC §9: posts 6 per page. */
export const POSTS_PER_PAGE = 6;
/** Related posts under an article. */
export const RELATED_POSTS_LIMIT = 3;

export type Term = { id: number; name: string; slug: string; slugs: Slugs };

/** A blog post as the site uses it. */
export type Post = CmsItem & {
  author: string;
  category: Term;
  tags: Term[];
  isHidden: boolean;
  views: number;
  readingMinutes: number;
  publishedAt: string;
  updatedAt: string;
};

export type Category = Term & { postsCount: number };

/** A post in a list: everything but the body (lists never render it, and it is the heavy part). */
export type PostSummary = Omit<Post, "body">;

export type PostPage = ContentPage<PostSummary>;

function toTerm(term: CategoryRef, locale: Locale): Term {
  return {
    id: term.id,
    name: term.name,
    ...localizedSlugs(term, locale),
  };
}

export function toPost(wire: WirePost, locale: Locale): Post {
  return {
    ...toCmsItem(wire, locale),
    author: wire.author.name,
    category: toTerm(wire.category, locale),
    tags: wire.tags.map((tag) => toTerm(tag, locale)),
    isHidden: wire.is_hidden,
    views: wire.views,
    readingMinutes: wire.reading_minutes,
    publishedAt: wire.published_at,
    updatedAt: wire.updated_at,
  };
}

export function toSummary(post: Post): PostSummary {
  const { body: _body, ...summary } = post;
  void _body;
  return summary;
}

function toCategory(wire: WirePostCategory, locale: Locale): Category {
  return { ...toTerm(wire, locale), postsCount: wire.posts_count };
}

export type PostsQuery = {
  page?: number;
  limit?: number;
  categoryId?: number;
  tagId?: number;
  /** The secret page: hidden posts only. */
  hidden?: boolean;
};

const PostListSchema = listOf(PostSchema);

/** GET /api/posts (SPEC §7): newest first, hidden posts excluded unless `hidden`. */
export async function getPosts(locale: Locale, query: PostsQuery = {}): Promise<PostPage> {
  const body = await apiGet("/api/posts", {
    locale,
    query: {
      page: query.page ?? 1,
      limit: query.limit ?? POSTS_PER_PAGE,
      category_id: query.categoryId,
      tag_id: query.tagId,
      hidden: query.hidden ? 1 : undefined,
    },
    schema: PostListSchema,
    tags: [CacheTags.posts],
  });
  return {
    items: body.data.map((post) => toSummary(toPost(post, locale))),
    page: toPageInfo(body.meta),
  };
}

/** GET /api/post/{slug}: either language's slug; rejects with ApiError 404 for an unknown one. */
export const getPost = cache(async (slug: string, locale: Locale): Promise<Post> => {
  const body = await apiGet(`/api/post/${encodeURIComponent(slug)}`, {
    locale,
    schema: dataOf(PostSchema),
    tags: [CacheTags.posts],
  });
  return toPost(body.data, locale);
});

/** Posts of the article's category, the article itself left out. */
export async function getRelatedPosts(post: Post, locale: Locale): Promise<PostSummary[]> {
  const page = await getPosts(locale, { categoryId: post.category.id, limit: RELATED_POSTS_LIMIT + 1 });
  return page.items.filter((item) => item.id !== post.id).slice(0, RELATED_POSTS_LIMIT);
}

/** GET /api/weekPosts: the posts of the week. */
export const getWeekPosts = cache(async (locale: Locale): Promise<PostSummary[]> => {
  const body = await apiGet("/api/weekPosts", {
    locale,
    schema: arrayOf(PostSchema),
    tags: [CacheTags.posts],
  });
  return body.data.map((post) => toSummary(toPost(post, locale)));
});

const CategoriesSchema = z.object({ data: z.array(PostCategorySchema) });

/** GET /api/categories: the blog's categories with their post counts. */
export const getCategories = cache(async (locale: Locale): Promise<Category[]> => {
  const body = await apiGet("/api/categories", {
    locale,
    schema: CategoriesSchema,
    tags: [CacheTags.categories],
  });
  return body.data.map((category) => toCategory(category, locale));
});

/** GET /api/tags. */
export const getTags = cache(async (locale: Locale): Promise<Category[]> => {
  const body = await apiGet("/api/tags", {
    locale,
    schema: CategoriesSchema,
    tags: [CacheTags.tags],
  });
  return body.data.map((tag) => toCategory(tag, locale));
});

/** A term by either language's slug (URL-decoded), or null. */
export function findBySlug<T extends Term>(terms: readonly T[], slug: string): T | null {
  const wanted = safeDecode(slug);
  return terms.find((term) => term.slugs.ar === wanted || term.slugs.en === wanted) ?? null;
}

/** The card fields of a post (what list pages and /api/posts send to the browser). */
export function toCardData(post: PostSummary): PostCardData {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    image: post.image,
    category: { name: post.category.name, slug: post.category.slug },
    readingMinutes: post.readingMinutes,
    publishedAt: post.publishedAt,
  };
}

/** One page of a post list as cards, for a scope (all, a category, a tag, the hidden posts). */
export async function getPostCardPage(locale: Locale, scope: PostScope, page: number): Promise<ContentPage<PostCardData>> {
  const result = await getPosts(locale, {
    page,
    categoryId: scope.kind === "category" ? scope.id : undefined,
    tagId: scope.kind === "tag" ? scope.id : undefined,
    hidden: scope.kind === "hidden",
  });
  // The secret page lists hidden posts only; every other list never shows one.
  const items = result.items.filter((post) => (scope.kind === "hidden") === post.isHidden);
  return { items: items.map(toCardData), page: result.page };
}

/** Backend's largest page (contract: limit 1..100). */
const BULK_LIMIT = 100;
/** Safety stop for a runaway `last_page`: 100 × 100 posts. */
const BULK_MAX_PAGES = 100;

/** Every listed (not hidden) post, newest first: for the blog map and the sitemap. */
export const getAllPosts = cache(async (locale: Locale): Promise<PostSummary[]> => {
  const first = await getPosts(locale, { page: 1, limit: BULK_LIMIT });
  const last = Math.min(first.page.last, BULK_MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, last - 1) }, (_, i) => getPosts(locale, { page: i + 2, limit: BULK_LIMIT })),
  );
  const seen = new Set<number>();
  return [first, ...rest]
    .flatMap((page) => page.items)
    .filter((post) => !post.isHidden && !seen.has(post.id) && Boolean(seen.add(post.id)));
});
