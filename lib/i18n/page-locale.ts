import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isLocale, type Locale } from "./locales";

/**
 * The one locale guard of pages, layouts and page loaders: an unknown locale is the localized 404,
 * a known one is set for the request, so next-intl reads it from here instead of request headers
 * and the page stays static.
 */
export function pageLocale(requested: string): Locale {
  if (!isLocale(requested)) notFound();
  setRequestLocale(requested);
  return requested;
}
