import type { Locale } from "@/lib/i18n/routing";

/** An item's slug in each language. */
export type Slugs = { ar: string; en: string };

/** What the backend sends for every item reachable by slug (SPEC §7). */
type WireSlugs = { slug_ar: string; slug_en: string };

/** Both languages' slugs of a wire item: the language switch and hreflang links need the other one. */
export function slugsOf(wire: WireSlugs): Slugs {
  return { ar: wire.slug_ar, en: wire.slug_en };
}

/** The item's slug in one language (what its links use). */
export function slugIn(wire: WireSlugs, locale: Locale): string {
  return slugsOf(wire)[locale];
}

/** The slug fields of a view: `slug` in the requested language (what links use) and both `slugs`. */
export function localizedSlugs(wire: WireSlugs, locale: Locale): { slug: string; slugs: Slugs } {
  const slugs = slugsOf(wire);
  return { slug: slugs[locale], slugs };
}
