import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { isNotFoundError } from "@/lib/api/errors";
import { pageLocale } from "@/lib/i18n/page-locale";
import { type Locale } from "@/lib/i18n/routing";
import { safeDecode } from "@/lib/safe-decode";

export type DetailParams = Promise<{ locale: string; slug: string }>;
export type LoadedDetail<T> = { locale: Locale; slug: string; item: T | null };

/**
 * How a detail page (article, content kinds, doctor) loads its item by slug, with one error policy:
 * an unknown locale, or an item the backend does not have, is `notFound()` (the localized 404);
 * any other failure is logged by what was read (a slug is public, never a visitor's data) and
 * gives `item: null`. The page decides what that shows: SPEC §8's "no info" state, or, where a
 * page must not be cached without its item, an error that keeps the last good page.
 * The slug comes back decoded once, to compare with the item's own (the other language's slug
 * redirects to this one's).
 */
export async function loadDetail<T>(
  params: DetailParams,
  what: string,
  read: (locale: Locale, slug: string) => Promise<T>,
): Promise<LoadedDetail<T>> {
  const { locale: requested, slug: raw } = await params;
  const locale = pageLocale(requested);
  const slug = safeDecode(raw);
  try {
    return { locale, slug, item: await read(locale, slug) };
  } catch (error) {
    if (isNotFoundError(error)) notFound();
    console.error(`[${what}] "${slug}" (${locale}) failed:`, error instanceof Error ? error.message : error);
    return { locale, slug, item: null };
  }
}

/** The metadata of a detail the backend could not give: SPEC §8's "no info", kept out of search results. */
export async function noInfoMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "empty" });
  return { title: t("noInfo"), robots: { index: false, follow: true } };
}
