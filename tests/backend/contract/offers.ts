import { describe, expect, it } from "vitest";
import { arrayOf, dataOf, listOf } from "@/lib/contract/common";
import { OfferCategorySchema, OfferSchema } from "@/lib/contract/content";
import { enc } from "../helpers/client";
import { ARABIC, expectNotFound, expectQueriesRefused, isSorted, parse } from "../helpers/expect";
import type { GetContext } from "./context";

const OfferList = listOf(OfferSchema);

export function offersContract(ctx: GetContext) {
  const offers = async (query: string, o: { lang?: string; bu?: string } = {}) =>
    parse(OfferList, await ctx().client.call(`/api/offers${query}`, { lang: "en", ...o }));

  describe("GET /api/offers", () => {
    it("lists the business unit's current offers with prices, discount and saving", async () => {
      const body = await offers("?limit=100");
      expect(body.meta.total).toBeGreaterThan(6);
      for (const o of body.data) {
        expect(o.business_unit_id).toBe(1);
        expect(o.currency).toBe("SAR");
        expect(o.is_expired).toBe(false);
        expect(o.price).toBeLessThan(o.price_instead_of);
        expect(o.saving).toBeCloseTo(o.price_instead_of - o.price);
        expect(o.discount).toBe(Math.round(((o.price_instead_of - o.price) / o.price_instead_of) * 100));
        expect(o.categories.length).toBeGreaterThan(0);
      }
    });
    it("answers in EGP for the Egypt business unit, in its own wording", async () => {
      const body = await offers("?limit=100", { bu: "5" });
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((o) => o.currency === "EGP" && o.business_unit_id === 5)).toBe(true);
    });
    it("includes expired offers only with show_expired=1", async () => {
      const current = await offers("?limit=100");
      const all = await offers("?limit=100&show_expired=1");
      expect(all.meta.total).toBeGreaterThan(current.meta.total);
      expect(all.data.some((o) => o.is_expired)).toBe(true);
    });
    it("sorts by price and by bookings in both directions", async () => {
      const up = await offers("?sort_key=price&sort_type=asc&limit=100");
      const down = await offers("?sort_key=price&sort_type=desc&limit=100");
      expect(isSorted(up.data.map((o) => o.price), "asc")).toBe(true);
      expect(isSorted(down.data.map((o) => o.price), "desc")).toBe(true);
      const most = await offers("?sort_key=bookings&sort_type=desc&limit=100");
      expect(isSorted(most.data.map((o) => o.bookings_count), "desc")).toBe(true);
      const least = await offers("?sort_key=bookings&sort_type=asc&limit=100");
      expect(isSorted(least.data.map((o) => o.bookings_count), "asc")).toBe(true);
    });
    it("filters by one or several categories", async () => {
      const one = await offers("?categories_id=6&limit=100");
      expect(one.data.length).toBeGreaterThan(0);
      expect(one.data.every((o) => o.categories.some((c) => c.id === 6))).toBe(true);
      const two = await offers("?categories_id=5,6&limit=100");
      expect(two.meta.total).toBeGreaterThan(one.meta.total);
      expect(two.data.every((o) => o.categories.some((c) => c.id === 5 || c.id === 6))).toBe(true);
    });
    it("answers three special offers with is_special=1&limit=3", async () => {
      for (const bu of ["1", "2", "3", "4", "5"]) {
        const body = await offers("?is_special=1&limit=3", { bu });
        expect(body.data, `BU ${bu}`).toHaveLength(3);
        expect(body.data.every((o) => o.is_special)).toBe(true);
      }
    });
    it("searches titles in both languages", async () => {
      const ar = await offers(`?search=${enc("تبييض الاسنان")}`, { lang: "ar", bu: "4" });
      expect(ar.data.map((o) => o.slug_en)).toEqual(["laser-teeth-whitening"]);
      const en = await offers("?search=WHITENING", { bu: "4" });
      expect(en.data.map((o) => o.slug_en)).toEqual(["laser-teeth-whitening"]);
    });
    it("422s an unknown sort key or type, bad categories and bad paging", async () => {
      await expectQueriesRefused(ctx().client, "/api/offers", [
        ["sort_key=cheapest", "sort_key"],
        ["sort_type=random", "sort_type"],
        ["categories_id=a,b", "categories_id"],
        ["limit=500", "limit"],
        ["is_special=2", "is_special"],
      ]);
    });
  });

  describe("GET /api/offers/{slug}", () => {
    it("finds an offer by either slug, expired ones flagged", async () => {
      const [expired] = (await offers("?show_expired=1&limit=100")).data.filter((o) => o.is_expired);
      if (!expired) throw new Error("no expired offer");
      const byAr = parse(dataOf(OfferSchema), await ctx().client.call(`/api/offers/${enc(expired.slug_ar)}`));
      expect(byAr.data).toMatchObject({ id: expired.id, is_expired: true });
      expect(byAr.data.title).toMatch(ARABIC);
      const byEn = parse(dataOf(OfferSchema), await ctx().client.call(`/api/offers/${expired.slug_en}`, { lang: "en" }));
      expect(byEn.data.id).toBe(expired.id);
      expectNotFound(await ctx().client.call("/api/offers/not-an-offer"));
    });
    it("does not show another business unit's offer", async () => {
      const [egypt] = (await offers("?limit=1", { bu: "5" })).data;
      expectNotFound(await ctx().client.call(`/api/offers/${egypt?.slug_en}`, { bu: "1" }));
    });
  });

  describe("GET /api/offer_categories", () => {
    it("lists the categories with the unit's current offer counts", async () => {
      const body = parse(arrayOf(OfferCategorySchema), await ctx().client.call("/api/offer_categories", { lang: "en" }));
      expect(body.data.length).toBeGreaterThanOrEqual(6);
      const checkups = body.data.find((c) => c.slug_en === "check-ups");
      const filtered = await offers(`?categories_id=${checkups?.id}&limit=100`);
      expect(checkups?.offers_count).toBe(filtered.meta.total);
    });
  });
}
