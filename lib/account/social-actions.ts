"use server";

import { getTranslations } from "next-intl/server";
import { apiWrite } from "@/lib/api/write";
import { sealSignInHandoff } from "@/lib/auth/sign-in-handoff";
import { readSessionToken } from "@/lib/auth/user-token";
import { CODE_KEY_PATTERN, OtpSentResponseSchema, SignedInResponseSchema } from "@/lib/contract/accounts";
import { type ActionResult, fieldErrorsOf, toActionResult } from "@/lib/forms/action-result";
import { getFormsT, getValidationT, visitorIp } from "@/lib/forms/server-validation";
import { localeOrDefault } from "@/lib/i18n/routing";
import { mobile, otpSchema } from "@/lib/validation";
import { z } from "zod";


/**
 * The mobile number of a first social sign-in. The provider account comes from the pending
 * session in the encrypted cookie (the backend's sealed ticket), never from the browser.
 */
export async function socialMobileAction(
  rawLocale: string,
  values: { mobile: string },
): Promise<ActionResult<{ identifier: string; channel: "sms" | "email"; resendAfter: number }>> {
  const locale = localeOrDefault(rawLocale);
  const t = await getTranslations({ locale, namespace: "account" });
  const parsed = z.object({ mobile: mobile({ label: t("mobileLabel"), t: await getValidationT(locale) }) }).safeParse(values);
  const formsT = await getFormsT(locale);
  if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
  const ticket = (await readSessionToken())?.socialTicket;
  const auth = await getTranslations({ locale, namespace: "auth" });
  if (typeof ticket !== "string" || !ticket) return { ok: false, message: auth("signInIncomplete") };
  const result = await apiWrite({
    method: "POST",
    path: "/api/auth/social/mobile",
    locale,
    clientIp: await visitorIp(),
    body: { ticket, mobile: parsed.data.mobile },
    schema: OtpSentResponseSchema,
  });
  if (!result.ok && result.kind === "fields" && result.fieldErrors.ticket) return { ok: false, message: auth("signInIncomplete") };
  return toActionResult(result, formsT, {
    data: (data) => ({ identifier: data.identifier, channel: data.channel, resendAfter: data.resend_after }),
  });
}

/**
 * The code that links a Google or Facebook account to the account with its email, sent to that
 * account's mobile. The provider account and the account come from the pending session's sealed
 * ticket, never from the browser; a right code answers the sealed sign-in handoff that next-auth's
 * "otp" provider turns into the account's session. `key`: the code's key, when the page was opened
 * from the link in the code's message.
 */
export async function socialLinkAction(rawLocale: string, values: { code: string; key?: string }): Promise<ActionResult<{ handoff: string }>> {
  const locale = localeOrDefault(rawLocale);
  const t = await getTranslations({ locale, namespace: "account" });
  const formsT = await getFormsT(locale);
  const parsed = otpSchema({ code: t("codeLabel") }, await getValidationT(locale)).safeParse(values);
  if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
  const ticket = (await readSessionToken())?.socialLinkTicket;
  const auth = await getTranslations({ locale, namespace: "auth" });
  if (typeof ticket !== "string" || !ticket) return { ok: false, message: auth("signInIncomplete") };
  const result = await apiWrite({
    method: "POST",
    path: "/api/auth/social/link",
    locale,
    clientIp: await visitorIp(),
    body: { ticket, code: parsed.data.code, ...(typeof values.key === "string" && CODE_KEY_PATTERN.test(values.key) ? { key: values.key } : {}) },
    schema: SignedInResponseSchema,
  });
  if (!result.ok && result.kind === "fields" && result.fieldErrors.ticket) return { ok: false, message: auth("signInIncomplete") };
  if (!result.ok) {
    const failure = toActionResult(result, formsT);
    if (failure.ok) return { ok: false, message: auth("signInIncomplete") };
    // The code's own message is the form's message too, so the alert announces it.
    return failure.fieldErrors?.code ? { ...failure, message: failure.fieldErrors.code } : failure;
  }
  return { ok: true, data: { handoff: await sealSignInHandoff(result.data.token, result.data.expires_in) } };
}
