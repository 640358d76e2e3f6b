/**
 * Intl formatters, each made once per locale and options. Making one loads and resolves ICU data
 * and costs far more than a `format` call, and a page formats many values with the same options:
 * a doctor list's next times, a week of booking times, a page of offer prices, an events list.
 * Client-safe (no server imports), used by server renders and by the browser alike.
 *
 * Every caller passes constant options, at most with a time zone or a currency from a short list,
 * so the caches stay small; they are emptied should a caller ever pass values without end.
 */

import type { Currency } from "@/lib/contract/common";

/**
 * The Intl locale for numbers and money in the site's language: Arabic as written where the money
 * is (ر.س.‏ in Saudi Arabia, ج.م.‏ in Egypt, the Arabic per cent sign ٪), English as in the US.
 */
export const numberLocale = (locale: string, currency: Currency = "SAR"): string =>
  locale === "ar" ? (currency === "EGP" ? "ar-EG" : "ar-SA") : "en-US";

/** The Intl locale for dates: Arabic on the Gregorian calendar (ar-SA's default is the Hijri one), English day-month-year. */
export const dateLocale = (locale: string): string => (locale === "ar" ? "ar" : "en-GB");

const MAX_ENTRIES = 500;

function cached<T>(cache: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, value);
  }
  return value;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

/** `locale` is an Intl locale (see `dateLocale`), not the site's "ar" / "en". */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `locale` is an Intl locale (see `numberLocale`), not the site's "ar" / "en". */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function listFormat(locale: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return cached(listFormats, locale, options, () => new Intl.ListFormat(locale, options));
}
