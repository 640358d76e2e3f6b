import { describe, expect, it } from "vitest";
import { SiteSearchResponseSchema } from "@/lib/contract/search";
import { enc } from "../helpers/client";
import { expectUnauthenticated, expectValidationError, parse } from "../helpers/expect";
import type { GetContext } from "./context";

export function searchContract(ctx: GetContext) {
  const search = async (term: string, o: { lang?: string; bu?: string; limit?: number } = {}) =>
    parse(
      SiteSearchResponseSchema,
      await ctx().client.call(`/api/search?s=${enc(term)}${o.limit ? `&limit=${o.limit}` : ""}`, { lang: o.lang, bu: o.bu }),
    ).data;

  describe("GET /api/search", () => {
    it("answers every group for a broad term", async () => {
      const data = await search("heart", { lang: "en", limit: 50 });
      expect(Object.keys(data).sort()).toEqual(["clinics", "doctors", "news", "offers", "posts", "services"]);
      expect(data.posts.length).toBeGreaterThan(0);
      expect(data.offers.length).toBeGreaterThan(0);
      const cardiology = await search("cardiology", { lang: "en", limit: 50 });
      expect(cardiology.clinics.some((c) => c.title === "Cardiology clinic")).toBe(true);
      expect(cardiology.doctors.length).toBeGreaterThan(0);
      // Doctors match by name, specialty or sub-specialty (e.g. "Paediatric cardiology").
      const related = (d: (typeof cardiology.doctors)[number]) =>
        [d.speciality.name, ...d.sub_specialities.map((s) => s.name)].some((n) => /cardiology/i.test(n));
      expect(cardiology.doctors.every(related)).toBe(true);
    });
    it("matches Arabic without diacritics, and with them", async () => {
      const plain = await search("السكري");
      const voweled = await search("السُّكَّرِي");
      expect(plain.posts.length).toBeGreaterThan(0);
      expect(voweled.posts.map((p) => p.id)).toEqual(plain.posts.map((p) => p.id));
    });
    it("matches alef/hamza, taa marbuta and alef maksura variants both ways", async () => {
      // Stored "إبراهيم" (hamza below) matches a query without it, and the reverse.
      const a = await search("ابراهيم", { limit: 50 });
      const b = await search("إبراهيم", { limit: 50 });
      expect(a.doctors.length).toBeGreaterThan(0);
      expect(b.doctors.map((d) => d.id)).toEqual(a.doctors.map((d) => d.id));
      // Stored "عيادة" (taa marbuta) matches "عياده".
      const clinics = await search("عياده طب الاسنان");
      expect(clinics.clinics.length).toBe(1);
      // Stored "مستشفى" (alef maksura) matches "مستشفي"; tatweel is ignored.
      const hospital = await search("مستشفي الندي", { limit: 50 });
      const stretched = await search("مستشــفى الندى", { limit: 50 });
      expect(hospital.posts.length + hospital.news.length + hospital.services.length + hospital.offers.length).toBeGreaterThan(0);
      expect(stretched.news.map((n) => n.id)).toEqual(hospital.news.map((n) => n.id));
    });
    it("is case- and accent-insensitive in English", async () => {
      const lower = await search("cardiology", { lang: "en", limit: 50 });
      const shouting = await search("CARDIÓLOGY", { lang: "en", limit: 50 });
      expect(lower.doctors.length).toBeGreaterThan(0);
      expect(shouting.doctors.map((d) => d.id)).toEqual(lower.doctors.map((d) => d.id));
    });
    it("limits each group and never returns hidden posts", async () => {
      const data = await search("a", { lang: "en", limit: 2 });
      for (const group of Object.values(data)) expect(group.length).toBeLessThanOrEqual(2);
      const all = await search("ال", { limit: 50 });
      expect(all.posts.every((p) => !p.is_hidden)).toBe(true);
    });
    it("422s a missing term and 401s without a token", async () => {
      expectValidationError(await ctx().client.call("/api/search"), "s");
      expectValidationError(await ctx().client.call("/api/search?s=%20"), "s");
      expectValidationError(await ctx().client.call("/api/search?s=x&limit=51"), "limit");
      expectUnauthenticated(await ctx().client.call("/api/search?s=x", { token: null }));
    });
  });
}
