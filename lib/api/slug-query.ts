import type { NextRequest } from "next/server";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { safeDecode } from "@/lib/safe-decode";

/** Longer than any slug the CMS makes: a longer one is refused before the backend is asked. */
const SLUG_MAX = 200;

/** An item's slug and language from a data route's path and `?lang=` (an article's body, a campaign page), or null when either is malformed. */
export function slugQuery(request: NextRequest, rawSlug: string): { slug: string; lang: Locale } | null {
  const slug = safeDecode(rawSlug);
  const lang = request.nextUrl.searchParams.get("lang");
  if (!isLocale(lang) || slug.length === 0 || slug.length > SLUG_MAX || slug.includes("/")) return null;
  return { slug, lang };
}
