import type { Currency } from "@/lib/contract/common";
import { dateLocale, dateTimeFormat, numberFormat, numberLocale } from "@/lib/intl/formatters";

/**
 * Money on payment screens: always the minor unit's two digits (a tax of 52.50 is never shown as
 * 52.5), Latin digits in both languages like every number on the site, the currency by locale
 * (ر.س.‏ / SAR, ج.م.‏ / EGP).
 */
export function formatMoney(locale: string, amount: number, currency: Currency): string {
  return numberFormat(numberLocale(locale, currency), {
    style: "currency",
    currency,
    numberingSystem: "latn",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** "25 Nov 2026, 18:30" in the unit's time zone (Fawry references expire at a Cairo time). */
export function formatExpiry(locale: string, iso: string, currency: Currency): string {
  return dateTimeFormat(dateLocale(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    numberingSystem: "latn",
    timeZone: currency === "EGP" ? "Africa/Cairo" : "Asia/Riyadh",
  }).format(new Date(iso));
}
