/**
 * The payments module as the booking engine uses it; one import site, so the booking code names
 * only what it needs.
 */
export { getPayment, quotePayment, refundPayment, startPayment } from "../payments/service";
export { onPaymentStatus, registerPaymentSummary, type PaymentStatusChange } from "../payments/listeners";
export { PaymentError } from "../payments/errors";
export type { PaymentView } from "../payments/view";
