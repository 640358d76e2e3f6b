"use server";

import { RedirectType, redirect as redirectTo } from "next/navigation";
import { apiWrite } from "@/lib/api/write";
import { PaymentIdSchema, PaymentMethodSchema, PaymentResponseSchema } from "@/lib/contract/payments";
import { toActionResult } from "@/lib/forms/action-result";
import { getFormsT, visitorIp } from "@/lib/forms/server-validation";
import { redirect } from "@/lib/i18n/paths";
import { isLocale, localeOrDefault } from "@/lib/i18n/routing";

/** What the retry form shows after a refusal; `null` until then. */
export type RetryFormState = { message: string } | null;

/**
 * "Try again" or "pay cash instead" on the response page, as its form action, so a press made
 * before the page's script runs still goes through (React replays it, or the browser posts it).
 * The backend starts a new payment for the same booking and price (the amount never comes from
 * here); the visitor goes to its page by redirect (the provider's, or this site's for cash), or
 * reads the refusal's message.
 */
export async function retryPaymentFormAction(_previous: RetryFormState, form: FormData): Promise<RetryFormState> {
  const locale = form.get("locale");
  const paymentId = PaymentIdSchema.safeParse(form.get("paymentId"));
  const method = PaymentMethodSchema.safeParse(form.get("method"));
  const formsT = await getFormsT(localeOrDefault(locale));
  if (!isLocale(locale) || !paymentId.success || !method.success) return { message: formsT("genericError") };

  const result = toActionResult(
    await apiWrite({
      method: "POST",
      path: `/api/payments/${encodeURIComponent(paymentId.data)}/retry`,
      locale,
      body: { method: method.data },
      clientIp: await visitorIp(),
      schema: PaymentResponseSchema,
    }),
    formsT,
  );
  if (!result.ok) return { message: result.message };
  const next = result.data.data;
  if (next.redirect_url) redirectTo(next.redirect_url);
  // In place of the page that was not completed (Back does not return to it).
  return redirect({ href: { pathname: "/paymentResponse/[[...slug]]", params: { slug: [next.id] } }, locale }, RedirectType.replace);
}
