"use server";

import { getTranslations } from "next-intl/server";
import { apiGetUncached } from "@/lib/api/client";
import { apiWrite } from "@/lib/api/write";
import { userBackendToken } from "@/lib/auth/user-token";
import { MessageSchema } from "@/lib/contract/common";
import {
  type FamilyMember,
  familyMemberRequestSchema,
  type FamilyMemberRequest,
  FamilyMemberResponseSchema,
  FamilyMembersResponseSchema,
} from "@/lib/contract/family";
import { type ActionResult, fieldErrorsOf, toActionResult } from "@/lib/forms/action-result";
import { getFormsT, getValidationT, visitorIp } from "@/lib/forms/server-validation";
import { type Locale, localeOrDefault } from "@/lib/i18n/routing";
import { familyFormText } from "./family-text";

/**
 * Server actions of the profile's family section and the booking's "for whom". Each reads the
 * user's backend token from the session cookie and re-validates what it is given with the form's
 * own schema; the backend checks it once more and answers another account's member as unknown.
 */

const validId = (id: unknown): id is number => typeof id === "number" && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;

async function signedOut(locale: Locale): Promise<{ ok: false; message: string }> {
  const t = await getTranslations({ locale, namespace: "profile" });
  return { ok: false, message: t("sessionEnded") };
}

/** The signed-in patient's members; null for a guest or when the backend cannot say (the step then asks nothing). */
export async function familyMembersAction(rawLocale: string): Promise<FamilyMember[] | null> {
  const locale = localeOrDefault(rawLocale);
  const userToken = await userBackendToken();
  if (!userToken) return null;
  try {
    return (await apiGetUncached("/api/profile/family", { locale, userToken, schema: FamilyMembersResponseSchema })).data;
  } catch {
    return null;
  }
}

/** Adds a member (`id` absent) or saves one of the patient's own. */
export async function saveFamilyMemberAction(rawLocale: string, values: FamilyMemberRequest, id?: number): Promise<ActionResult<FamilyMember>> {
  const locale = localeOrDefault(rawLocale);
  const userToken = await userBackendToken();
  if (!userToken) return signedOut(locale);
  const formsT = await getFormsT(locale);
  if (id !== undefined && !validId(id)) return { ok: false, message: formsT("genericError") };
  const t = await getTranslations({ locale, namespace: "family" });
  const parsed = familyMemberRequestSchema(familyFormText(t), await getValidationT(locale)).safeParse(values);
  if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await apiWrite({
    method: id === undefined ? "POST" : "PUT",
    path: id === undefined ? "/api/profile/family" : `/api/profile/family/${id}`,
    locale,
    userToken,
    clientIp: await visitorIp(),
    body: parsed.data,
    schema: FamilyMemberResponseSchema,
  });
  return toActionResult(result, formsT, { data: (body) => body.data, successMessage: result.ok ? result.data.message : undefined });
}

export async function removeFamilyMemberAction(rawLocale: string, id: number): Promise<ActionResult<undefined>> {
  const locale = localeOrDefault(rawLocale);
  const userToken = await userBackendToken();
  if (!userToken) return signedOut(locale);
  const formsT = await getFormsT(locale);
  if (!validId(id)) return { ok: false, message: formsT("genericError") };
  const result = await apiWrite({
    method: "DELETE",
    path: `/api/profile/family/${id}`,
    locale,
    userToken,
    clientIp: await visitorIp(),
    schema: MessageSchema,
  });
  return toActionResult(result, formsT, { data: () => undefined, successMessage: result.ok ? result.data.message : undefined });
}
