"use server";

import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { apiWrite } from "@/lib/api/write";
import { sealSignInHandoff } from "@/lib/auth/sign-in-handoff";
import {
  CODE_KEY_PATTERN,
  OtpResendResponseSchema,
  OtpSentResponseSchema,
  ResetTokenResponseSchema,
  SignedInResponseSchema,
  type OtpSentResponse,
} from "@/lib/contract/accounts";
import { MessageSchema } from "@/lib/contract/common";
import { type ActionResult, fieldErrorsOf, toActionResult } from "@/lib/forms/action-result";
import { getFormsT, getValidationT, visitorIp } from "@/lib/forms/server-validation";
import { type Locale, localeOrDefault } from "@/lib/i18n/routing";
import { newPasswordSchema, otpSchema, resetPasswordRequestSchema, signUpSchema } from "@/lib/validation";
import { signUpLabels } from "./sign-up-labels";

/**
 * Server actions of sign-up, the code pages and password reset. Every one re-validates with the
 * form's own schema (each is a public endpoint), calls the backend with the app token and the
 * visitor's IP (the backend's code limits count visitors), and answers plain data: the backend's
 * user token and reset token never reach the browser.
 */

/** The verified reset token, between the code page and the new-password page. */
const RESET_COOKIE = "hg_reset";


async function labels(locale: Locale) {
  const t = await getTranslations({ locale, namespace: "account" });
  return {
    ...signUpLabels(t),
    identifier: t("identifierLabel"),
    code: t("codeLabel"),
  };
}

type Invalid = { ok: false; message: string; fieldErrors: Record<string, string> };
async function invalid(locale: Locale, error: Parameters<typeof fieldErrorsOf>[0]): Promise<Invalid> {
  const t = await getFormsT(locale);
  return { ok: false, message: t("fixErrors"), fieldErrors: fieldErrorsOf(error) };
}

export interface SignUpValues {
  name: string;
  email: string;
  mobile: string;
  password: string;
  password_confirmation: string;
  newsletter: boolean;
}

export async function registerAction(rawLocale: string, values: SignUpValues): Promise<ActionResult<OtpSentResponse>> {
  const locale = localeOrDefault(rawLocale);
  const parsed = signUpSchema(await labels(locale), await getValidationT(locale)).safeParse(values);
  if (!parsed.success) return invalid(locale, parsed.error);
  const result = await apiWrite({
    method: "POST",
    path: "/api/auth/register",
    locale,
    clientIp: await visitorIp(),
    body: {
      first_name: parsed.data.name,
      email: parsed.data.email,
      mobile: parsed.data.mobile,
      password: parsed.data.password,
      password_confirmation: parsed.data.password_confirmation,
      newsletter: values.newsletter === true,
    },
    schema: OtpSentResponseSchema,
  });
  return toActionResult(result, await getFormsT(locale), { fieldNames: { first_name: "name" } });
}

export type CodePurpose = "register" | "reset";

/**
 * Checks a code. For sign-up the answer is the sealed sign-in handoff (the browser passes it to
 * next-auth's "otp" provider); for a reset the token goes into an httpOnly cookie.
 */
