"use server";

import { getTranslations } from "next-intl/server";
import { apiWrite } from "@/lib/api/write";
import { CODE_KEY_PATTERN } from "@/lib/contract/accounts";
import { RecordsLinkConfirmedSchema, RecordsLinkStartedSchema } from "@/lib/contract/records";
import { type ActionResult, fieldErrorsOf, toActionResult } from "@/lib/forms/action-result";
import { getFormsT, getValidationT, visitorIp } from "@/lib/forms/server-validation";
import { localeOrDefault } from "@/lib/i18n/routing";
import { userBackendToken } from "@/lib/auth/user-token";
import { otpSchema } from "@/lib/validation";
import { recordsLinkSchema } from "./link-schema";

/**
 * Linking a password account to its HIS record (POST /api/records/link, then /link/confirm) with
 * the user's token from the session cookie. The identifier is never logged nor echoed back.
 */

async function signedOut(locale: "ar" | "en"): Promise<{ ok: false; message: string }> {
  const t = await getTranslations({ locale, namespace: "profile" });
  return { ok: false, message: t("sessionEnded") };
}

export async function startRecordsLinkAction(rawLocale: string, values: { identifier: string }): Promise<ActionResult<{ message: string; resendIn: number }>> {
  const locale = localeOrDefault(rawLocale);
  const userToken = await userBackendToken();
  if (!userToken) return signedOut(locale);
  const t = await getTranslations({ locale, namespace: "records.link" });
  const formsT = await getFormsT(locale);
  const parsed = recordsLinkSchema({ identifier: t("identifier"), identifierInvalid: t("identifierInvalid") }, await getValidationT(locale)).safeParse({
    identifier: String(values?.identifier ?? ""),
  });
  if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await apiWrite({
    method: "POST",
    path: "/api/records/link",
    locale,
    userToken,
    clientIp: await visitorIp(),
    body: { identifier: parsed.data.identifier },
    schema: RecordsLinkStartedSchema,
  });
  return toActionResult(result, formsT, { data: (data) => ({ message: data.message, resendIn: data.resend_in }) });
}

/** `key`: the code's key from its SMS's link, when the page was opened from it (the backend checks it). */
export async function confirmRecordsLinkAction(rawLocale: string, values: { code: string; key?: string }): Promise<ActionResult<{ message: string }>> {
  const locale = localeOrDefault(rawLocale);
  const userToken = await userBackendToken();
  if (!userToken) return signedOut(locale);
  const t = await getTranslations({ locale, namespace: "records.link" });
  const formsT = await getFormsT(locale);
  const parsed = otpSchema({ code: t("code") }, await getValidationT(locale)).safeParse({ code: String(values?.code ?? "") });
  if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await apiWrite({
    method: "POST",
    path: "/api/records/link/confirm",
    locale,
    userToken,
    clientIp: await visitorIp(),
    body: { code: parsed.data.code, ...(typeof values.key === "string" && CODE_KEY_PATTERN.test(values.key) ? { key: values.key } : {}) },
    schema: RecordsLinkConfirmedSchema,
  });
  const answer = toActionResult(result, formsT, { data: (data) => ({ message: data.message }) });
  // A wrong code's message says it all: the form shows it under the field too.
  return !answer.ok && answer.fieldErrors?.code ? { ...answer, message: answer.fieldErrors.code } : answer;
}
