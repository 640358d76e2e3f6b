import type { Currency } from "@/lib/contract/common";

/**
 * Money is held in the currency's minor unit (integers) from the moment a price leaves the
 * database; tax is rounded half up to that unit, so amount + tax = total exactly.
 */
export type { Currency };

/** Digits after the decimal point: halala (1/100 riyal), piastre (1/100 pound). */
export const MINOR_DIGITS: Record<Currency, number> = { SAR: 2, EGP: 2 };

/** 350.5 SAR → 35050. Goes through the decimal string so binary fractions never leak in. */
export function toMinor(amount: number, currency: Currency): number {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Invalid amount ${amount}`);
  const digits = MINOR_DIGITS[currency];
  const [whole, fraction = ""] = amount.toFixed(digits + 2).split(".");
  const exact = BigInt(`${whole}${fraction}`);
  const scale = 100n; // the two extra digits
  const minor = (exact + scale / 2n) / scale;
  return Number(minor);
}

/** 35050 → 350.5 */
export const fromMinor = (minor: number, currency: Currency) => minor / 10 ** MINOR_DIGITS[currency];

/** 35050 → "350.50" (the form Fawry signs and Tamara reads). */
export const minorToDecimalString = (minor: number, currency: Currency) => fromMinor(minor, currency).toFixed(MINOR_DIGITS[currency]);

export interface Amounts {
  amountMinor: number;
  taxMinor: number;
  totalMinor: number;
  taxBasisPoints: number;
}

/** Tax rounded half up to the minor unit; basis points: 1500 = 15 %. */
export function computeAmounts(price: number, currency: Currency, taxBasisPoints: number): Amounts {
  const amountMinor = toMinor(price, currency);
  const taxMinor = Math.floor((amountMinor * taxBasisPoints + 5000) / 10000);
  return { amountMinor, taxMinor, totalMinor: amountMinor + taxMinor, taxBasisPoints };
}
