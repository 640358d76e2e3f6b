import { createRoute } from "@hono/zod-openapi";
import { SlugParamSchema, arrayOf, dataOf, listOf } from "@/lib/contract/common";
import { PostCategorySchema, PostSchema, PostsQuerySchema, TopPostsQuerySchema } from "@/lib/contract/posts";
import type { Deps } from "../http/context";
import { notFound } from "../http/context";
import { errorResponses, json, notFoundResponse, secured } from "../http/openapi";
import { newRouter } from "../http/router";
import { PER_PAGE, pageWindow, pagingMeta } from "../db/paging";
import { categoryBySlug, listPosts, postBySlug, postCategoryList, tagBySlug, tagList } from "./queries";

const tag = "Blog";
const WEEK_MS = 7 * 24 * 3600_000;

export function postRoutes({ db }: Deps) {
  const app = newRouter();

  for (const path of ["/api/posts", "/api/post"]) {
    app.openapi(
      createRoute({
        method: "get",
        path,
        ...secured(tag),
        summary: "Blog posts, newest first (6 per page). hidden=1 lists only the unlisted posts of the secret page.",
        request: { query: PostsQuerySchema },
        responses: { 200: json(listOf(PostSchema), "A page of posts"), ...errorResponses },
      }),
      async (c) => {
        const q = c.req.valid("query");
        const w = pageWindow(q, PER_PAGE.posts);
        const { items, total } = await listPosts(db, c.get("lang"), q, w);
        return c.json({ data: items, meta: pagingMeta(total, w) }, 200);
      },
    );
    app.openapi(
      createRoute({
        method: "get",
        path: `${path}/{slug}`,
        ...secured(tag),
        summary: "A post by Arabic or English slug (hidden posts included)",
        request: { params: SlugParamSchema },
        responses: { 200: json(dataOf(PostSchema), "The post"), ...errorResponses, ...notFoundResponse },
      }),
      async (c) => {
        const post = await postBySlug(db, c.get("lang"), c.req.valid("param").slug);
        return post ? c.json({ data: post }, 200) : notFound(c);
      },
    );
  }

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/most_viewed",
      ...secured(tag),
      summary: "Most viewed posts (limit, default 5)",
      request: { query: TopPostsQuerySchema },
      responses: { 200: json(arrayOf(PostSchema), "Posts by views"), ...errorResponses },
    }),
    async (c) => {
      const limit = c.req.valid("query").limit ?? PER_PAGE.top_posts;
      const { items } = await listPosts(db, c.get("lang"), { sort_key: "views" }, { limit, offset: 0 });
      return c.json({ data: items }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/weekPosts",
      ...secured(tag),
      summary: "This week's posts, most viewed first; the latest posts when the week had none",
      request: { query: TopPostsQuerySchema },
      responses: { 200: json(arrayOf(PostSchema), "Posts of the week"), ...errorResponses },
    }),
    async (c) => {
      const limit = c.req.valid("query").limit ?? PER_PAGE.top_posts;
      const lang = c.get("lang");
      const since = new Date(Date.now() - WEEK_MS);
      let { items } = await listPosts(db, lang, { sort_key: "views", since }, { limit, offset: 0 });
      if (items.length === 0) items = (await listPosts(db, lang, {}, { limit, offset: 0 })).items;
      return c.json({ data: items }, 200);
    },
  );

  const taxonomy = (path: string, name: string, list: typeof postCategoryList, bySlug: typeof categoryBySlug) => {
    app.openapi(
      createRoute({
        method: "get",
        path,
        ...secured(tag),
        summary: `Blog ${name} with their count of listed posts`,
        responses: { 200: json(arrayOf(PostCategorySchema), `All ${name}`), ...errorResponses },
      }),
      async (c) => c.json({ data: await list(db, c.get("lang")) }, 200),
    );
    app.openapi(
      createRoute({
        method: "get",
        path: `${path}/{slug}`,
        ...secured(tag),
        summary: `One of the ${name} by Arabic or English slug (then list /api/posts with its id)`,
        request: { params: SlugParamSchema },
        responses: { 200: json(dataOf(PostCategorySchema), "The item"), ...errorResponses, ...notFoundResponse },
      }),
      async (c) => {
        const item = await bySlug(db, c.get("lang"), c.req.valid("param").slug);
        return item ? c.json({ data: item }, 200) : notFound(c);
      },
    );
  };
  taxonomy("/api/categories", "categories", postCategoryList, categoryBySlug);
  taxonomy("/api/tags", "tags", tagList, tagBySlug);

  return app;
}
