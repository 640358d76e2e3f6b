import { dateLocale, dateTimeFormat, numberFormat, numberLocale } from "@/lib/intl/formatters";

/**
 * Dates and values of the health record, in Latin digits in both languages like every number on
 * the site (components/payments/format.ts), months in the page's language.
 *
 * A FHIR time carries the offset of where it was recorded: its calendar day is the day in its own
 * text, so a result issued at 23:30 in Riyadh never shows as the next day elsewhere.
 */
const dayOf = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`);

export function formatRecordDate(locale: string, iso: string, month: "short" | "long" = "long"): string {
  return dateTimeFormat(dateLocale(locale), { timeZone: "UTC", calendar: "gregory", day: "numeric", month, year: "numeric", numberingSystem: "latn" }).format(dayOf(iso));
}

/** A result's value with no more decimals than a lab gives (at most 2), grouped as the locale does. */
export function formatValue(locale: string, value: number): string {
  return numberFormat(numberLocale(locale), { maximumFractionDigits: 2, numberingSystem: "latn" }).format(value);
}

/** "4.0–5.5", "< 5.7", "> 40", or null when the range has no bound. */
export function formatRange(locale: string, range: { low: number | null; high: number | null }): string | null {
  const f = (v: number) => formatValue(locale, v);
  if (range.low !== null && range.high !== null) return `${f(range.low)}–${f(range.high)}`;
  if (range.high !== null) return `≤ ${f(range.high)}`;
  if (range.low !== null) return `≥ ${f(range.low)}`;
  return null;
}
