"use server";

import { apiWrite } from "@/lib/api/write";
import { type PaymentMethod, PaymentIdSchema, PaymentMethodSchema, PaymentResponseSchema } from "@/lib/contract/payments";
import { type ActionResult, toActionResult } from "@/lib/forms/action-result";
import { getFormsT, visitorIp } from "@/lib/forms/server-validation";
import { isLocale, type Locale } from "@/lib/i18n/routing";

export type RetryOutcome = { paymentId: string; redirectUrl: string | null };

/**
 * "Try again" or "pay cash instead" on the response page: the backend starts a new payment for
 * the same booking and price (the amount never comes from here).
 */
export async function retryPaymentAction(locale: Locale, paymentId: string, method: PaymentMethod): Promise<ActionResult<RetryOutcome>> {
  const formsT = await getFormsT(isLocale(locale) ? locale : "ar");
  if (!isLocale(locale) || !PaymentIdSchema.safeParse(paymentId).success || !PaymentMethodSchema.safeParse(method).success) {
    return { ok: false, message: formsT("genericError") };
  }
  const result = await apiWrite({
    method: "POST",
    path: `/api/payments/${encodeURIComponent(paymentId)}/retry`,
    locale,
    body: { method },
    clientIp: await visitorIp(),
    schema: PaymentResponseSchema,
  });
  return toActionResult(result, formsT, { data: (body) => ({ paymentId: body.data.id, redirectUrl: body.data.redirect_url }) });
}
