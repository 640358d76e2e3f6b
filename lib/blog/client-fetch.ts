import type { Locale } from "@/lib/i18n/routing";
import { ListFetchError } from "@/lib/content/client-fetch";
import { withMinDuration } from "@/lib/content/paging";
import type { ContentPage } from "@/lib/content/types";
import { scopeQuery, type PostScope } from "./paging";
import type { PostCardData } from "./types";

/** One page of posts from the site's own /api/posts route (the backend token stays on the server). */
export async function fetchPostPage(
  locale: Locale,
  scope: PostScope,
  page: number,
  signal?: AbortSignal,
): Promise<ContentPage<PostCardData>> {
  const params = new URLSearchParams({ lang: locale, page: String(page), ...scopeQuery(scope) });
  const request = fetch(`/api/posts?${params.toString()}`, { signal, headers: { Accept: "application/json" } }).then(
    async (response) => {
      if (!response.ok) throw new ListFetchError(response.status);
      return (await response.json()) as ContentPage<PostCardData>;
    },
  );
  return withMinDuration(request);
}