export async function verifyCodeAction(
  rawLocale: string,
  values: { identifier: string; code: string; purpose: CodePurpose; key?: string },
): Promise<ActionResult<{ handoff?: string }>> {
  const locale = localeOrDefault(rawLocale);
  const parsed = otpSchema(await labels(locale), await getValidationT(locale)).safeParse({ code: values.code });
  if (!parsed.success) return invalid(locale, parsed.error);
  const purpose: CodePurpose = values.purpose === "reset" ? "reset" : "register";
  // A reset code's key, from the link in its message (lib/account/code-link.ts); anything else is dropped.
  const key = purpose === "reset" && typeof values.key === "string" && CODE_KEY_PATTERN.test(values.key) ? values.key : undefined;
  const body = { identifier: String(values.identifier ?? ""), code: parsed.data.code, purpose, ...(key ? { key } : {}) };
  const t = await getFormsT(locale);
  const clientIp = await visitorIp();

  if (purpose === "register") {
    const result = await apiWrite({ method: "POST", path: "/api/auth/otp/verify", locale, clientIp, body, schema: SignedInResponseSchema });
    if (!result.ok) return codeFailure(toActionResult(result, t));
    return { ok: true, data: { handoff: await sealSignInHandoff(result.data.token, result.data.expires_in) } };
  }
  const result = await apiWrite({ method: "POST", path: "/api/auth/otp/verify", locale, clientIp, body, schema: ResetTokenResponseSchema });
  if (!result.ok) return codeFailure(toActionResult(result, t));
  (await cookies()).set(RESET_COOKIE, result.data.reset_token, {
    httpOnly: true,
    sameSite: "strict",
    secure: process.env.NODE_ENV === "production" && (process.env.NEXTAUTH_URL ?? "").startsWith("https:"),
    path: "/",
    maxAge: result.data.expires_in,
  });
  return { ok: true, data: {} };
}

/** The backend's "The code is wrong or expired!" is the whole story: show it as the form's message too. */
function codeFailure<T>(result: ActionResult<T>): ActionResult<T> {
  if (result.ok || !result.fieldErrors?.code) return result;
  return { ...result, message: result.fieldErrors.code };
}

export async function resendCodeAction(
  rawLocale: string,
  values: { identifier: string; purpose: CodePurpose },
): Promise<ActionResult<{ resendAfter: number }>> {
  const locale = localeOrDefault(rawLocale);
  const result = await apiWrite({
    method: "POST",
    path: "/api/auth/otp/resend",
    locale,
    clientIp: await visitorIp(),
    body: { identifier: String(values.identifier ?? ""), purpose: values.purpose === "reset" ? "reset" : "register" },
    schema: OtpResendResponseSchema,
  });
  return toActionResult(result, await getFormsT(locale), {
    data: (data) => ({ resendAfter: data.resend_after }),
    successMessage: result.ok ? result.data.message : undefined,
  });
}

export async function forgotPasswordAction(rawLocale: string, values: { identifier: string }): Promise<ActionResult<OtpSentResponse>> {
  const locale = localeOrDefault(rawLocale);
  const parsed = resetPasswordRequestSchema(await labels(locale), await getValidationT(locale)).safeParse(values);
  if (!parsed.success) return invalid(locale, parsed.error);
  const result = await apiWrite({
    method: "POST",
    path: "/api/auth/password/forgot",
    locale,
    clientIp: await visitorIp(),
    body: { email_or_phone: parsed.data.identifier },
    schema: OtpSentResponseSchema,
  });
  return toActionResult(result, await getFormsT(locale), { fieldNames: { email_or_phone: "identifier" } });
}

export async function setNewPasswordAction(
  rawLocale: string,
  values: { password: string; password_confirmation: string },
): Promise<ActionResult<undefined>> {
  const locale = localeOrDefault(rawLocale);
  const parsed = newPasswordSchema(await labels(locale), await getValidationT(locale)).safeParse(values);
  if (!parsed.success) return invalid(locale, parsed.error);
  const jar = await cookies();
  const resetToken = jar.get(RESET_COOKIE)?.value;
  const t = await getTranslations({ locale, namespace: "account" });
  if (!resetToken) return { ok: false, message: t("resetExpired") };
  const result = await apiWrite({
    method: "POST",
    path: "/api/auth/password/reset",
    locale,
    clientIp: await visitorIp(),
    body: { reset_token: resetToken, ...parsed.data },
    schema: MessageSchema,
  });
  if (result.ok || (result.kind === "fields" && result.fieldErrors.reset_token)) jar.delete(RESET_COOKIE);
  if (!result.ok && result.kind === "fields" && result.fieldErrors.reset_token) return { ok: false, message: t("resetExpired") };
  return toActionResult(result, await getFormsT(locale), {
    data: () => undefined,
    successMessage: result.ok ? result.data.message : undefined,
  });
}
