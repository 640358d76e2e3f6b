import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { Locale } from "@/lib/i18n/routing";
import { safeDecode } from "@/lib/safe-decode";
import { contentKeys } from "./client-fetch";
import { findShownItem } from "./loaded-items";
import type { ContentKind } from "./kinds";
import type { ContentCardItem } from "./card-item";
import type { ContentPage } from "./types";

/**
 * SPEC §4: a detail first looks in the items already loaded, by the slug its URL has. Lists are kept
 * per language (the locale leads every key), and a list's cards link with their language's slug.
 */
export function findCachedItem(client: QueryClient, locale: Locale, kind: ContentKind, slug: string): ContentCardItem | undefined {
  const wanted = safeDecode(slug);
  const shown = findShownItem(locale, kind, wanted);
  if (shown) return shown;
  const entries = client.getQueriesData<InfiniteData<ContentPage<ContentCardItem>>>({ queryKey: contentKeys.kind(locale, kind) });
  for (const [, data] of entries) {
    for (const page of data?.pages ?? []) {
      const hit = page.items.find((item) => item.slug === wanted);
      if (hit) return hit;
    }
  }
  return undefined;
}

export { safeDecode };
