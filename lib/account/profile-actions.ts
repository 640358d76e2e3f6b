"use server";

import { getTranslations } from "next-intl/server";
import { apiGetUncached } from "@/lib/api/client";
import { apiWrite } from "@/lib/api/write";
import { userBackendToken } from "@/lib/auth/user-token";
import {
  AccountExportSchema,
  ContactChangedResponseSchema,
  OtpSentResponseSchema,
  ProfileUpdateResponseSchema,
} from "@/lib/contract/accounts";
import { MessageSchema } from "@/lib/contract/common";
import { type ActionResult, fieldErrorsOf, toActionResult } from "@/lib/forms/action-result";
import { getFormsT, getValidationT, visitorIp } from "@/lib/forms/server-validation";
import { type Locale, localeOrDefault } from "@/lib/i18n/routing";
import { otpSchema } from "@/lib/validation";
import { profileFormSchema, toProfileRequest, type ProfileFormInput } from "./profile-schema";
import { profileFormText } from "./profile-text";

/**
 * Server actions of the profile page. Each reads the user's backend token from the session
 * cookie (never from the browser) and re-validates what it is given. Nothing here logs values:
 * lifestyle answers are health data.
 */


async function signedOut(locale: Locale): Promise<{ ok: false; message: string }> {
  const t = await getTranslations({ locale, namespace: "profile" });
  return { ok: false, message: t("sessionEnded") };
}

export interface PendingContact {
  identifier: string;
  channel: "sms" | "email";
}

export async function updateProfileAction(rawLocale: string, values: ProfileFormInput): Promise<ActionResult<{ pending: PendingContact[] }>> {
  const locale = localeOrDefault(rawLocale);
  const userToken = await userBackendToken();
  if (!userToken) return signedOut(locale);
  const t = await getTranslations({ locale, namespace: "profile" });
  const parsed = profileFormSchema(profileFormText(t), await getValidationT(locale)).safeParse(values);
  const formsT = await getFormsT(locale);
  if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await apiWrite({
    method: "PUT",
    path: "/api/profile",
    locale,
    userToken,
    clientIp: await visitorIp(),
    body: toProfileRequest(parsed.data),
    schema: ProfileUpdateResponseSchema,
  });
  return toActionResult(result, formsT, {
    data: (data) => ({ pending: data.pending_verification.map(({ identifier, channel }) => ({ identifier, channel })) }),
    successMessage: result.ok ? result.data.message : undefined,
  });
}

export async function verifyContactAction(rawLocale: string, values: { identifier: string; code: string }): Promise<ActionResult<undefined>> {
  const locale = localeOrDefault(rawLocale);
  const userToken = await userBackendToken();
  if (!userToken) return signedOut(locale);
  const t = await getTranslations({ locale, namespace: "profile" });
  const parsed = otpSchema({ code: t("codeLabel") }, await getValidationT(locale)).safeParse({ code: values.code });
  const formsT = await getFormsT(locale);
  if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await apiWrite({
    method: "POST",
    path: "/api/auth/otp/verify",
    locale,
    userToken,
    clientIp: await visitorIp(),
    body: { identifier: String(values.identifier ?? ""), code: parsed.data.code, purpose: "contact" },
    schema: ContactChangedResponseSchema,
  });
  const answer = toActionResult(result, formsT, { data: () => undefined, successMessage: result.ok ? result.data.message : undefined });
  // "The code is wrong or expired!" says it all: the form shows it as its message too.
  return !answer.ok && answer.fieldErrors?.code ? { ...answer, message: answer.fieldErrors.code } : answer;
}

/** Everything held about the patient, as the JSON text of the download. */
export async function exportProfileAction(rawLocale: string): Promise<ActionResult<{ json: string }>> {
  const locale = localeOrDefault(rawLocale);
  const userToken = await userBackendToken();
  if (!userToken) return signedOut(locale);
  try {
    const data = await apiGetUncached("/api/profile/export", { locale, userToken, schema: AccountExportSchema });
    return { ok: true, data: { json: JSON.stringify(data, null, 2) } };
  } catch {
    return { ok: false, message: (await getFormsT(locale))("genericError") };
  }
}

/** Sends the code that confirms deleting the account to the account's mobile. */
export async function sendDeleteCodeAction(rawLocale: string): Promise<ActionResult<{ identifier: string; resendAfter: number }>> {
  const locale = localeOrDefault(rawLocale);
  const userToken = await userBackendToken();
  if (!userToken) return signedOut(locale);
  const result = await apiWrite({
    method: "POST",
    path: "/api/profile/delete-code",
    locale,
    userToken,
    clientIp: await visitorIp(),
    schema: OtpSentResponseSchema,
  });
  return toActionResult(result, await getFormsT(locale), {
    data: (data) => ({ identifier: data.identifier, resendAfter: data.resend_after }),
    successMessage: result.ok ? result.data.message : undefined,
  });
}

/** Deletes the account, confirmed by the password or by the code from sendDeleteCodeAction. */
export async function deleteAccountAction(
  rawLocale: string,
  values: { password?: string; code?: string },
): Promise<ActionResult<undefined>> {
  const locale = localeOrDefault(rawLocale);
  const userToken = await userBackendToken();
  if (!userToken) return signedOut(locale);
  const t = await getTranslations({ locale, namespace: "profile" });
  const formsT = await getFormsT(locale);
  let body: { password: string } | { code: string };
  if (values.code !== undefined) {
    const parsed = otpSchema({ code: t("codeLabel") }, await getValidationT(locale)).safeParse({ code: values.code });
    if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
    body = { code: parsed.data.code };
  } else {
    const password = typeof values.password === "string" ? values.password : "";
    if (!password) return { ok: false, message: t("deletePasswordRequired"), fieldErrors: { password: t("deletePasswordRequired") } };
    body = { password };
  }
  const result = await apiWrite({
    method: "DELETE",
    path: "/api/profile",
    locale,
    userToken,
    clientIp: await visitorIp(),
    body,
    schema: MessageSchema,
  });
  const answer = toActionResult(result, formsT, { data: () => undefined, successMessage: result.ok ? result.data.message : undefined });
  // "The code is wrong or expired!" says it all: the form shows it as its message too.
  return !answer.ok && answer.fieldErrors?.code ? { ...answer, message: answer.fieldErrors.code } : answer;
}
