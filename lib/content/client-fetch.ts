import type { Locale } from "@/lib/i18n/routing";
import type { ContentKind } from "./kinds";
import { withMinDuration } from "./paging";
import type { ContentItem, ContentPage } from "./types";

/** React Query keys of content lists: the locale first (SPEC §4: one cache per language). */
export const contentKeys = {
  all: (locale: Locale) => [locale, "content"] as const,
  kind: (locale: Locale, kind: ContentKind) => [locale, "content", kind] as const,
  list: (locale: Locale, kind: ContentKind, search: string, startPage: number) =>
    [locale, "content", kind, "list", { search, startPage }] as const,
};

export class ListFetchError extends Error {
  constructor(readonly status: number) {
    super(`List request failed with ${status}`);
    this.name = "ListFetchError";
  }
}

/** One page from the site's own /api/content route (the backend token never reaches the browser). */
export async function fetchContentPage(
  kind: ContentKind,
  locale: Locale,
  page: number,
  search: string,
  signal?: AbortSignal,
): Promise<ContentPage<ContentItem>> {
  const params = new URLSearchParams({ lang: locale, page: String(page) });
  if (search) params.set("search", search);
  const request = fetch(`/api/content/${kind}?${params.toString()}`, { signal, headers: { Accept: "application/json" } }).then(
    async (response) => {
      if (!response.ok) throw new ListFetchError(response.status);
      return (await response.json()) as ContentPage<ContentItem>;
    },
  );
  return withMinDuration(request);
}
