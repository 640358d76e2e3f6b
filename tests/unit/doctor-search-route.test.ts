import { describe, expect, it } from "vitest";
import { doctorSearchRoute, filterKey, filtersFromKey, filtersFromRankedKey, LIST_KEY, MAX_CACHED_PAGE } from "@/lib/doctors/search-route";
import { EMPTY_DOCTOR_FILTERS } from "@/lib/doctors/search-params";

const query = (text: string) => new URLSearchParams(text);

describe("doctorSearchRoute", () => {
  it("serves the bare list from its static route", () => {
    expect(doctorSearchRoute(query(""))).toEqual({ kind: "list" });
    expect(doctorSearchRoute(query("page=1&utm_source=ads"))).toEqual({ kind: "list" });
    expect(doctorSearchRoute(query("branch=abc&gender=0"))).toEqual({ kind: "list" });
  });

  it("gives every id combination one canonical key, whatever the order or extra parameters", () => {
    const a = doctorSearchRoute(query("gender=1&specialty=7&branch=2&sort=order"));
    const b = doctorSearchRoute(query("branch=2&sort=order&specialty=7&gender=1&gclid=xyz&_rsc=abc"));
    expect(a).toEqual({ kind: "filtered", key: "branch-2_specialty-7_gender-1_sort-order" });
    expect(b).toEqual(a);
    expect(doctorSearchRoute(query("entity=1&title=3&page=2"))).toEqual({
      kind: "filtered",
      key: "entity-1_title-3_page-2",
    });
  });

  it("drops a sub-specialty without its specialty, as the search itself does", () => {
    expect(doctorSearchRoute(query("subspecialty=4"))).toEqual({ kind: "list" });
    expect(doctorSearchRoute(query("specialty=7&subspecialty=4&sort=order"))).toEqual({
      kind: "filtered",
      key: "specialty-7_subspecialty-4_sort-order",
    });
  });

  it("keys a list ranked by availability by its filters and the ranking its pages name", () => {
    expect(doctorSearchRoute(query("sort=soonest"))).toEqual({ kind: "ranked", key: "sort-soonest", ranking: null });
    expect(doctorSearchRoute(query("available=today&branch=2"))).toEqual({ kind: "ranked", key: "branch-2_available-today", ranking: null });
    // A chosen specialty is ranked by the soonest time unless another order is asked.
    expect(doctorSearchRoute(query("specialty=7"))).toEqual({ kind: "ranked", key: "specialty-7", ranking: null });
    expect(doctorSearchRoute(query("specialty=7&page=2&rank=abcdefgh12"))).toEqual({ kind: "ranked", key: "specialty-7_page-2", ranking: "abcdefgh12" });
    expect(doctorSearchRoute({ sort: "soonest", rank: ["short", "abcdefgh12"] })).toEqual({ kind: "ranked", key: "sort-soonest", ranking: "abcdefgh12" });
    expect(doctorSearchRoute(query("sort=soonest&rank=short"))).toEqual({ kind: "ranked", key: "sort-soonest", ranking: null });
  });

  it("reads a ranked key only on the ranked routes, and an unranked one only on the cached lists", () => {
    expect(filtersFromRankedKey("specialty-7_page-2")).toMatchObject({ specialty: 7, page: 2, sort: null });
    expect(filtersFromRankedKey("sort-soonest")).toMatchObject({ sort: "soonest" });
    expect(filtersFromRankedKey("branch-2")).toBeNull();
    expect(filtersFromRankedKey(LIST_KEY)).toBeNull();
    expect(filtersFromRankedKey("page-2_sort-soonest")).toBeNull();
    expect(filtersFromKey("sort-soonest")).toBeNull();
    expect(filtersFromKey("specialty-7")).toBeNull();
  });

  it("renders a search by name per request (free text is not a cache key)", () => {
    expect(doctorSearchRoute(query("name=Ahmed&branch=2"))).toEqual({ kind: "byName" });
    expect(doctorSearchRoute(query("name=%D8%A3%D8%AD%D9%85%D8%AF"))).toEqual({ kind: "byName" });
    expect(doctorSearchRoute(query("name=%20%20&branch=2"))).toEqual({ kind: "filtered", key: "branch-2" });
  });

  it("does not cache ids or pages out of any real range", () => {
    expect(doctorSearchRoute(query("branch=1234567"))).toEqual({ kind: "byName" });
    expect(doctorSearchRoute(query(`page=${MAX_CACHED_PAGE + 1}`))).toEqual({ kind: "byName" });
    expect(doctorSearchRoute(query(`page=${MAX_CACHED_PAGE}`))).toEqual({ kind: "filtered", key: `page-${MAX_CACHED_PAGE}` });
  });
});

describe("filtersFromKey", () => {
  it("reads the list without filters from its own key", () => {
    expect(filtersFromKey(LIST_KEY)).toEqual(EMPTY_DOCTOR_FILTERS);
  });

  it("reads back exactly what filterKey wrote", () => {
    const filters = { ...EMPTY_DOCTOR_FILTERS, branch: 2, specialty: 7, subspecialty: 4, gender: 1, sort: "order" as const, page: 3 };
    expect(filtersFromKey(filterKey(filters))).toEqual(filters);
  });

  it("rejects segments filterKey never writes, so hand-made URLs add no cache entries", () => {
    for (const key of [
      "",
      "gender-1_branch-2",
      "branch-02",
      "branch-0",
      "branch-2_branch-3",
      "name-2",
      "page-1",
      `page-${MAX_CACHED_PAGE + 1}`,
      "subspecialty-4",
      "branch-1234567",
      "branch-2_",
      "branch-2;gender-1",
      // Ranked by availability: never a cached route (a hand-made one would keep a stale order).
      "sort-soonest",
      "specialty-7",
      "available-today",
    ]) {
      expect(filtersFromKey(key), key).toBeNull();
    }
  });
});
