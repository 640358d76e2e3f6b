import { createStore, type StoreApi } from "zustand/vanilla";
import {
  categoryString,
  DEFAULT_OFFER_QUERY,
  MAX_OFFER_SEARCH,
  offerQueryString,
  parseCategoryIds,
  type OfferListQuery,
  type OfferSort,
} from "@/lib/offers/query";
import type { OfferCard, OfferCardPage } from "@/lib/offers/types";

/**
 * What the visitor is doing in the offers list (SPEC §3 "Offer list state" and the rules of SPEC
 * §4): search, category (a string of ids) and category ids, sort key and type, page, total,
 * per-page, showExpired, and the offers loaded so far. A factory, never a module singleton: the
 * provider creates one store per page tree.
 */

export type OfferFiltersData = {
  search: string;
  /** Comma-separated ids, as in the URL (SPEC §5: a string). */
  category: string;
  categoryIds: number[];
  sortKey: OfferSort["key"] | null;
  sortType: OfferSort["type"] | null;
  page: number;
  /** The first page of the offers currently shown (a shared `?page=3` starts at 3). */
  firstPage: number;
  total: number;
  /** The server's per-page (SPEC §9); null until known. */
  perPage: number | null;
  lastPage: number;
  showExpired: boolean;
  offers: OfferCard[];
  loading: boolean;
  /** What is loading: a fresh list or the next page. */
  loadingMore: boolean;
  error: boolean;
};

export type OfferFiltersActions = {
  /** A fresh search: back to page 1. Throws a TypeError for a non-string. */
  setSearch: (search: unknown) => Promise<void>;
  /** Selects categories by their comma-separated ids. Throws a TypeError for a non-string (SPEC §5). */
  setCategory: (category: unknown) => Promise<void>;
  toggleCategory: (id: number) => Promise<void>;
  /** `null` is the editors' order. Throws a TypeError unless an object or null (SPEC §5). */
  setSort: (sort: unknown) => Promise<void>;
  /** The next page, appended. */
  loadMore: () => Promise<void>;
  /** Everything back to the default list. */
  reset: () => Promise<void>;
  /** The list the URL says (Back/Forward, a shared link the server did not render). */
  syncFromUrl: (query: OfferListQuery) => Promise<void>;
  /** The current list as a URL query. */
  toQuery: () => OfferListQuery;
};

export type OfferFiltersState = OfferFiltersData & OfferFiltersActions;
export type OfferFiltersStore = StoreApi<OfferFiltersState>;

export type OfferFiltersDeps = {
  /** `showExpired` undefined: a first load, which decides it (SPEC §4). */
  fetchPage: (query: OfferListQuery, showExpired?: boolean) => Promise<OfferCardPage>;
  /** Called after every change the visitor makes, with the new list's URL query (`?…` or ""). */
  onQueryChange?: (queryString: string) => void;
};

export type OfferFiltersInit = { query: OfferListQuery; page: OfferCardPage };

function fromQuery(query: OfferListQuery) {
  return {
    search: query.search,
    category: categoryString(query.categoryIds),
    categoryIds: [...query.categoryIds],
    sortKey: query.sort?.key ?? null,
    sortType: query.sort?.type ?? null,
  };
}

function fromPage(page: OfferCardPage) {
  return {
    page: page.page,
    total: page.total,
    perPage: page.perPage,
    lastPage: page.lastPage,
    showExpired: page.showExpired,
  };
}

function isSort(value: unknown): value is OfferSort {
  if (typeof value !== "object" || value === null) return false;
  const { key, type } = value as Record<string, unknown>;
  return (key === "price" || key === "bookings") && (type === "asc" || type === "desc");
}

export function createOfferFiltersStore(init: OfferFiltersInit, deps: OfferFiltersDeps): OfferFiltersStore {
  // Answers of superseded requests are dropped: only the latest list wins.
  let generation = 0;

  return createStore<OfferFiltersState>()((set, get) => {
    const toQuery = (): OfferListQuery => {
      const { search, categoryIds, sortKey, sortType, page } = get();
      return { search, categoryIds, sort: sortKey && sortType ? { key: sortKey, type: sortType } : null, page };
    };

    /** SPEC §4: a fresh search resets the list and returns to page 1. */
    async function reload(query: OfferListQuery, notify: boolean) {
      const fresh = { ...query, page: query.page || 1 };
      const mine = ++generation;
      set({ ...fromQuery(fresh), page: fresh.page, loading: true, loadingMore: false, error: false });
      if (notify) deps.onQueryChange?.(offerQueryString(fresh));
      try {
        const result = await deps.fetchPage(fresh);
        if (mine !== generation) return;
        set({ ...fromPage(result), firstPage: result.page, offers: result.offers, loading: false });
      } catch {
        if (mine !== generation) return;
        set({ loading: false, error: true });
      }
    }

    return {
      ...fromQuery(init.query),
      ...fromPage(init.page),
      firstPage: init.page.page,
      offers: init.page.offers,
      loading: false,
      loadingMore: false,
      error: false,

      setSearch: async (search) => {
        if (typeof search !== "string") throw new TypeError("The offers search must be a string.");
        await reload({ ...toQuery(), search: search.trim().slice(0, MAX_OFFER_SEARCH), page: 1 }, true);
      },

      setCategory: async (category) => {
        if (typeof category !== "string") throw new TypeError("The offers category must be a string.");
        await reload({ ...toQuery(), categoryIds: parseCategoryIds(category), page: 1 }, true);
      },

      toggleCategory: async (id) => {
        const ids = get().categoryIds;
        const next = ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
        await get().setCategory(categoryString(next));
      },

      setSort: async (sort) => {
        if (sort !== null && (typeof sort !== "object" || Array.isArray(sort))) {
          throw new TypeError("The offers sort must be an object.");
        }
        await reload({ ...toQuery(), sort: isSort(sort) ? { key: sort.key, type: sort.type } : null, page: 1 }, true);
      },

      loadMore: async () => {
        const state = get();
        if (state.loading || state.page >= state.lastPage) return;
        const query = { ...toQuery(), page: state.page + 1 };
        const mine = ++generation;
        set({ loading: true, loadingMore: true, error: false });
        try {
          const result = await deps.fetchPage(query, state.showExpired);
          if (mine !== generation) return;
          const seen = new Set(get().offers.map((offer) => offer.id));
          set({
            ...fromPage(result),
            offers: [...get().offers, ...result.offers.filter((offer) => !seen.has(offer.id))],
            loading: false,
            loadingMore: false,
          });
          deps.onQueryChange?.(offerQueryString(query));
        } catch {
          if (mine !== generation) return;
          set({ loading: false, loadingMore: false, error: true });
        }
      },

      reset: () => reload(DEFAULT_OFFER_QUERY, true),

      syncFromUrl: async (query) => {
        if (offerQueryString(query) === offerQueryString(toQuery())) return;
        await reload(query, false);
      },

      toQuery,
    };
  });
}
