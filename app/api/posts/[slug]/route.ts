import type { NextRequest } from "next/server";
import { invalidQuery, readResponse } from "@/lib/api/route-responses";
import { articleBodyDataFor } from "@/components/blog/article-body-content";
import { isLocale } from "@/lib/i18n/routing";
import { safeDecode } from "@/lib/safe-decode";

/** Longer than any slug the CMS makes: a longer one is refused before the backend is asked. */
const SLUG_MAX = 200;

/**
 * An article's body as its page draws it (components/blog/article-body-view.tsx), for a tab that
 * navigates to the article: the page's payload carries only its key (kept-article-body.tsx). Public,
 * the same cached backend read as the page; a hidden post's is reachable by its slug alone, as its page is.
 * GET /api/posts/{slug}?lang=ar|en → ArticleBodyData (404 for an unknown slug, 422 for a malformed query)
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const slug = safeDecode((await params).slug);
  const lang = request.nextUrl.searchParams.get("lang");
  if (!isLocale(lang) || slug.length === 0 || slug.length > SLUG_MAX || slug.includes("/")) return invalidQuery();
  return readResponse(`article body`, () => articleBodyDataFor(lang, slug), { "X-Robots-Tag": "noindex" });
}
