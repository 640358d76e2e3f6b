import type { Currency } from "./money";
import { fromMinor } from "./money";
import type { PaymentMethod, PaymentPurpose, PaymentRow, PaymentStatus } from "./types";

/** A payment as the rest of the backend sees it: amounts in the currency's major unit. */
export interface PaymentView {
  /** Opaque public id ("pay_…"): the only id that goes into URLs and to the website. */
  paymentId: string;
  purpose: PaymentPurpose;
  purposeId: number;
  businessUnitId: number;
  method: PaymentMethod;
  status: PaymentStatus;
  currency: Currency;
  /** Price before tax, tax, and total, e.g. 350, 52.5, 402.5. */
  amount: number;
  tax: number;
  total: number;
  /** Tax rate in percent (15, 14, 0 for an exemption). */
  taxRate: number;
  refunded: number;
  /** Hosted page to send the browser to (card form, Tamara checkout); null for cash and Fawry. */
  redirectUrl: string | null;
  /** The number the patient pays with at a Fawry outlet. */
  reference: string | null;
  expiresAt: string | null;
  paidAt: string | null;
  createdAt: string;
}

export function toView(row: PaymentRow): PaymentView {
  const currency = row.currency;
  return {
    paymentId: row.publicId,
    purpose: row.purpose,
    purposeId: row.purposeId,
    businessUnitId: row.businessUnitId,
    method: row.method,
    status: row.status,
    currency,
    amount: fromMinor(row.amountMinor, currency),
    tax: fromMinor(row.taxMinor, currency),
    total: fromMinor(row.totalMinor, currency),
    taxRate: row.taxBasisPoints / 100,
    refunded: fromMinor(row.refundedMinor, currency),
    redirectUrl: row.status === "pending" ? row.redirectUrl : null,
    reference: row.displayReference,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
