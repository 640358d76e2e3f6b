import { describe, expect, it } from "vitest";
import {
  DEFAULT_OFFER_QUERY,
  isDefaultOfferQuery,
  offerQueryFromSearchParams,
  offerQueryString,
  offersApiQuery,
  parseCategoryIds,
  parseSort,
} from "@/lib/offers/query";
import { offerEndsAt, remaining } from "@/lib/offers/format";

describe("offers list query (URL ↔ state)", () => {
  it("reads search, several categories, a sort and a page", () => {
    const query = offerQueryFromSearchParams(new URLSearchParams("search=%20heart%20&category=7,3,3&sort=price-desc&page=2"));
    expect(query).toEqual({ search: "heart", categoryIds: [3, 7], sort: { key: "price", type: "desc" }, page: 2 });
    expect(offerQueryString(query)).toBe("?search=heart&category=3%2C7&sort=price-desc&page=2");
  });

  it("falls back to the defaults for bad values, never to an error", () => {
    const query = offerQueryFromSearchParams({ category: "abc,-1,0,2x", sort: "cheapest", page: "-4" });
    expect(query).toEqual(DEFAULT_OFFER_QUERY);
    expect(offerQueryFromSearchParams({ page: "99999999" }).page).toBe(1);
    expect(offerQueryFromSearchParams({ sort: ["bookings-asc", "price-desc"] }).sort).toEqual({ key: "bookings", type: "asc" });
    expect(parseSort({ key: "price" })).toBeNull();
    expect(parseCategoryIds(5)).toEqual([]);
  });

  it("keeps defaults out of the URL, so the bare list has one address", () => {
    expect(offerQueryString(DEFAULT_OFFER_QUERY)).toBe("");
    expect(isDefaultOfferQuery({ ...DEFAULT_OFFER_QUERY, search: "  " })).toBe(true);
  });

  it("maps to the backend's query (SPEC §7), expired offers only when asked", () => {
    const query = { search: "laser", categoryIds: [2, 5], sort: { key: "bookings", type: "asc" } as const, page: 3 };
    expect(offersApiQuery(query)).toEqual({ search: "laser", categories_id: "2,5", sort_key: "bookings", sort_type: "asc", page: 3, show_expired: null });
    expect(offersApiQuery(DEFAULT_OFFER_QUERY, true)).toMatchObject({ categories_id: null, sort_key: null, show_expired: 1 });
  });
});

describe("offer end and countdown", () => {
  it("ends after the whole end date in the unit's time zone", () => {
    expect(offerEndsAt("2026-12-01").toISOString()).toBe("2026-12-01T21:00:00.000Z");
    expect(offerEndsAt("2026-12-01", "Africa/Cairo").toISOString()).toBe("2026-12-01T22:00:00.000Z");
  });

  it("splits what remains into days, hours, minutes and seconds", () => {
    expect(remaining(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(remaining(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
