import { describe, expect, it } from "vitest";
import { arrayOf, dataOf, listOf } from "@/lib/contract/common";
import { PostCategorySchema, PostSchema } from "@/lib/contract/posts";
import { enc } from "../helpers/client";
import { ARABIC, expectNotFound, expectQueriesRefused, expectValidationError, isSorted, parse } from "../helpers/expect";
import type { GetContext } from "./context";

const PostList = listOf(PostSchema);

export function postsContract(ctx: GetContext) {
  const posts = async (query: string, lang = "en") => parse(PostList, await ctx().client.call(`/api/posts${query}`, { lang }));

  describe("GET /api/posts", () => {
    it("pages the 56 listed posts, 6 per page, newest first", async () => {
      const body = await posts("");
      expect(body.meta).toEqual({ total: 56, per_page: 6, current_page: 1, last_page: 10 });
      expect(isSorted(body.data.map((p) => Date.parse(p.published_at)), "desc")).toBe(true);
      expect(body.data.every((p) => !p.is_hidden)).toBe(true);
      const alias = parse(PostList, await ctx().client.call("/api/post", { lang: "en" }));
      expect(alias.meta.total).toBe(56);
    });
    it("lists only the hidden posts with hidden=1", async () => {
      const body = await posts("?hidden=1");
      expect(body.meta.total).toBe(4);
      expect(body.data.every((p) => p.is_hidden)).toBe(true);
    });
    it("filters by category and by tag", async () => {
      const byCategory = await posts("?category_id=2&limit=100");
      expect(byCategory.data.length).toBeGreaterThan(3);
      expect(byCategory.data.every((p) => p.category.id === 2)).toBe(true);
      const byTag = await posts("?tag_id=2&limit=100");
      expect(byTag.data.length).toBeGreaterThan(3);
      expect(byTag.data.every((p) => p.tags.some((t) => t.id === 2))).toBe(true);
      const both = await posts("?category_id=2&tag_id=2&limit=100");
      expect(both.data.every((p) => p.category.id === 2 && p.tags.some((t) => t.id === 2))).toBe(true);
    });
    it("carries author, category, tags and a rich HTML body in the requested language", async () => {
      const [ar] = (await posts("?limit=1", "ar")).data;
      const [en] = (await posts("?limit=1", "en")).data;
      expect(ar?.title).toMatch(ARABIC);
      expect(ar?.category.name).toMatch(ARABIC);
      expect(en?.author.name.length).toBeGreaterThan(3);
      for (const tag of ["<h2>", "<p>", "<ul>", "<ol>", "<img ", "<blockquote>"]) expect(en?.body).toContain(tag);
      expect(en?.body).not.toMatch(/lorem/i);
      expect(en?.reading_minutes).toBeGreaterThan(0);
    });
    it("422s bad values", async () => {
      await expectQueriesRefused(ctx().client, "/api/posts", [
        ["sort_key=likes", "sort_key"],
        ["category_id=x", "category_id"],
        ["hidden=maybe", "hidden"],
        ["page=0", "page"],
      ]);
    });
  });

  describe("GET /api/post/{slug} and /api/posts/{slug}", () => {
    it("finds a post by either slug, hidden ones included", async () => {
      const [hidden] = (await posts("?hidden=1&limit=1")).data;
      if (!hidden) throw new Error("no hidden post");
      const byAr = parse(dataOf(PostSchema), await ctx().client.call(`/api/post/${enc(hidden.slug_ar)}`));
      expect(byAr.data).toMatchObject({ id: hidden.id, is_hidden: true, slug_en: hidden.slug_en });
      const byEn = parse(dataOf(PostSchema), await ctx().client.call(`/api/posts/${hidden.slug_en}`, { lang: "en" }));
      expect(byEn.data.id).toBe(hidden.id);
      expectNotFound(await ctx().client.call("/api/post/no-such-post"));
    });
  });

  describe("GET /api/categories and /api/tags", () => {
    it("list the taxonomies with counts of listed posts, and find one by either slug", async () => {
      const categories = parse(arrayOf(PostCategorySchema), await ctx().client.call("/api/categories", { lang: "en" }));
      expect(categories.data).toHaveLength(8);
      expect(categories.data.reduce((n, c) => n + c.posts_count, 0)).toBe(56);
      const first = categories.data[0];
      if (!first) throw new Error("no category");
      const byAr = parse(dataOf(PostCategorySchema), await ctx().client.call(`/api/categories/${enc(first.slug_ar)}`));
      expect(byAr.data.id).toBe(first.id);
      expect(byAr.data.name).toMatch(ARABIC);
      const tags = parse(arrayOf(PostCategorySchema), await ctx().client.call("/api/tags", { lang: "en" }));
      expect(tags.data.length).toBeGreaterThanOrEqual(10);
      const tag = parse(dataOf(PostCategorySchema), await ctx().client.call(`/api/tags/${tags.data[1]?.slug_en}`));
      expect(tag.data.id).toBe(tags.data[1]?.id);
      expectNotFound(await ctx().client.call("/api/tags/nothing"));
      expectNotFound(await ctx().client.call("/api/categories/nothing"));
    });
  });

  describe("GET /api/most_viewed and /api/weekPosts", () => {
    it("answer listed posts by views", async () => {
      const most = parse(arrayOf(PostSchema), await ctx().client.call("/api/most_viewed?limit=4"));
      expect(most.data).toHaveLength(4);
      expect(isSorted(most.data.map((p) => p.views), "desc")).toBe(true);
      const week = parse(arrayOf(PostSchema), await ctx().client.call("/api/weekPosts"));
      expect(week.data.length).toBeGreaterThan(0);
      expect(week.data.every((p) => !p.is_hidden && Date.parse(p.published_at) > Date.now() - 8 * 86400_000)).toBe(true);
      expectValidationError(await ctx().client.call("/api/most_viewed?limit=0"), "limit");
    });
  });
}
