import { dateLocale, dateTimeFormat, numberFormat, numberLocale } from "@/lib/intl/formatters";
import type { Currency } from "@/lib/contract/common";

/**
 * Prices and dates of offers: Latin digits in both languages (DESIGN: matching phone numbers), the
 * same output on the server and in the browser.
 */
export function formatPrice(locale: string, amount: number, currency: Currency): string {
  return numberFormat(numberLocale(locale, currency), {
    style: "currency",
    currency,
    numberingSystem: "latn",
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

export function formatPercent(locale: string, percent: number): string {
  return numberFormat(numberLocale(locale), { style: "percent", numberingSystem: "latn" }).format(percent / 100);
}

/** "25 December 2026" for an end date (a calendar day, so no time-zone shift). */
export function formatEndDate(locale: string, isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(dateLocale(locale), { dateStyle: "long", numberingSystem: "latn", timeZone: "UTC" }).format(date);
}

/** When an offer ends: the first moment after its end date in its unit's time zone. */
export function offerEndsAt(isoDate: string, timeZone: "Asia/Riyadh" | "Africa/Cairo" = "Asia/Riyadh"): Date {
  const offsetHours = timeZone === "Asia/Riyadh" ? 3 : 2;
  const endOfDay = Date.parse(`${isoDate}T00:00:00Z`) + 24 * 3600_000 - offsetHours * 3600_000;
  return new Date(endOfDay);
}

/** A countdown is shown from this close to the end. */
export const COUNTDOWN_WINDOW_MS = 7 * 24 * 3600_000;

export type Remaining = { days: number; hours: number; minutes: number; seconds: number };

export function remaining(ms: number): Remaining {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
