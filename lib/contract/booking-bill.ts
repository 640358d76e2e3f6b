/** Money rounded to halalas / piastres. */
export const roundMoney = (amount: number) => Math.round(amount * 100) / 100;

export interface PatientBill {
  /** The patient's part of the fee, before tax. */
  price: number;
  tax: number;
  /** What the patient pays, tax included. */
  total: number;
  /** The fee's part the insurer pays (before tax). */
  insurer: number;
}

/**
 * What the patient pays for a held time (SPEC §3): the whole fee, or, when insured, the
 * deductible — `deductibleRate` of the fee, capped by `maxLimit` (0: no cap) — with the tax in the
 * same proportion. The backend charges this and the booking form shows it, from this one function.
 */
export function patientBill(
  hold: { price: number; tax: number },
  insurance?: { deductibleRate: number; maxLimit: number } | null,
): PatientBill {
  if (!insurance) return { price: hold.price, tax: hold.tax, total: roundMoney(hold.price + hold.tax), insurer: 0 };
  const uncapped = roundMoney(hold.price * insurance.deductibleRate);
  const price = roundMoney(insurance.maxLimit > 0 ? Math.min(uncapped, insurance.maxLimit) : uncapped);
  const total = price > 0 && hold.price > 0 ? roundMoney(price + hold.tax * (price / hold.price)) : 0;
  return { price, tax: roundMoney(total - price), total, insurer: roundMoney(hold.price - price) };
}
