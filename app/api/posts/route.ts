import type { NextRequest } from "next/server";
import { getPostCardPage } from "@/lib/api/posts";
import { invalidQuery, readResponse } from "@/lib/api/route-responses";
import { scopeFromQuery } from "@/lib/blog/paging";
import { parsePageParam } from "@/lib/content/paging";
import { isLocale } from "@/lib/i18n/routing";

/**
 * The browser's window on the post lists ("load more"). The backend's bearer token stays on the
 * server; reads go through the same data cache as the pages.
 * GET /api/posts?lang=ar|en&page=N[&category_id=…|&tag_id=…|&hidden=1] → { items, page }
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams;
  const lang = query.get("lang");
  const page = parsePageParam(query.get("page"));
  const scope = scopeFromQuery(query);
  if (!isLocale(lang) || page === null || scope === null) return invalidQuery();
  return readResponse(`posts page ${page}`, () => getPostCardPage(lang, scope, page), {
    // Hidden posts' pages are reachable by link only, never indexed.
    ...(scope.kind === "hidden" ? { "X-Robots-Tag": "noindex" } : {}),
  });
}
