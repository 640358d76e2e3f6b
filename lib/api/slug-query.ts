import type { NextRequest } from "next/server";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { safeDecode } from "@/lib/safe-decode";
import { invalidQuery, readResponse } from "./route-responses";

/** Longer than any slug the CMS makes: a longer one is refused before the backend is asked. */
const SLUG_MAX = 200;

/** An item's slug and language from a data route's path and `?lang=`, or null when either is malformed. */
function slugQuery(request: NextRequest, rawSlug: string): { slug: string; lang: Locale } | null {
  const slug = safeDecode(rawSlug);
  const lang = request.nextUrl.searchParams.get("lang");
  if (!isLocale(lang) || slug.length === 0 || slug.length > SLUG_MAX || slug.includes("/")) return null;
  return { slug, lang };
}

/**
 * A route answering an item's data by its slug in either language (an article's body, a campaign
 * page's content or form): GET /…/{slug}?lang=ar|en answers `read(lang, slug)` as readResponse does
 * (public, a minute; the backend's 404 passed on, 502 when it failed), not for search engines; a
 * malformed slug or language is 422 before the backend is asked.
 */
export function slugDataRoute(what: string, read: (locale: Locale, slug: string) => Promise<unknown>) {
  return async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
    const query = slugQuery(request, (await params).slug);
    if (!query) return invalidQuery();
    return readResponse(what, () => read(query.lang, query.slug), { "X-Robots-Tag": "noindex" });
  };
}
