/**
 * The payments module as the booking engine uses it; one import site, so the booking code names
 * only what it needs.
 */
export {
  PaymentError,
  type PaymentStatusChange,
  type PaymentView,
  onPaymentStatus,
  quotePayment,
  refundPayment,
  registerPaymentSummary,
  startPayment,
} from "../payments";
