import { NextResponse, type NextRequest } from "next/server";
import { getPostCardPage } from "@/lib/api/posts";
import { isApiError } from "@/lib/api/errors";
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
  if (!isLocale(lang) || page === null || scope === null) {
    return NextResponse.json({ message: "The given data was invalid." }, { status: 422 });
  }
  try {
    const result = await getPostCardPage(lang, scope, page);
    return NextResponse.json(result, {
      headers: {
        "Cache-Control": "public, max-age=60, stale-while-revalidate=300",
        ...(scope.kind === "hidden" ? { "X-Robots-Tag": "noindex" } : {}),
      },
    });
  } catch (error) {
    const status = isApiError(error) && error.status >= 400 && error.status < 500 ? error.status : 502;
    console.error(`[posts] page ${page} failed:`, error instanceof Error ? error.message : error);
    return NextResponse.json({ message: "Upstream error" }, { status });
  }
}
