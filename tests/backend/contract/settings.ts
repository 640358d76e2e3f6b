import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  AboutUsPageResponseSchema,
  AboutUsSettingsResponseSchema,
  BusinessUnitResponseSchema,
  BusinessUnitSchema,
  PageConfigurationsResponseSchema,
  RedirectsResponseSchema,
  SeoResponseSchema,
  SiteGeneralResponseSchema,
  SlidersResponseSchema,
} from "@/lib/contract/settings";
import { pageConfigurations } from "../../../backend/src/db/schema";
import { ARABIC, expectNotFound, expectUnauthenticated, expectValidationError, parse } from "../helpers/expect";
import type { GetContext } from "./context";

export const SEO_PAGES = [
  "home", "doctors", "clinics", "offers", "blog", "about_us", "contact-us", "FAQs", "services", "news", "events",
  "homecare", "oncologies", "entertainment-services", "eclubs", "search", "privacy-policy", "terms", "personal-data",
  "site-map", "blog-map", "sign-in", "sign-up", "risk-assessment",
];

export function settingsContract(ctx: GetContext) {
  describe("GET /api/v1/dashboard/business-units", () => {
    it("lists the five business units, the main hospital first", async () => {
      const body = parse(BusinessUnitResponseSchema, await ctx().client.call("/api/v1/dashboard/business-units?lang=en"));
      const units = BusinessUnitSchema.array().parse(body.data.data);
      expect(units.map((u) => u.key)).toEqual(["hospital", "women", "children", "dental", "egypt"]);
      expect(units[0]).toMatchObject({ id: 1, founded_year: 1984, city: "Jeddah", currency: "SAR", country: "SA" });
    });
    it("answers one unit under data.data with ?bu=, in the requested language", async () => {
      const ar = parse(BusinessUnitResponseSchema, await ctx().client.call("/api/v1/dashboard/business-units?bu=egypt"));
      const unit = BusinessUnitSchema.parse(ar.data.data);
      expect(unit).toMatchObject({ id: 5, currency: "EGP", country: "EG" });
      expect(unit.name).toMatch(ARABIC);
      const en = BusinessUnitSchema.parse(
        parse(BusinessUnitResponseSchema, await ctx().client.call("/api/v1/dashboard/business-units?bu=egypt", { lang: "en" })).data.data,
      );
      expect(en.name).toBe("Al Nada Hospitals Egypt");
    });
    it("404s an unknown unit and 401s without a token", async () => {
      expectNotFound(await ctx().client.call("/api/v1/dashboard/business-units?bu=nowhere"));
      expectUnauthenticated(await ctx().client.call("/api/v1/dashboard/business-units", { token: null }));
    });
  });

  describe("headers: Authorization, BU-ID, lang", () => {
    it("rejects missing, malformed and forged tokens", async () => {
      const { call } = ctx().client;
      expectUnauthenticated(await call("/api/sliders", { token: null }));
      expectUnauthenticated(await call("/api/sliders", { token: "nonsense" }));
      const real = await ctx().client.token();
      expectUnauthenticated(await call("/api/sliders", { token: `${real.slice(0, -2)}xx` }));
      expectUnauthenticated(await call("/api/sliders", { headers: { authorization: `Basic ${real}` }, token: null }));
    });
    it("422s a non-integer or unknown BU-ID, naming the header", async () => {
      expectValidationError(await ctx().client.call("/api/sliders", { bu: "abc" }), "BU-ID");
      expectValidationError(await ctx().client.call("/api/sliders", { bu: "99" }), "BU-ID");
    });
    it("422s an unknown lang; ?lang= wins over the header", async () => {
      expectValidationError(await ctx().client.call("/api/sliders", { lang: "fr" }), "lang");
      const body = parse(SlidersResponseSchema, await ctx().client.call("/api/sliders?lang=en", { lang: "ar" }));
      expect(body.data[0]?.title).not.toMatch(ARABIC);
    });
  });

  describe("POST /oauth/token", () => {
    const post = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" }) =>
      ctx().client.app.request("/oauth/token", { method: "POST", headers, body });
    it("issues a bearer token for the configured client", async () => {
      const res = await post("grant_type=client_credentials&client_id=test-client&client_secret=test-secret");
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
      expect(typeof body.access_token).toBe("string");
    });
    it("accepts HTTP Basic client authentication too", async () => {
      const basic = Buffer.from("test-client:test-secret").toString("base64");
      const res = await post("grant_type=client_credentials", {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${basic}`,
      });
      expect(res.status).toBe(200);
    });
    it("401s bad credentials and 400s another grant type", async () => {
      const bad = await post("grant_type=client_credentials&client_id=test-client&client_secret=wrong");
      expect(bad.status).toBe(401);
      expect(await bad.json()).toEqual({ error: "invalid_client" });
      const grant = await post("grant_type=password&client_id=test-client&client_secret=test-secret");
      expect(grant.status).toBe(400);
      expect(await grant.json()).toEqual({ error: "unsupported_grant_type" });
    });
  });

  describe("GET /api/settings/Site/general", () => {
    it("needs no token and answers under data.general", async () => {
      const body = parse(SiteGeneralResponseSchema, await ctx().client.call("/api/settings/Site/general", { token: null }));
      expect(body.data.general).toMatchObject({ whatsapp: "+966 55 000 1984", currency: "SAR", business_unit_id: 1 });
      expect(body.data.general.site_name).toMatch(ARABIC);
    });
    it("uses the business unit's own wording and currency", async () => {
      const body = parse(SiteGeneralResponseSchema, await ctx().client.call("/api/settings/Site/general", { token: null, bu: "5", lang: "en" }));
      expect(body.data.general).toMatchObject({ site_name: "Al Nada Hospitals Egypt", currency: "EGP", business_unit_id: 5 });
    });
    it("still validates BU-ID and lang", async () => {
      expectValidationError(await ctx().client.call("/api/settings/Site/general", { token: null, bu: "x" }), "BU-ID");
    });
  });

  describe("GET /api/settings/Site/about_us and /api/about_us_page", () => {
    it("answers the about-us block in both languages", async () => {
      const ar = parse(AboutUsSettingsResponseSchema, await ctx().client.call("/api/settings/Site/about_us"));
      const en = parse(AboutUsSettingsResponseSchema, await ctx().client.call("/api/settings/Site/about_us", { lang: "en" }));
      expect(ar.data.about_us.founded_year).toBe(1984);
      expect(ar.data.about_us.title).toMatch(ARABIC);
      expect(en.data.about_us.title).toBe("About us");
    });
    it("answers the page with a history starting in 1984, mission and vision", async () => {
      const body = parse(AboutUsPageResponseSchema, await ctx().client.call("/api/about_us_page", { lang: "en" }));
      expect(body.data.history[0]?.year).toBe(1984);
      expect(body.data.mission.length).toBeGreaterThan(20);
      expect(body.data.vision.length).toBeGreaterThan(20);
      expectUnauthenticated(await ctx().client.call("/api/about_us_page", { token: null }));
    });
  });

  describe("GET /api/settings/Seo/{page}", () => {
    it("has an entry with an image for every page name, under the page key", async () => {
      for (const page of SEO_PAGES) {
        const body = parse(SeoResponseSchema, await ctx().client.call(`/api/settings/Seo/${page}`, { lang: "en" }));
        const entry = body.data[page];
        expect(entry, page).toBeDefined();
        expect(entry?.title.length).toBeGreaterThan(3);
        expect(entry?.image).toBeTruthy();
      }
    });
    it("is localized and 404s an unknown page", async () => {
      const body = parse(SeoResponseSchema, await ctx().client.call("/api/settings/Seo/doctors"));
      expect(body.data.doctors?.title).toMatch(ARABIC);
      expectNotFound(await ctx().client.call("/api/settings/Seo/nope"));
    });
  });

  describe("GET /api/page_configurations", () => {
    it("returns header, footer and webMore paths in the requested language", async () => {
      const body = parse(PageConfigurationsResponseSchema, await ctx().client.call("/api/page_configurations", { lang: "en" }));
      expect(body.data.header.map((e) => e.path)).toEqual(["/", "/doctors", "/clinics", "/offers", "/services", "/blog", "/about_us", "/contact-us"]);
      expect(body.data.footer.map((e) => e.path)).toContain("/FAQs");
      expect(body.data.webMore.map((e) => e.path)).toEqual(
        expect.arrayContaining(["/oncologies", "/homecare", "/entertainment-services", "/eclubs", "/blog-map", "/risk-assessment"]),
      );
      expect(body.data.header[1]?.title).toBe("Doctors");
      const ar = parse(PageConfigurationsResponseSchema, await ctx().client.call("/api/page_configurations"));
      expect(ar.data.header[1]?.title).toBe("الأطباء");
    });
    it("drops a page deactivated in the table", async () => {
      const { db } = ctx().database;
      await db.update(pageConfigurations).set({ isActive: false }).where(eq(pageConfigurations.path, "/eclubs"));
      try {
        const body = parse(PageConfigurationsResponseSchema, await ctx().client.call("/api/page_configurations"));
        expect(body.data.webMore.map((e) => e.path)).not.toContain("/eclubs");
      } finally {
        await db.update(pageConfigurations).set({ isActive: true }).where(eq(pageConfigurations.path, "/eclubs"));
      }
    });
  });

  describe("GET /api/redirects", () => {
    it("includes URL-encoded Arabic legacy paths and a root redirect (302)", async () => {
      const body = parse(RedirectsResponseSchema, await ctx().client.call("/api/redirects"));
      const arabic = body.data.find((r) => decodeURIComponent(r.from) === "/أطباؤنا");
      expect(arabic).toMatchObject({ from: encodeURI("/أطباؤنا"), to: "/doctors", status: 301 });
      expect(arabic?.from).toMatch(/^\/%D8/);
      // Live Arabic routes are never redirect sources (they would loop through the locale step).
      expect(body.data.map((r) => decodeURIComponent(r.from))).not.toContain("/الأطباء");
      expect(body.data.some((r) => r.to === "/" && r.status === 302)).toBe(true);
      expectUnauthenticated(await ctx().client.call("/api/redirects", { token: null }));
    });
  });

  describe("GET /api/sliders", () => {
    it("answers the business unit's slides with mobile and desktop images", async () => {
      const hospital = parse(SlidersResponseSchema, await ctx().client.call("/api/sliders", { lang: "en" }));
      const children = parse(SlidersResponseSchema, await ctx().client.call("/api/sliders", { lang: "en", bu: "3" }));
      expect(hospital.data).toHaveLength(3);
      expect(hospital.data[0]?.image.desktop).toMatch(/^sliders\/.+-desktop\.webp$/);
      expect(children.data[0]?.title).not.toBe(hospital.data[0]?.title);
      expect(hospital.data.map((s) => s.order)).toEqual([1, 2, 3]);
    });
  });
}
