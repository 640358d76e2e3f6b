"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, type MouseEvent } from "react";
import { CardSkeleton } from "@/components/lists/card-skeleton";
import { EmptyState } from "@/components/lists/empty-state";
import { buttonClasses } from "@/components/ui/button";
import { fetchPostPage } from "@/lib/blog/client-fetch";
import { mergePostPages, postKeys, type PostScope } from "@/lib/blog/paging";
import type { PostCardData } from "@/lib/blog/types";
import { nextPageParam } from "@/lib/content/paging";
import type { ContentPage } from "@/lib/content/types";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { pagedHref, type BlogListHref } from "./post-pagination";
import { PostCard } from "./post-card";

/**
 * A post list (SPEC §4, §9: 6 a page). The server renders the requested page; "load more"
 * fetches the next one and appends it, skipping a page whose first post is already shown. The
 * button is a real `?page=N` link, so it works without JavaScript too.
 */
export function PostList({
  scope,
  initial,
  baseHref,
}: {
  scope: PostScope;
  initial: ContentPage<PostCardData>;
  baseHref: BlogListHref;
}) {
  const locale = useLocale() as Locale;
  const t = useTranslations("lists");
  const te = useTranslations("empty");
  const tb = useTranslations("blog");
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const statusId = useId();

  const query = useInfiniteQuery({
    queryKey: postKeys.list(locale, scope, initial.page.current),
    queryFn: ({ pageParam, signal }) => fetchPostPage(locale, scope, pageParam, signal),
    initialPageParam: initial.page.current,
    getNextPageParam: nextPageParam,
    initialData: { pages: [initial], pageParams: [initial.page.current] },
  });

  const pages = query.data?.pages ?? [initial];
  const items = mergePostPages(pages);
  const lastPage = pages.at(-1)?.page ?? initial.page;

  useEffect(() => {
    if (focusIndex.current === null || query.isFetchingNextPage) return;
    const target = listRef.current?.querySelectorAll<HTMLElement>("article h2 a, article h3 a")[focusIndex.current];
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

  const nextPage = lastPage.current < lastPage.last ? lastPage.current + 1 : null;

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
        {query.isFetchingNextPage &&
          Array.from({ length: 3 }, (_, i) => (
            <li key={`skeleton-${i}`} aria-hidden="true">
              <CardSkeleton />
            </li>
          ))}
      </ul>

      {query.isFetchNextPageError && (
        <p role="alert" className="rounded-lg bg-error-50 px-4 py-3 text-error">
          {t("loadError")}
        </p>
      )}

      {nextPage !== null && (
        <div className="flex justify-center">
          <Link
            href={pagedHref(baseHref, nextPage)}
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
    </div>
  );
}
