import { dateLocale, dateTimeFormat } from "@/lib/intl/formatters";

/** Dates and times of the booking flow, in the branch's time zone and the page's language. */

/** A slot's start is ISO 8601 with the branch's offset: its local day and time are in the text. */
export const localDayOf = (iso: string) => iso.slice(0, 10);
export const localHourOf = (iso: string) => Number(iso.slice(11, 13));

export function formatTime(locale: string, iso: string, timeZone: string): string {
  return dateTimeFormat(dateLocale(locale), { timeZone, hour: "numeric", minute: "2-digit", numberingSystem: "latn" }).format(new Date(iso));
}

export function formatDate(locale: string, iso: string, timeZone: string): string {
  return dateTimeFormat(dateLocale(locale), {
    timeZone,
    calendar: "gregory",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    numberingSystem: "latn",
  }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) as "Sun 29 Nov": noon UTC keeps it on its own date everywhere. */
export function formatDay(locale: string, day: string, style: "short" | "long" = "short"): { weekday: string; date: string } {
  const at = new Date(`${day}T12:00:00Z`);
  const weekday = dateTimeFormat(dateLocale(locale), { timeZone: "UTC", weekday: style }).format(at);
  const date = dateTimeFormat(dateLocale(locale), { timeZone: "UTC", day: "numeric", month: style === "short" ? "short" : "long", numberingSystem: "latn" }).format(at);
  return { weekday, date };
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today's date where a slot is: the local day at the offset its ISO text carries (e.g. `+03:00`). */
export function todayAtOffsetOf(iso: string, nowMs = Date.now()): string {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(iso);
  const offsetMinutes = match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return new Date(nowMs + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Whole days from the slot's local today to its local day (0 = today, 1 = tomorrow). */
export function daysAhead(iso: string, nowMs = Date.now()): number {
  return Math.round((Date.parse(`${localDayOf(iso)}T00:00:00Z`) - Date.parse(`${todayAtOffsetOf(iso, nowMs)}T00:00:00Z`)) / 86_400_000);
}
