import { createRoute } from "@hono/zod-openapi";
import {
  AboutUsPageResponseSchema,
  AboutUsSettingsResponseSchema,
  BusinessUnitQuerySchema,
  BusinessUnitResponseSchema,
  PageConfigurationsResponseSchema,
  RedirectsResponseSchema,
  SeoParamSchema,
  SeoResponseSchema,
  SiteGeneralResponseSchema,
  SlidersResponseSchema,
} from "@/lib/contract/settings";
import type { Deps } from "../http/context";
import { notFound } from "../http/context";
import { errorResponses, json, notFoundResponse, open, secured } from "../http/openapi";
import { newRouter } from "../http/router";
import {
  aboutUsPage,
  aboutUsSettings,
  pageConfiguration,
  redirectList,
  seoEntry,
  siteGeneral,
  sliderList,
  toBusinessUnit,
} from "./queries";

export function settingsRoutes(deps: Deps) {
  const app = newRouter();
  const { db } = deps;

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/dashboard/business-units",
      ...secured("Settings"),
      summary: "Business units; one by key with ?bu=",
      request: { query: BusinessUnitQuerySchema },
      responses: { 200: json(BusinessUnitResponseSchema, "The unit (with bu) or all units"), ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const { bu } = c.req.valid("query");
      const lang = c.get("lang");
      const units = await deps.businessUnits();
      if (bu === undefined) return c.json({ data: { data: units.map((u) => toBusinessUnit(u, lang)) } }, 200);
      const unit = units.find((u) => u.key === bu || u.slugEn === bu || u.slugAr === bu || String(u.id) === bu);
      if (!unit) return notFound(c);
      return c.json({ data: { data: toBusinessUnit(unit, lang) } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/settings/Site/general",
      ...open("Settings"),
      summary: "General site settings of the business unit (no token needed)",
      responses: { 200: json(SiteGeneralResponseSchema, "Read from data.general"), 422: errorResponses[422] },
    }),
    async (c) => {
      const general = await siteGeneral(db, c.get("lang"), c.get("bu"));
      if (!general) throw new Error("site settings 'general' missing: seed the database");
      return c.json({ data: { general } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/settings/Site/about_us",
      ...secured("Settings"),
      summary: "About-us block (home page and footer)",
      responses: { 200: json(AboutUsSettingsResponseSchema, "Read from data.about_us"), ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const about_us = await aboutUsSettings(db, c.get("lang"), c.get("bu"));
      return about_us ? c.json({ data: { about_us } }, 200) : notFound(c);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/settings/Seo/{page}",
      ...secured("Settings"),
      summary: "SEO entry of a page name, under the page key",
      request: { params: SeoParamSchema },
      responses: { 200: json(SeoResponseSchema, "{data:{<page>:{title, description, keywords, image}}}"), ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const { page } = c.req.valid("param");
      const entry = await seoEntry(db, c.get("lang"), page);
      return entry ? c.json({ data: { [page]: entry } }, 200) : notFound(c);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/about_us_page",
      ...secured("Settings"),
      summary: "The about-us page: history since 1984, mission, vision, values, numbers",
      responses: { 200: json(AboutUsPageResponseSchema, "The page"), ...errorResponses, ...notFoundResponse },
    }),
    async (c) => {
      const page = await aboutUsPage(db, c.get("lang"), c.get("bu"));
      return page ? c.json({ data: page }, 200) : notFound(c);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/page_configurations",
      ...secured("Settings"),
      summary: "Header, footer and web-more menus (the active pages)",
      responses: { 200: json(PageConfigurationsResponseSchema, "Menus in the requested language"), ...errorResponses },
    }),
    async (c) => c.json({ data: await pageConfiguration(db, c.get("lang")) }, 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/redirects",
      ...secured("Settings"),
      summary: "Legacy path redirects (from is URL-encoded)",
      responses: { 200: json(RedirectsResponseSchema, "All redirects"), ...errorResponses },
    }),
    async (c) => c.json({ data: await redirectList(db) }, 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/sliders",
      ...secured("Content"),
      summary: "Home sliders of the business unit",
      responses: { 200: json(SlidersResponseSchema, "Ordered by order"), ...errorResponses },
    }),
    async (c) => c.json({ data: await sliderList(db, c.get("lang"), c.get("bu").id) }, 200),
  );

  return app;
}
