"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { ContentCard } from "@/components/content/content-card";
import { buttonClasses } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import { contentKeys, fetchContentPage } from "@/lib/content/client-fetch";
import { KINDS, type ContentKind } from "@/lib/content/kinds";
import { mergePages, nextPageParam } from "@/lib/content/paging";
import type { ContentItem, ContentPage } from "@/lib/content/types";
import type { Locale } from "@/lib/i18n/routing";
import { Link } from "@/lib/i18n/navigation";
import { CardSkeleton } from "./card-skeleton";
import { EmptyState } from "./empty-state";
import { ListPagination } from "./list-pagination";

/**
 * A content list (SPEC §4): the server renders the requested page into the HTML (crawlers and
 * visitors without JavaScript get every item through the `?page=N` links); in the browser
 * "load more" fetches the next page and appends it, and a name search (clinics, oncology)
 * starts again from page 1. An empty search makes no call: it returns to the server's list.
 */
export function ContentList({
  kind,
  initial,
  searchLabel,
}: {
  kind: ContentKind;
  initial: ContentPage<ContentItem>;
  /** Shown for searchable kinds. */
  searchLabel?: string;
}) {
  const locale = useLocale() as Locale;
  const t = useTranslations("lists");
  const te = useTranslations("empty");
  const config = KINDS[kind];
  const [search, setSearch] = useState("");
  const [draft, setDraft] = useState("");
  const startPage = search ? 1 : initial.page.current;
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const searchId = useId();
  const statusId = useId();

  const query = useInfiniteQuery({
    queryKey: contentKeys.list(locale, kind, search, startPage),
    queryFn: ({ pageParam, signal }) => fetchContentPage(kind, locale, pageParam, search, signal),
    initialPageParam: startPage,
    getNextPageParam: nextPageParam,
    initialData: search ? undefined : { pages: [initial], pageParams: [initial.page.current] },
  });

  const items = query.data ? mergePages(query.data.pages) : [];
  const lastPage = query.data?.pages.at(-1)?.page;
  const total = lastPage?.total ?? 0;
  const loading = query.isFetching;
  const searching = query.isPending || (query.isFetching && !query.isFetchingNextPage && !query.data);

  // After "load more", move focus to the first new card so keyboard users land on new content.
  useEffect(() => {
    if (focusIndex.current === null || query.isFetchingNextPage) return;
    const target = listRef.current?.querySelectorAll<HTMLElement>("article a")[focusIndex.current];
    focusIndex.current = null;
    target?.focus();
  }, [items.length, query.isFetchingNextPage]);

  function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (query.isFetchingNextPage) return;
    focusIndex.current = items.length;
    void query.fetchNextPage();
  }

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(draft.trim());
  }

  function clearSearch() {
    setDraft("");
    setSearch("");
  }

  const nextPage = lastPage && lastPage.current < lastPage.last ? lastPage.current + 1 : null;
  const skeletonCount = Math.min(config.pageSize ?? 6, 6);

  return (
    <div className="flex flex-col gap-8">
      {config.searchable && (
        <form role="search" onSubmit={submitSearch} className="flex flex-col gap-2 sm:max-w-xl">
          <label htmlFor={searchId} className="font-semibold text-ink">
            {searchLabel ?? t("searchLabel")}
          </label>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <input
                id={searchId}
                type="search"
                name="search"
                value={draft}
                onChange={(event) => {
                  setDraft(event.target.value);
                  if (event.target.value.trim() === "" && search) setSearch("");
                }}
                placeholder={t("searchPlaceholder")}
                autoComplete="off"
                maxLength={100}
                className="min-h-11 w-full rounded-lg border border-line-strong bg-white px-4 pe-11 text-ink placeholder:text-muted"
              />
              {draft && (
                <button
                  type="button"
                  onClick={clearSearch}
                  className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center text-muted hover:text-ink"
                >
                  <CloseIcon size={18} />
                  <span className="sr-only">{t("clearSearch")}</span>
                </button>
              )}
            </div>
            <button type="submit" className={buttonClasses("primary", "md")}>
              {t("search")}
            </button>
          </div>
        </form>
      )}

      <p id={statusId} role="status" aria-live="polite" className="sr-only">
        {loading ? t("loading") : query.data ? t("showing", { shown: items.length, total }) : ""}
      </p>

      {searching ? (
        <ul aria-busy="true" aria-describedby={statusId} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <li key={i}>
              <CardSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError && !query.data ? (
        <EmptyState message={te("noInfo")} hint={t("loadError")} />
      ) : items.length === 0 ? (
        <EmptyState message={te(config.empty)} />
      ) : (
        <ul
          ref={listRef}
          aria-busy={query.isFetchingNextPage}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {items.map((item, index) => (
            <li key={item.id}>
              <ContentCard item={item} headingLevel={2} priority={index === 0 && !search} />
            </li>
          ))}
          {query.isFetchingNextPage &&
            Array.from({ length: skeletonCount }, (_, i) => (
              <li key={`skeleton-${i}`} aria-hidden="true">
                <CardSkeleton />
              </li>
            ))}
        </ul>
      )}

      {query.isFetchNextPageError && (
        <p role="alert" className="rounded-lg bg-error-50 px-4 py-3 text-error">
          {t("loadError")}
        </p>
      )}

      {!searching && nextPage !== null && (
        <div className="flex justify-center">
          <Link
            href={{ pathname: config.listPath, query: { page: nextPage } }}
            onClick={loadMore}
            rel="next"
            aria-disabled={query.isFetchingNextPage || undefined}
            className={buttonClasses("secondary", "lg", "min-w-48")}
            scroll={false}
          >
            {query.isFetchingNextPage ? t("loading") : t("loadMore")}
          </Link>
        </div>
      )}

      {!search && initial.page.last > 1 && (
        <ListPagination listPath={config.listPath} current={initial.page.current} last={initial.page.last} />
      )}
    </div>
  );
}
