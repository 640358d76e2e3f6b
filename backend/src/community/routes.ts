import { createRoute } from "@hono/zod-openapi";
import { arrayOf } from "@/lib/contract/common";
import { FaqSchema, SocialLinkSchema, TestimonialSchema } from "@/lib/contract/content";
import type { Deps } from "../http/context";
import { errorResponses, json, secured } from "../http/openapi";
import { newRouter } from "../http/router";
import { faqList, socialLinkList, testimonialList } from "./queries";

export function communityRoutes({ db }: Deps) {
  const app = newRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/faqs",
      ...secured("Content"),
      summary: "Frequently asked questions, each with its group, in display order",
      responses: { 200: json(arrayOf(FaqSchema), "FAQs"), ...errorResponses },
    }),
    async (c) => c.json({ data: await faqList(db, c.get("lang")) }, 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/socialmedia",
      ...secured("Content"),
      summary: "Social media links",
      responses: { 200: json(arrayOf(SocialLinkSchema), "Links"), ...errorResponses },
    }),
    async (c) => c.json({ data: await socialLinkList(db, c.get("lang")) }, 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/testimonials",
      ...secured("Content"),
      summary: "Patient testimonials",
      responses: { 200: json(arrayOf(TestimonialSchema), "Testimonials"), ...errorResponses },
    }),
    async (c) => c.json({ data: await testimonialList(db, c.get("lang")) }, 200),
  );

  return app;
}
