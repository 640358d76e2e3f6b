import { type ServerMessageKey, serverMessage } from "../http/messages";

export type PaymentErrorCode =
  | "unknown_business_unit"
  | "method_unavailable"
  | "no_tax_rate"
  | "invalid_input"
  | "not_found"
  | "not_refundable"
  | "refund_too_large"
  | "not_retryable"
  | "provider_failed";

/** Each refusal's message in the message files' `server` namespace. */
const MESSAGES: Record<PaymentErrorCode, ServerMessageKey> = {
  unknown_business_unit: "payments.errors.unknownBusinessUnit",
  method_unavailable: "payments.errors.methodUnavailable",
  no_tax_rate: "payments.errors.noTaxRate",
  invalid_input: "payments.errors.invalidInput",
  not_found: "payments.errors.notFound",
  not_refundable: "payments.errors.notRefundable",
  refund_too_large: "payments.errors.refundTooLarge",
  not_retryable: "payments.errors.notRetryable",
  provider_failed: "payments.errors.providerFailed",
};

/** A refusal the caller can show: `code` for logic, `message(lang)` for people. */
export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    detail?: string,
  ) {
    super(detail ?? serverMessage("en", MESSAGES[code]));
  }

  text(lang: "ar" | "en"): string {
    return serverMessage(lang, MESSAGES[this.code]);
  }

  /** The HTTP status a route answers with. */
  get status(): 404 | 409 | 422 | 502 {
    if (this.code === "not_found") return 404;
    if (this.code === "provider_failed") return 502;
    if (this.code === "not_refundable" || this.code === "not_retryable") return 409;
    return 422;
  }
}
