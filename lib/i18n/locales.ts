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

/** The locale asked for when it is one of ours, else the default: for metadata, actions and error views, which answer rather than 404. */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** The home page of a locale: `/` for Arabic (no prefix), `/en` for English. */
export function homePath(locale: Locale): string {
  return locale === defaultLocale ? "/" : `/${locale}`;
}
