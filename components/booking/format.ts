/** Dates and times of the booking flow, in the branch's time zone and the page's language. */

const intlLocale = (locale: string) => (locale === "ar" ? "ar" : "en-GB");

/** A slot's start is ISO 8601 with the branch's offset: its local day and time are in the text. */
export const localDayOf = (iso: string) => iso.slice(0, 10);
export const localHourOf = (iso: string) => Number(iso.slice(11, 13));

export function formatTime(locale: string, iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeZone, hour: "numeric", minute: "2-digit", numberingSystem: "latn" }).format(new Date(iso));
}

export function formatDate(locale: string, iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
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
  const weekday = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: "UTC", weekday: style }).format(at);
  const date = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: "UTC", day: "numeric", month: style === "short" ? "short" : "long", numberingSystem: "latn" }).format(at);
  return { weekday, date };
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
