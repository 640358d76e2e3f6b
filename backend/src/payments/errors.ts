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

const MESSAGES: Record<PaymentErrorCode, [ar: string, en: string]> = {
  unknown_business_unit: ["الجهة غير معروفة.", "Unknown business unit."],
  method_unavailable: ["طريقة الدفع هذه غير متاحة لهذه الجهة.", "This payment method is not available here."],
  no_tax_rate: ["لا توجد نسبة ضريبة لهذه الجهة.", "This business unit has no tax rate."],
  invalid_input: ["البيانات المدخلة غير صحيحة.", "The given data was invalid."],
  not_found: ["عملية الدفع غير موجودة.", "Payment not found."],
  not_refundable: ["لا يمكن استرداد هذه العملية.", "This payment cannot be refunded."],
  refund_too_large: ["المبلغ المطلوب استرداده أكبر من المتبقي.", "The refund is larger than what remains paid."],
  not_retryable: ["لا يمكن إعادة محاولة هذه العملية.", "This payment cannot be tried again."],
  provider_failed: ["تعذر الاتصال بمزود الدفع، حاول مرة أخرى.", "The payment provider could not be reached, please try again."],
};

/** A refusal the caller can show: `code` for logic, `message(lang)` for people. */
export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    detail?: string,
  ) {
    super(detail ?? MESSAGES[code][1]);
  }

  text(lang: "ar" | "en"): string {
    return MESSAGES[this.code][lang === "ar" ? 0 : 1];
  }

  /** The HTTP status a route answers with. */
  get status(): 404 | 409 | 422 | 502 {
    if (this.code === "not_found") return 404;
    if (this.code === "provider_failed") return 502;
    if (this.code === "not_refundable" || this.code === "not_retryable") return 409;
    return 422;
  }
}
