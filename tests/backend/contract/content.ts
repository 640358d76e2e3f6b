import { describe, expect, it } from "vitest";
import { z } from "zod";
import { arrayOf, dataOf, listOf } from "@/lib/contract/common";
import {
  ClinicSchema,
  ContentItemSchema,
  EventSchema,
  FaqSchema,
  NewsSchema,
  SocialLinkSchema,
  TestimonialSchema,
} from "@/lib/contract/content";
import { enc } from "../helpers/client";
import { ARABIC, expectNotFound, expectUnauthenticated, expectValidationError, isSorted, parse } from "../helpers/expect";
import type { GetContext } from "./context";

/** [path, item schema, seeded count, default per_page (SPEC §9)] */
const KINDS: Array<[string, z.ZodType<z.infer<typeof ContentItemSchema>>, number, number]> = [
  ["/api/clinics", ClinicSchema, 24, 12],
  ["/api/oncologies", ClinicSchema, 6, 6],
  ["/api/services", ContentItemSchema, 12, 9],
  ["/api/service", ContentItemSchema, 12, 9],
  ["/api/entertainment_services", ContentItemSchema, 6, 9],
  ["/api/news", NewsSchema, 9, 3],
  ["/api/homecare", ContentItemSchema, 6, 3],
  ["/api/eclubs", ContentItemSchema, 4, 9],
  ["/api/events", EventSchema, 10, 9],
];

