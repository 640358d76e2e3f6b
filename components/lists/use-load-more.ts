"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useRef, type MouseEvent } from "react";
import { mergePages, nextPageParam, type MergeOptions } from "@/lib/content/paging";
import type { ContentPage } from "@/lib/content/types";
import type { Locale } from "@/lib/i18n/routing";

type LoadMoreOptions<T> = MergeOptions & {
  /** The locale comes first: SPEC §4 keeps one cache per language. */
  queryKey: readonly [Locale, ...unknown[]];
  fetchPage: (page: number, signal: AbortSignal) => Promise<ContentPage<T>>;
  startPage: number;
  /** The page the server rendered; without one (a search) the first page is fetched. */
  initial?: ContentPage<T>;
  /** The item links, in order; after "load more" the first new one takes the focus. */
  focusSelector: string;
};

/**
 * The "load more" state of a server-rendered list: pages fetched in the browser are appended to
 * the server's page. A plain click fetches; a modified click falls through to the `?page=N` link.
 */
export function useLoadMore<T extends { id: number }>({
  queryKey,
  fetchPage,
  startPage,
  initial,
  focusSelector,
  skipPageIfFirstShown,
}: LoadMoreOptions<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);

  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: startPage,
    getNextPageParam: nextPageParam,
    initialData: initial ? { pages: [initial], pageParams: [initial.page.current] } : undefined,
  });

  const items = query.data ? mergePages(query.data.pages, { skipPageIfFirstShown }) : [];
  const lastPage = query.data?.pages.at(-1)?.page;
  const nextPage = lastPage && lastPage.current < lastPage.last ? lastPage.current + 1 : null;

  // Keyboard users land on the new content instead of staying on the button.
  useEffect(() => {
    if (focusIndex.current === null || query.isFetchingNextPage) return;
    const target = listRef.current?.querySelectorAll<HTMLElement>(focusSelector)[focusIndex.current];
    focusIndex.current = null;
    target?.focus();
  }, [items.length, query.isFetchingNextPage, focusSelector]);

  /** Fetches the next page; the first new item takes the focus once it is shown. */
  function loadNext() {
    if (query.isFetchingNextPage) return;
    focusIndex.current = items.length;
    void query.fetchNextPage();
  }

  function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    loadNext();
  }

  return { query, items, lastPage, nextPage, listRef, loadMore, loadNext };
}
