/**
 * The payments module, as the booking and offers modules use it.
 *
 * Flow for an owner (appointment or offer booking):
 *  1. `quotePayment(deps, { businessUnitId, price })` → amount, tax, total, currency and the
 *     methods the unit offers, for the payment step.
 *  2. `startPayment(deps, { purpose, purposeId, businessUnitId, method, price, customer, lang, returnUrl })`
 *     with the price read from the database. Send the browser to `redirectUrl` when there is one
 *     (card, Tamara); otherwise straight to the response page (cash: `not_paid` = pay at the
 *     branch, the booking is confirmed; Fawry: `pending` with `reference` and `expiresAt`).
 *  3. Learn the outcome with `onPaymentStatus(purpose, handler)` (once per change), or read
 *     `getPayment(deps, paymentId)` / `paymentsOf(deps, purpose, purposeId)`.
 *  4. Cancel a paid booking with `refundPayment(deps, paymentId, amount?)`: same method, whole or part.
 *
 * Failures are thrown as `PaymentError` (`code`, `status` for HTTP, `text(lang)` for people).
 * HTTP: GET /api/payments/{id} (the response page), POST /api/payments/{id}/retry,
 * POST /api/payments/callbacks/{card|fawry|tamara} (providers), sandboxes under /sandbox/….
 */

export {
  /** Amount, tax (the unit's rate, or an exemption's), total and offered methods for a price. */
  quotePayment,
  /** Methods a business unit offers: cash and card everywhere, Fawry for EGP units, Tamara for SAR units. */
  availableMethods,
  /**
   * Creates the payment and asks the provider for its page or reference. Returns a PaymentView:
   * `{ paymentId, method, status, amount, tax, total, currency, redirectUrl, reference, expiresAt, … }`.
   * `returnUrl` is the site's payment response URL; `{paymentId}` in it is replaced by the new id
   * (without it the id is appended as the last path segment).
   */
  startPayment,
  /**
   * The payment by public id, after asking the provider when it is still pending (never trusting
   * a redirect's query string). `{ refresh: false }` reads the database only. null: unknown id.
   */
  getPayment,
  /** All payments of one booking, newest first. */
  paymentsOf,
  /** Refund by the same method; `amount` in the major unit for a partial refund, all that remains without it. */
  refundPayment,
  /** The branch took the cash: a cash payment becomes paid (once). */
  recordCashPayment,
  /** A new payment for the same booking after a failed one, with another (or the same) method. */
  retryPayment,
  type StartPaymentInput,
  type Customer,
  type Quote,
  type RefundResult,
} from "./service";
export {
  /** Registers the owner of a purpose; its handler hears every status change once. */
  onPaymentStatus,
  /** Lets the owner describe the booking (code, title, details) on the payment response page. */
  registerPaymentSummary,
  type PaymentStatusChange,
  type PaymentStatusHandler,
  type PaymentSummary,
  type PaymentSummaryProvider,
} from "./listeners";
export { PaymentError, type PaymentErrorCode } from "./errors";
export type { PaymentView } from "./view";
export type { PaymentMethod, PaymentPurpose, PaymentStatus } from "./types";
export { PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATUSES } from "../db/schema";
