/**
 * The site's languages and their home pages, apart from the routing table (routing.ts) so code
 * that only needs these (the error views, loaded with every page) does not carry the table.
 */
export const locales = ["ar", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "ar";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The home page of a locale: `/` for Arabic (no prefix), `/en` for English. */
export function homePath(locale: Locale): string {
  return locale === defaultLocale ? "/" : `/${locale}`;
}