export function contentContract(ctx: GetContext) {
  for (const [path, schema, count, perPage] of KINDS) {
    describe(`GET ${path} and ${path}/{slug}`, () => {
      it(`pages ${count} items, ${perPage} per page, ascending by order`, async () => {
        const body = parse(listOf(schema), await ctx().client.call(path, { lang: "en" }));
        expect(body.meta).toEqual({ total: count, per_page: perPage, current_page: 1, last_page: Math.ceil(count / perPage) });
        expect(body.data).toHaveLength(Math.min(count, perPage));
        expect(isSorted(body.data.map((i) => i.order))).toBe(true);
        const page2 = parse(listOf(schema), await ctx().client.call(`${path}?limit=2&page=2`));
        expect(page2.meta.current_page).toBe(2);
        expect(page2.data[0]?.id).toBe(parse(listOf(schema), await ctx().client.call(`${path}?limit=3`)).data[2]?.id);
      });
      it("sorts descending on request and rejects an unknown sort key or bad paging", async () => {
        if (path !== "/api/clinics" && path !== "/api/oncologies") {
          const desc = parse(listOf(schema), await ctx().client.call(`${path}?sort_key=order&sort_type=desc&limit=100`));
          expect(isSorted(desc.data.map((i) => i.order), "desc")).toBe(true);
          expectValidationError(await ctx().client.call(`${path}?sort_key=price`), "sort_key");
        }
        expectValidationError(await ctx().client.call(`${path}?limit=101`), "limit");
        expectValidationError(await ctx().client.call(`${path}?page=-1`), "page");
        expectUnauthenticated(await ctx().client.call(path, { token: null }));
      });
      it("answers a detail by either slug, in the requested language, and 404s others", async () => {
        const [first] = parse(listOf(schema), await ctx().client.call(`${path}?limit=1`)).data;
        if (!first) throw new Error("empty list");
        expect(first.slug_ar).toMatch(ARABIC);
        const ar = parse(dataOf(schema), await ctx().client.call(`${path}/${enc(first.slug_ar)}`));
        const en = parse(dataOf(schema), await ctx().client.call(`${path}/${first.slug_en}`, { lang: "en" }));
        expect(ar.data.id).toBe(first.id);
        expect(en.data.id).toBe(first.id);
        expect(ar.data.title).toMatch(ARABIC);
        expect(en.data.title).not.toMatch(ARABIC);
        expect(en.data.body).toMatch(/<h2>.*<\/h2>/);
        expectNotFound(await ctx().client.call(`${path}/does-not-exist`));
      });
    });
  }

  describe("GET /api/clinics and /api/oncologies: search and skip", () => {
    it("searches titles with Arabic spelling variants and English case", async () => {
      const variants = ["عيادة أمراض القلب", "عياده امراض القلب", "عِيَادَة أَمْرَاض القَلْب", "CARDIOLOGY clinic"];
      for (const term of variants) {
        const body = parse(listOf(ClinicSchema), await ctx().client.call(`/api/clinics?search=${enc(term)}`, { lang: "en" }));
        expect(body.data.map((c) => c.title), term).toEqual(["Cardiology clinic"]);
      }
    });
    it("skips an explicit number of items", async () => {
      const all = parse(listOf(ClinicSchema), await ctx().client.call("/api/clinics?limit=24"));
      const skipped = parse(listOf(ClinicSchema), await ctx().client.call("/api/clinics?skip=5&limit=3"));
      expect(skipped.data.map((c) => c.id)).toEqual(all.data.slice(5, 8).map((c) => c.id));
      expectValidationError(await ctx().client.call("/api/clinics?skip=-1"), "skip");
    });
    it("gives clinics a phone, location, working hours and specialty", async () => {
      const [clinic] = parse(listOf(ClinicSchema), await ctx().client.call("/api/clinics?limit=1", { lang: "en" })).data;
      expect(clinic?.phone).toMatch(/^0\d+$/);
      expect(clinic?.speciality?.name).toBe("Cardiology");
      expect(clinic?.working_hours).toContain("Saturday");
    });
  });

  describe("GET /api/events: times and zones", () => {
    it("has past and future events with offsets matching their zone", async () => {
      const body = parse(listOf(EventSchema), await ctx().client.call("/api/events?limit=100"));
      const now = Date.now();
      expect(body.data.some((e) => Date.parse(e.starts_at) < now)).toBe(true);
      expect(body.data.some((e) => Date.parse(e.starts_at) > now)).toBe(true);
      expect(new Set(body.data.map((e) => e.time_zone))).toEqual(new Set(["Asia/Riyadh", "Africa/Cairo"]));
      for (const e of body.data) {
        expect(e.starts_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
        expect(Date.parse(e.ends_at)).toBeGreaterThan(Date.parse(e.starts_at));
      }
      const upcoming = parse(listOf(EventSchema), await ctx().client.call("/api/events?when=upcoming&sort_key=starts_at&limit=100"));
      expect(upcoming.data.every((e) => Date.parse(e.ends_at) >= now)).toBe(true);
      expect(isSorted(upcoming.data.map((e) => Date.parse(e.starts_at)))).toBe(true);
      expectValidationError(await ctx().client.call("/api/events?when=someday"), "when");
    });
  });

  describe("GET /api/news", () => {
    it("sorts by publication date on request", async () => {
      const body = parse(listOf(NewsSchema), await ctx().client.call("/api/news?sort_key=published_at&sort_type=desc&limit=9"));
      expect(isSorted(body.data.map((n) => Date.parse(n.published_at)), "desc")).toBe(true);
    });
  });

  describe("GET /api/faqs, /api/socialmedia, /api/testimonials", () => {
    it("answers 20 grouped FAQs in both languages", async () => {
      const en = parse(arrayOf(FaqSchema), await ctx().client.call("/api/faqs", { lang: "en" }));
      const ar = parse(arrayOf(FaqSchema), await ctx().client.call("/api/faqs"));
      expect(en.data).toHaveLength(20);
      expect(new Set(en.data.map((f) => f.group)).size).toBeGreaterThanOrEqual(4);
      expect(ar.data[0]?.question).toMatch(ARABIC);
      expectUnauthenticated(await ctx().client.call("/api/faqs", { token: null }));
    });
    it("answers social links and testimonials", async () => {
      const social = parse(arrayOf(SocialLinkSchema), await ctx().client.call("/api/socialmedia"));
      expect(social.data.map((s) => s.icon)).toEqual(expect.arrayContaining(["facebook", "x", "instagram", "whatsapp"]));
      const testimonials = parse(arrayOf(TestimonialSchema), await ctx().client.call("/api/testimonials", { lang: "en" }));
      expect(testimonials.data.length).toBeGreaterThanOrEqual(6);
      expect(testimonials.data.every((t) => t.rating >= 1 && t.rating <= 5)).toBe(true);
    });
  });
}
