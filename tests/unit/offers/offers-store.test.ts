import { describe, expect, it, vi } from "vitest";
import { DEFAULT_OFFER_QUERY, type OfferListQuery } from "@/lib/offers/query";
import type { OfferCard, OfferCardPage } from "@/lib/offers/types";
import { createOfferFiltersStore, type OfferFiltersDeps } from "@/stores/offer-filters";

const card = (id: number): OfferCard => ({
  id,
  slug: `offer-${id}`,
  title: `Offer ${id}`,
  excerpt: "",
  image: "/storage/x.webp",
  price: 100,
  priceInsteadOf: 150,
  discount: 33,
  currency: "SAR",
  endDate: "2026-12-31",
  isExpired: false,
});

const page = (ids: number[], over: Partial<OfferCardPage> = {}): OfferCardPage => ({
  offers: ids.map(card),
  total: 30,
  perPage: 12,
  page: 1,
  lastPage: 3,
  showExpired: false,
  ...over,
});

function setup(first = page([1, 2]), fetchPage?: OfferFiltersDeps["fetchPage"]) {
  const calls: Array<{ query: OfferListQuery; showExpired?: boolean }> = [];
  const urls: string[] = [];
  const fetcher =
    fetchPage ??
    vi.fn(async (query: OfferListQuery, showExpired?: boolean) => {
      calls.push({ query, showExpired });
      return page([query.page * 10 + 1, query.page * 10 + 2], { page: query.page });
    });
  const store = createOfferFiltersStore({ query: DEFAULT_OFFER_QUERY, page: first }, { fetchPage: fetcher, onQueryChange: (q) => urls.push(q) });
  return { store, calls, urls };
}

describe("offer filters store (SPEC §3 offer list state, §4 rules)", () => {
  it("starts from the server's list with its total, per-page and showExpired", () => {
    const { store } = setup(page([1, 2], { showExpired: true, total: 2, lastPage: 1 }));
    const s = store.getState();
    expect(s).toMatchObject({ search: "", category: "", categoryIds: [], sortKey: null, sortType: null, page: 1, total: 2, perPage: 12, showExpired: true });
    expect(s.offers.map((o) => o.id)).toEqual([1, 2]);
  });

  it("a fresh search resets the list and returns to page 1, and the URL follows", async () => {
    const { store, calls, urls } = setup(page([1, 2], { page: 2 }));
    await store.getState().setSearch("  heart ");
    expect(calls[0]).toEqual({ query: { ...DEFAULT_OFFER_QUERY, search: "heart" }, showExpired: undefined });
    expect(store.getState().offers.map((o) => o.id)).toEqual([11, 12]);
    expect(store.getState().page).toBe(1);
    expect(urls).toEqual(["?search=heart"]);
  });

  it("filters by several categories at once (a string of ids) and toggles one off", async () => {
    const { store, calls, urls } = setup();
    await store.getState().toggleCategory(5);
    await store.getState().toggleCategory(2);
    expect(store.getState().category).toBe("2,5");
    expect(store.getState().categoryIds).toEqual([2, 5]);
    await store.getState().toggleCategory(5);
    expect(store.getState().categoryIds).toEqual([2]);
    expect(calls.at(-1)?.query.categoryIds).toEqual([2]);
    expect(urls).toEqual(["?category=5", "?category=2%2C5", "?category=2"]);
  });

  it("sorts by each of the four orders; the sort must be an object, the category a string", async () => {
    const { store, calls } = setup();
    for (const sort of [
      { key: "price", type: "desc" },
      { key: "price", type: "asc" },
      { key: "bookings", type: "desc" },
      { key: "bookings", type: "asc" },
    ] as const) {
      await store.getState().setSort(sort);
      expect(calls.at(-1)?.query.sort).toEqual(sort);
      expect(store.getState()).toMatchObject({ sortKey: sort.key, sortType: sort.type });
    }
    await store.getState().setSort(null);
    expect(store.getState().sortKey).toBeNull();
    await expect(store.getState().setSort("price-desc")).rejects.toThrow(TypeError);
    await expect(store.getState().setCategory(3)).rejects.toThrow(TypeError);
    await expect(store.getState().setSearch(undefined)).rejects.toThrow(TypeError);
  });

  it("load more increments the page and appends, keeping showExpired", async () => {
    const { store, calls, urls } = setup(page([1, 2], { showExpired: true }));
    await store.getState().loadMore();
    expect(calls[0]).toEqual({ query: { ...DEFAULT_OFFER_QUERY, page: 2 }, showExpired: true });
    expect(store.getState().offers.map((o) => o.id)).toEqual([1, 2, 21, 22]);
    expect(store.getState().page).toBe(2);
    expect(urls).toEqual(["?page=2"]);
  });

  it("stops at the last page", async () => {
    const { store, calls } = setup(page([1], { lastPage: 1 }));
    await store.getState().loadMore();
    expect(calls).toHaveLength(0);
  });

  it("loading is true before each fetch and false after, failures included (error flag set)", async () => {
    let reject: (error: Error) => void = () => {};
    const { store } = setup(undefined, () => new Promise((_, no) => (reject = no)));
    const pending = store.getState().setSearch("x");
    expect(store.getState().loading).toBe(true);
    reject(new Error("offline"));
    await pending;
    expect(store.getState()).toMatchObject({ loading: false, error: true });
  });

  it("keeps only the latest answer when searches overlap", async () => {
    const resolvers: Array<(p: OfferCardPage) => void> = [];
    const { store } = setup(undefined, () => new Promise((yes) => resolvers.push(yes)));
    const first = store.getState().setSearch("a");
    const second = store.getState().setSearch("b");
    resolvers[1]!(page([99]));
    resolvers[0]!(page([42]));
    await Promise.all([first, second]);
    expect(store.getState().offers.map((o) => o.id)).toEqual([99]);
  });

  it("follows the URL on Back/Forward without pushing it again", async () => {
    const { store, calls, urls } = setup();
    await store.getState().syncFromUrl({ ...DEFAULT_OFFER_QUERY, categoryIds: [4] });
    expect(calls).toHaveLength(1);
    expect(urls).toEqual([]);
    await store.getState().syncFromUrl({ ...DEFAULT_OFFER_QUERY, categoryIds: [4] });
    expect(calls).toHaveLength(1);
  });

  it("creates independent stores (one per page tree)", async () => {
    const a = setup().store;
    const b = setup().store;
    await a.getState().setSearch("x");
    expect(b.getState().search).toBe("");
  });
});
