import { createRoute } from "@hono/zod-openapi";
import { SlugParamSchema, arrayOf, dataOf, listOf } from "@/lib/contract/common";
import { OfferCategorySchema, OfferSchema, OffersQuerySchema } from "@/lib/contract/content";
import type { Deps } from "../../http/context";
import { notFound } from "../../http/context";
import { errorResponses, json, notFoundResponse, secured } from "../../http/openapi";
import { newRouter } from "../../http/router";
import { listOffers, offerBySlug, offerCategoryList } from "../queries";
import { PER_PAGE, pageWindow, pagingMeta } from "../../db/paging";

export function offerRoutes({ db }: Deps) {
  const app = newRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/offers",
      ...secured("Offers"),
      summary:
        "The business unit's current offers (prices in its currency). Special offers for the home page: is_special=1&limit=3. Expired offers only with show_expired=1.",
      request: { query: OffersQuerySchema },
      responses: { 200: json(listOf(OfferSchema), "A page of offers"), ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const w = pageWindow(q, PER_PAGE.offers);
      const { items, total } = await listOffers(db, c.get("lang"), c.get("bu"), q, w);
      return c.json({ data: items, meta: pagingMeta(total, w) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/offers/{slug}",
      ...secured("Offers"),
      summary: "An offer by Arabic or English slug (expired ones too, flagged is_expired)",
      request: { params: SlugParamSchema },
      responses: { 200: json(dataOf(OfferSchema), "The offer"), ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const offer = await offerBySlug(db, c.get("lang"), c.get("bu"), c.req.valid("param").slug);
      return offer ? c.json({ data: offer }, 200) : notFound(c);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/offer_categories",
      ...secured("Offers"),
      summary: "Offer categories with the count of the unit's current offers",
      responses: { 200: json(arrayOf(OfferCategorySchema), "Categories"), ...errorResponses },
    }),
    async (c) => c.json({ data: await offerCategoryList(db, c.get("lang"), c.get("bu").id) }, 200),
  );

  return app;
}
