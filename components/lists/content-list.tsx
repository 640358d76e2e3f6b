"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { QueryProvider } from "@/components/providers/query-provider";
import { contentKeys, fetchContentPage } from "@/lib/content/client-fetch";
import { KINDS, type ContentKind } from "@/lib/content/kinds";
import type { ContentCardItem } from "@/lib/content/card-item";
import type { ContentPage } from "@/lib/content/types";
import type { Locale } from "@/lib/i18n/routing";
import type { IntentAction } from "./activate-on-intent";
import { NextPageSkeletons, SkeletonGrid } from "./card-skeleton";
import { ContentCards } from "./content-cards";
import { ContentSearchForm } from "./content-search-form";
import { EmptyState } from "./empty-state";
import { ListPagination } from "./list-pagination";
import { LoadMoreControls } from "./load-more-controls";
import { useLoadMore } from "./use-load-more";

type ContentListProps = {
  kind: ContentKind;
  initial: ContentPage<ContentCardItem>;
  /** Shown for searchable kinds. */
  searchLabel?: string;
  /** What the visitor did to the server's markup (content-list-markup.tsx) before this loaded. */
  action?: IntentAction | null;
  /** The markup's search box as it is at the hand-over (typed into after a search was sent). */
  typed?: string;
};

/** The interactive list with its query cache: loaded on intent by content-list-island.tsx. */
export function InteractiveContentList(props: ContentListProps) {
  return (
    <QueryProvider>
      <ContentList {...props} />
    </QueryProvider>
  );
}

/**
 * A content list (SPEC §4): the server renders the requested page into the HTML (crawlers and
 * visitors without JavaScript get every item through the `?page=N` links); in the browser
 * "load more" fetches the next page and appends it, and a name search (clinics, oncology)
 * starts again from page 1. An empty search makes no call: it returns to the server's list.
 */
export function ContentList({ kind, initial, searchLabel, action = null, typed }: ContentListProps) {
  const locale = useLocale() as Locale;
  const t = useTranslations("lists");
  const te = useTranslations("empty");
  const config = KINDS[kind];
  const submitted = action?.type === "submit" ? (action.values.search?.[0] ?? "").trim() : "";
  // The box keeps what is in it now; a box emptied after sending is a search taken back.
  const box = typed ?? submitted;
  const [search, setSearch] = useState(box.trim() === "" ? "" : submitted);
  const [draft, setDraft] = useState(box);
  const startPage = search ? 1 : initial.page.current;
  const statusId = useId();

  const { query, items, lastPage, nextPage, listRef, loadMore, loadNext } = useLoadMore({
    queryKey: contentKeys.list(locale, kind, search, startPage),
    fetchPage: (page, signal) => fetchContentPage(kind, locale, page, search, signal),
    startPage,
    initial: search ? undefined : initial,
    focusSelector: "article a",
  });

  const total = lastPage?.total ?? 0;
  const loading = query.isFetching;
  const searching = query.isPending || (query.isFetching && !query.isFetchingNextPage && !query.data);

  // "Load more" followed in the server's markup: this list takes over and loads the next page.
  const actionTaken = useRef(false);
  useEffect(() => {
    if (actionTaken.current || action?.type !== "more") return;
    actionTaken.current = true;
    loadNext();
  });

  function clearSearch() {
    setDraft("");
    setSearch("");
  }

  const skeletonCount = Math.min(config.pageSize ?? 6, 6);

  return (
    <div className="flex flex-col gap-8">
      {config.searchable && (
        <ContentSearchForm
          kind={kind}
          label={searchLabel}
          on={{
            draft,
            onInput: (value) => {
              setDraft(value);
              if (value.trim() === "" && search) setSearch("");
            },
            onSearch: () => setSearch(draft.trim()),
            onClear: clearSearch,
          }}
        />
      )}

      <p id={statusId} role="status" aria-live="polite" className="sr-only">
        {loading ? t("loading") : query.data ? t("showing", { shown: items.length, total }) : ""}
      </p>

      {searching ? (
        <SkeletonGrid count={skeletonCount} describedBy={statusId} />
      ) : query.isError && !query.data ? (
        <EmptyState message={te("noInfo")} hint={t("loadError")} />
      ) : items.length === 0 ? (
        <EmptyState message={te(config.empty)} />
      ) : (
        <ContentCards
          items={items}
          priority={!search}
          listRef={listRef}
          loadingMore={query.isFetchingNextPage}
          more={query.isFetchingNextPage && <NextPageSkeletons count={skeletonCount} />}
        />
      )}

      <LoadMoreControls
        href={!searching && nextPage !== null ? { pathname: config.listPath, query: { page: nextPage } } : null}
        failed={query.isFetchNextPageError}
        busy={query.isFetchingNextPage}
        onClick={loadMore}
      />

      {!search && initial.page.last > 1 && (
        <ListPagination listPath={config.listPath} current={initial.page.current} last={initial.page.last} />
      )}
    </div>
  );
}
