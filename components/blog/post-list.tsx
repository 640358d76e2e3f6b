"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import type { IntentAction } from "@/components/lists/activate-on-intent";
import { EmptyState } from "@/components/lists/empty-state";
import { NextPageSkeletons } from "@/components/lists/card-skeleton";
import { LoadMoreControls } from "@/components/lists/load-more-controls";
import { useLoadMore } from "@/components/lists/use-load-more";
import { QueryProvider } from "@/components/providers/query-provider";
import { fetchPostPage } from "@/lib/blog/client-fetch";
import { postKeys, type PostScope } from "@/lib/blog/paging";
import type { PostCardData } from "@/lib/blog/types";
import type { ContentPage } from "@/lib/content/types";
import type { Locale } from "@/lib/i18n/routing";
import { pagedHref, type BlogListHref } from "./post-pagination";
import { PostCard } from "./post-card";

type PostListProps = {
  scope: PostScope;
  initial: ContentPage<PostCardData>;
  baseHref: BlogListHref;
  /** What the visitor did to the server's markup (post-list-markup.tsx) before this loaded. */
  action?: IntentAction | null;
};

/** The interactive list with its query cache: loaded on intent by post-list-island.tsx. */
export function InteractivePostList(props: PostListProps) {
  return (
    <QueryProvider>
      <PostList {...props} />
    </QueryProvider>
  );
}

/**
 * A post list (SPEC §4, §9: 6 a page). The server renders the requested page; "load more"
 * fetches the next one and appends it. The button is a real `?page=N` link, so it works without
 * JavaScript too.
 */
export function PostList({ scope, initial, baseHref, action = null }: PostListProps) {
  const locale = useLocale() as Locale;
  const t = useTranslations("lists");
  const te = useTranslations("empty");
  const tb = useTranslations("blog");
  const statusId = useId();

  const { query, items, lastPage = initial.page, nextPage, listRef, loadMore, loadNext } = useLoadMore({
    queryKey: postKeys.list(locale, scope, initial.page.current),
    fetchPage: (page, signal) => fetchPostPage(locale, scope, page, signal),
    startPage: initial.page.current,
    initial,
    focusSelector: "article h2 a, article h3 a",
    // SPEC §4: posts skip duplicates by first item id.
    skipPageIfFirstShown: true,
  });

  // "Load more" followed in the server's markup: this list takes over and loads the next page.
  const actionTaken = useRef(false);
  useEffect(() => {
    if (actionTaken.current || action?.type !== "more") return;
    actionTaken.current = true;
    loadNext();
  });

  if (items.length === 0) return <EmptyState message={te("noData")} hint={te("noDataHint")} />;

  return (
    <div className="flex flex-col gap-8">
      <p id={statusId} role="status" aria-live="polite" className="sr-only">
        {query.isFetchingNextPage ? t("loading") : t("showing", { shown: items.length, total: lastPage.total })}
      </p>
      <ul
        ref={listRef}
        aria-label={tb("list")}
        aria-busy={query.isFetchingNextPage}
        className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
      >
        {items.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} priority={index === 0} />
          </li>
        ))}
        {query.isFetchingNextPage && <NextPageSkeletons count={3} />}
      </ul>

      <LoadMoreControls
        href={nextPage !== null ? pagedHref(baseHref, nextPage) : null}
        failed={query.isFetchNextPageError}
        busy={query.isFetchingNextPage}
        onClick={loadMore}
      />
    </div>
  );
}
