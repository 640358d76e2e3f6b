"use server";

import { RedirectType, redirect as redirectTo } from "next/navigation";
import { apiWrite } from "@/lib/api/write";
import { type PaymentMethod, PaymentIdSchema, PaymentMethodSchema, PaymentResponseSchema } from "@/lib/contract/payments";
import { type ActionResult, toActionResult } from "@/lib/forms/action-result";
import { getFormsT, visitorIp } from "@/lib/forms/server-validation";
import { redirect } from "@/lib/i18n/navigation";
import { isLocale, type Locale } from "@/lib/i18n/routing";

type RetryOutcome = { paymentId: string; redirectUrl: string | null };

/**
 * "Try again" or "pay cash instead" on the response page: the backend starts a new payment for
 * the same booking and price (the amount never comes from here).
 */
async function retryPaymentAction(locale: Locale, paymentId: string, method: PaymentMethod): Promise<ActionResult<RetryOutcome>> {
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

/** What the retry form shows after a refusal; `null` until then. */
export type RetryFormState = { message: string } | null;

/**
 * The retry as the response page's form action, so a press made before the page's script runs
 * still goes through (React replays it, or the browser posts it): the new payment's page by
 * redirect (the provider's, or this site's for cash), or the refusal's message.
 */
export async function retryPaymentFormAction(_previous: RetryFormState, form: FormData): Promise<RetryFormState> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const locale = field("locale");
  const result = await retryPaymentAction(locale as Locale, field("paymentId"), field("method") as PaymentMethod);
  if (!result.ok) return { message: result.message };
  if (result.data.redirectUrl) redirectTo(result.data.redirectUrl);
  // In place of the page that was not completed (Back does not return to it); retryPaymentAction
  // refused any other locale.
  return redirect({ href: { pathname: "/paymentResponse/[[...slug]]", params: { slug: [result.data.paymentId] } }, locale: locale as Locale }, RedirectType.replace);
}
