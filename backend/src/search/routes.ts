import { createRoute } from "@hono/zod-openapi";
import { SiteSearchQuerySchema, SiteSearchResponseSchema } from "@/lib/contract/search";
import type { Deps } from "../http/context";
import { errorResponses, json, secured } from "../http/openapi";
import { newRouter } from "../http/router";
import { listContent, toClinic, toContentItem, toNews } from "../content/queries";
import { listDoctors } from "../doctors/queries";
import { searchOffers } from "../offers/queries";
import { PER_PAGE } from "../db/paging";
import { listPosts } from "../posts/queries";

export function searchRoutes({ db }: Deps) {
  const app = newRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/search",
      ...secured("Search"),
      summary:
        "Site search across doctors, offers, posts, clinics, services and news. Case-, accent- and Arabic-spelling-insensitive (tashkeel, tatweel, أ/إ/آ, ة/ه, ى/ي).",
      request: { query: SiteSearchQuerySchema },
      responses: { 200: json(SiteSearchResponseSchema, "Up to `limit` (default 5) results per group"), ...errorResponses },
    }),
    async (c) => {
      const { s, limit = PER_PAGE.search } = c.req.valid("query");
      const lang = c.get("lang");
      const bu = c.get("bu");
      const w = { limit, offset: 0 };
      // PGlite runs one query at a time anyway; on PostgreSQL these run in parallel.
      const [doctors, offers, posts, clinics, services, news] = await Promise.all([
        listDoctors(db, lang, { q: s }, w),
        searchOffers(db, lang, bu, s, limit),
        listPosts(db, lang, { search: s }, w),
        listContent(db, "clinic", lang, bu.id, { search: s }, w),
        listContent(db, "service", lang, bu.id, { search: s }, w),
        listContent(db, "news", lang, bu.id, { search: s }, w),
      ]);
      return c.json(
        {
          data: {
            doctors: doctors.items,
            offers,
            posts: posts.items,
            clinics: clinics.rows.map((r) => toClinic(r, lang)),
            services: services.rows.map((r) => toContentItem(r, lang)),
            news: news.rows.map((r) => toNews(r, lang)),
          },
        },
        200,
      );
    },
  );

  return app;
}
