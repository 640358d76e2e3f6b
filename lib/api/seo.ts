import "server-only";
import { cache } from "react";
import { SeoResponseSchema, type SeoEntry } from "@/lib/contract/settings";
import type { Locale } from "@/lib/i18n/routing";
import { apiGet } from "./client";
import { CacheTags } from "./cache-tags";

/**
 * `/api/settings/Seo/{page}` → the entry under the page key. A missing or failing entry is
 * logged and answers null: a page's metadata then falls back to its own title and description,
 * and never breaks the page.
 */
export const getSeoEntry = cache(async (page: string, locale: Locale): Promise<SeoEntry | null> => {
  try {
    const body = await apiGet(`/api/settings/Seo/${encodeURIComponent(page)}`, {
      locale,
      schema: SeoResponseSchema,
      tags: [CacheTags.seo],
    });
    return body.data[page] ?? null;
  } catch (error) {
    console.error(`[seo] settings for "${page}" (${locale}) unavailable:`, error instanceof Error ? error.message : error);
    return null;
  }
});
