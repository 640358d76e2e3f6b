"use client";

import { useLocale } from "next-intl";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import type { IntentAction } from "@/components/lists/activate-on-intent";
import { NextPageSkeletons, SkeletonGrid } from "@/components/lists/card-skeleton";
import type { Locale } from "@/lib/i18n/routing";
import { fetchOfferPage } from "@/lib/offers/client-fetch";
import { rememberOffers } from "@/lib/offers/loaded-offers";
import {
  offerQueryFromSearchParams,
  offerQueryString,
  parseSort,
  sortParam,
  type OfferListQuery,
} from "@/lib/offers/query";
import type { OfferCardPage } from "@/lib/offers/types";
import { OfferFiltersProvider, useOfferFilters, useOfferFiltersStore } from "@/stores/offer-filters-provider";
import { OfferFilterFields } from "./offer-filter-fields";
import { OFFER_STATUS_ID, OfferResultsView } from "./offer-results-view";
import { OffersEmptyState } from "./offers-empty-state";

type CategoryOption = { id: number; name: string };

type Props = {
  query: OfferListQuery;
  page: OfferCardPage;
  categories: CategoryOption[];
  /** The list's public path in this language (`/العروض`, `/en/offers`). */
  listPath: string;
  /** What the visitor did to the server's markup (offer-list-markup.tsx) before this loaded. */
  action?: IntentAction | null;
  /** Reads the search box's text in the server's markup (typed, not yet sent). */
  readTypedSearch?: () => string | undefined;
};

/**
 * The offers list (SPEC §3, §4): search, several categories at once, the four sorts, "load more".
 * The server renders the list the URL asks for; here each change fetches the new list, and the
 * URL follows (pushState), so it can be shared and Back/Forward restore it.
 */
export function OfferList(props: Props) {
  const locale = useLocale() as Locale;
  const { listPath } = props;
  return (
    <OfferFiltersProvider
      init={{ query: props.query, page: props.page }}
      deps={{
        fetchPage: (query, showExpired) => fetchOfferPage(locale, query, showExpired),
        onQueryChange: (queryString) => window.history.pushState(null, "", `${listPath}${queryString}`),
      }}
    >
      <UrlSync />
      <OfferFilters categories={props.categories} listPath={listPath} readTypedSearch={props.readTypedSearch} />
      <OfferResults listPath={listPath} action={props.action ?? null} />
    </OfferFiltersProvider>
  );
}

/** Back/Forward, and a URL the server's render does not match (a cached list reused by the router). */
function UrlSync() {
  const store = useOfferFiltersStore();
  useEffect(() => {
    const sync = () => void store.getState().syncFromUrl(offerQueryFromSearchParams(new URLSearchParams(window.location.search)));
    sync();
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
  }, [store]);
  return null;
}

function OfferFilters({
  categories,
  listPath,
  readTypedSearch,
}: {
  categories: CategoryOption[];
  listPath: string;
  readTypedSearch?: () => string | undefined;
}) {
  const search = useOfferFilters((s) => s.search);
  const categoryIds = useOfferFilters((s) => s.categoryIds);
  const sortKey = useOfferFilters((s) => s.sortKey);
  const sortType = useOfferFilters((s) => s.sortType);
  const setSearch = useOfferFilters((s) => s.setSearch);
  const toggleCategory = useOfferFilters((s) => s.toggleCategory);
  const setSort = useOfferFilters((s) => s.setSort);
  const [draft, setDraft] = useState(() => readTypedSearch?.() ?? search);
  const [shownSearch, setShownSearch] = useState(search);
  const sort = sortKey && sortType ? { key: sortKey, type: sortType } : null;

  // The store's search changes on Back/Forward too: the box follows it.
  if (shownSearch !== search) {
    setShownSearch(search);
    setDraft(search);
  }

  return (
    <OfferFilterFields
      categories={categories}
      listPath={listPath}
      values={{ search: draft, categoryIds, sort: sortParam(sort) ?? "" }}
      on={{
        onSearchInput: setDraft,
        onSearch: () => void setSearch(draft),
        onToggleCategory: (id) => void toggleCategory(id),
        onSort: (value) => void setSort(parseSort(value)),
      }}
    />
  );
}

function OfferResults({ listPath, action }: { listPath: string; action: IntentAction | null }) {
  const offers = useOfferFilters((s) => s.offers);
  const total = useOfferFilters((s) => s.total);
  const page = useOfferFilters((s) => s.page);
  const firstPage = useOfferFilters((s) => s.firstPage);
  const lastPage = useOfferFilters((s) => s.lastPage);
  const perPage = useOfferFilters((s) => s.perPage);
  const loading = useOfferFilters((s) => s.loading);
  const loadingMore = useOfferFilters((s) => s.loadingMore);
  const error = useOfferFilters((s) => s.error);
  const showExpired = useOfferFilters((s) => s.showExpired);
  const loadMore = useOfferFilters((s) => s.loadMore);
  const toQuery = useOfferFilters((s) => s.toQuery);
  const reset = useOfferFilters((s) => s.reset);
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const locale = useLocale() as Locale;

  useEffect(() => rememberOffers(locale, offers), [locale, offers]);

  // Keyboard users land on the first new offer instead of staying on the button.
  useEffect(() => {
    if (focusIndex.current === null || loadingMore) return;
    const target = listRef.current?.querySelectorAll<HTMLElement>("article a")[focusIndex.current];
    focusIndex.current = null;
    target?.focus();
  }, [offers.length, loadingMore]);

  function loadNext() {
    focusIndex.current = offers.length;
    void loadMore();
  }

  function onLoadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    loadNext();
  }

  // What the visitor did to the server's markup runs here once, as if it had been done here.
  const setSearch = useOfferFilters((s) => s.setSearch);
  const toggleCategory = useOfferFilters((s) => s.toggleCategory);
  const setSort = useOfferFilters((s) => s.setSort);
  const actionTaken = useRef(false);
  useEffect(() => {
    if (actionTaken.current || !action) return;
    actionTaken.current = true;
    if (action.type === "more") loadNext();
    else if (action.type === "submit") void setSearch(action.values.search?.[0] ?? "");
    else if (action.type === "change" && action.name === "category") void toggleCategory(Number(action.value));
    else if (action.type === "change" && action.name === "sort") void setSort(parseSort(action.value));
  });

  const skeletons = Math.min(perPage ?? 6, 6);
  return (
    <OfferResultsView
      {...{ offers, total, firstPage, showExpired, loading, loadingMore, listRef, onLoadMore }}
      nextHref={page < lastPage ? `${listPath}${offerQueryString({ ...toQuery(), page: page + 1 })}` : null}
      refreshing={loading && !loadingMore}
      failed={error}
      empty={<OffersEmptyState listPath={listPath} onShowAll={() => void reset()} />}
      skeletonGrid={<SkeletonGrid count={skeletons} describedBy={OFFER_STATUS_ID} />}
      moreSkeletons={<NextPageSkeletons count={skeletons} />}
    />
  );
}
