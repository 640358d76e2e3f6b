"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type MouseEvent } from "react";
import type { IntentAction } from "@/components/lists/activate-on-intent";
import { CardSkeleton } from "@/components/lists/card-skeleton";
import { EmptyState } from "@/components/lists/empty-state";
import { buttonClasses } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/routing";
import { fetchOfferPage } from "@/lib/offers/client-fetch";
import { rememberOffers } from "@/lib/offers/loaded-offers";
import {
  OFFER_SORT_NAMES,
  OFFER_SORTS,
  offerQueryFromSearchParams,
  offerQueryString,
  parseSort,
  sortParam,
  type OfferListQuery,
} from "@/lib/offers/query";
import type { OfferCardPage } from "@/lib/offers/types";
import { OfferFiltersProvider, useOfferFilters, useOfferFiltersStore } from "@/stores/offer-filters-provider";
import { OfferCard } from "./offer-card";
import { OFFER_FILTER_IDS } from "./offer-filter-ids";

type CategoryOption = { id: number; name: string };

const noSubscription = () => () => {};

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
  const t = useTranslations("offers.list");
  const search = useOfferFilters((s) => s.search);
  const categoryIds = useOfferFilters((s) => s.categoryIds);
  const category = useOfferFilters((s) => s.category);
  const sortKey = useOfferFilters((s) => s.sortKey);
  const sortType = useOfferFilters((s) => s.sortType);
  const setSearch = useOfferFilters((s) => s.setSearch);
  const toggleCategory = useOfferFilters((s) => s.toggleCategory);
  const setSort = useOfferFilters((s) => s.setSort);
  const [draft, setDraft] = useState(() => readTypedSearch?.() ?? search);
  const [shownSearch, setShownSearch] = useState(search);
  const sort = sortKey && sortType ? { key: sortKey, type: sortType } : null;
  // Until hydrated the filters are a plain GET form; tests and scripts wait for this mark.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);

  // The store's search changes on Back/Forward too: the box follows it.
  if (shownSearch !== search) {
    setShownSearch(search);
    setDraft(search);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void setSearch(draft);
  }

  return (
    <div className="flex flex-col gap-6 rounded-[var(--radius-card)] border border-line bg-surface p-5 md:p-6" data-hydrated={hydrated}>
      <form id={OFFER_FILTER_IDS.form} role="search" action={listPath} onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={OFFER_FILTER_IDS.search} className="font-semibold text-ink">
          {t("searchLabel")}
        </label>
        <div className="flex gap-2">
          <input
            id={OFFER_FILTER_IDS.search}
            type="search"
            name="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t("searchPlaceholder")}
            autoComplete="off"
            maxLength={100}
            className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-line-strong bg-white px-4 text-ink placeholder:text-muted"
          />
          {category && <input type="hidden" name="category" value={category} />}
          {sort && <input type="hidden" name="sort" value={sortParam(sort) ?? ""} />}
          <button id={OFFER_FILTER_IDS.submit} type="submit" className={buttonClasses("primary", "md")}>
            {t("search")}
          </button>
        </div>
      </form>

      <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
        {categories.length > 0 && (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 font-semibold text-ink">{t("categories")}</legend>
            <div className="flex flex-wrap gap-2">
              {categories.map((item) => {
                const checked = categoryIds.includes(item.id);
                return (
                  <label
                    key={item.id}
                    className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 ${
                      checked ? "border-brand-600 bg-brand-600 text-white" : "border-line-strong bg-white text-ink hover:bg-brand-50"
                    }`}
                  >
                    <input
                      id={OFFER_FILTER_IDS.category(item.id)}
                      type="checkbox"
                      name="category"
                      value={item.id}
                      checked={checked}
                      onChange={() => void toggleCategory(item.id)}
                      className="size-4 accent-brand-700"
                    />
                    {item.name}
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
        <div className="flex shrink-0 flex-col gap-2">
          <label htmlFor={OFFER_FILTER_IDS.sort} className="font-semibold text-ink">
            {t("sortLabel")}
          </label>
          <select
            id={OFFER_FILTER_IDS.sort}
            value={sortParam(sort) ?? ""}
            onChange={(event) => void setSort(parseSort(event.target.value))}
            className="min-h-11 rounded-lg border border-line-strong bg-white px-3 text-ink"
          >
            <option value="">{t("sorts.default")}</option>
            {OFFER_SORT_NAMES.map((name) => (
              <option key={name} value={sortParam(OFFER_SORTS[name]) ?? ""}>
                {t(`sorts.${name}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}

function OfferResults({ listPath, action }: { listPath: string; action: IntentAction | null }) {
  const t = useTranslations("offers.list");
  const tEmpty = useTranslations("empty");
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
  const statusId = useId();
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
    else if (action.name === "category") void toggleCategory(Number(action.value));
    else if (action.name === "sort") void setSort(parseSort(action.value));
  });

  const refreshing = loading && !loadingMore;
  const nextHref = page < lastPage ? `${listPath}${offerQueryString({ ...toQuery(), page: page + 1 })}` : null;
  const skeletons = Math.min(perPage ?? 6, 6);

  return (
    <section aria-labelledby="offer-results-heading" className="flex flex-col gap-6">
      <h2 id="offer-results-heading" className="sr-only">
        {t("resultsHeading")}
      </h2>
      <p id={statusId} role="status" aria-live="polite" aria-atomic="true" className="text-sm font-medium text-muted" data-testid="offer-count">
        {loading ? t("loading") : t("showing", { shown: offers.length, total })}
      </p>
      {showExpired && !refreshing && offers.length > 0 && (
        <p className="rounded-lg bg-warning-50 px-4 py-3 text-ink" data-testid="offers-expired-note">
          {t("expiredNote")}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-error-50 px-4 py-3 text-error">
          {t("loadError")}
        </p>
      )}
      {refreshing ? (
        <ul aria-busy="true" aria-describedby={statusId} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: skeletons }, (_, i) => (
            <li key={i}>
              <CardSkeleton />
            </li>
          ))}
        </ul>
      ) : offers.length === 0 ? (
        <EmptyState
          message={tEmpty("noResults")}
          action={
            <button type="button" onClick={() => void reset()} className={buttonClasses("secondary", "md", "mt-2")}>
              {t("showAll")}
            </button>
          }
        />
      ) : (
        <ul ref={listRef} aria-busy={loadingMore} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="offer-results">
          {offers.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard offer={offer} priority={index === 0 && firstPage === 1} />
            </li>
          ))}
          {loadingMore &&
            Array.from({ length: skeletons }, (_, i) => (
              <li key={`more-${i}`} aria-hidden="true">
                <CardSkeleton />
              </li>
            ))}
        </ul>
      )}
      {nextHref !== null && !refreshing && (
        <div className="flex justify-center">
          <a
            href={nextHref}
            onClick={onLoadMore}
            rel="next"
            aria-disabled={loadingMore || undefined}
            className={buttonClasses("secondary", "lg", "min-w-48")}
          >
            {loadingMore ? t("loading") : t("loadMore")}
          </a>
        </div>
      )}
    </section>
  );
}
