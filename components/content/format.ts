import { dateLocale, dateTimeFormat } from "@/lib/intl/formatters";

/**
 * Dates of content cards and pages. Latin digits in both languages (DESIGN: one deliberate
 * choice, matching phone numbers and prices), and the same output on the server and in the
 * browser, whatever ICU each one ships.
 */
export const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: "long", numberingSystem: "latn" };
export const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  numberingSystem: "latn",
};

export function formatDate(locale: string, iso: string, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(dateLocale(locale), { ...options, timeZone: timeZone ?? "Asia/Riyadh" }).format(date);
}

/** "22 November 2026, 9:00 AM – 1:30 PM", or two full dates when the event spans days. */
export function formatEventRange(locale: string, startsAt: string, endsAt: string | null | undefined, timeZone: string): string {
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) return "";
  const end = endsAt ? new Date(endsAt) : null;
  const format = dateTimeFormat(dateLocale(locale), { ...DATE_TIME_FORMAT, timeZone });
  if (!end || Number.isNaN(end.getTime()) || end <= start) return format.format(start);
  return format.formatRange(start, end);
}
