"use server";

import { getTranslations } from "next-intl/server";
import { apiWrite } from "@/lib/api/write";
import { userBackendToken } from "@/lib/auth/user-token";
import { MessageSchema } from "@/lib/contract/common";
import { RiskAssessmentSavedSchema, toWireAnswers } from "@/lib/contract/risk";
import { fieldErrorsOf, toActionResult, type ActionResult } from "@/lib/forms/action-result";
import { getFormsT, visitorIp } from "@/lib/forms/server-validation";
import { localeOrDefault } from "@/lib/i18n/routing";
import { findriscFormSchema, type RiskFormValues } from "./form-schema";

/**
 * Saving a risk assessment to the signed-in patient's profile, and removing one. Public endpoints
 * like every server action: the answers are validated again here and the score is computed by the
 * backend. Nothing here logs a value (health data). `signedOut` tells the page to offer sign-in.
 */

export type RiskSaveResult = ActionResult<{ id: number }> | { ok: false; signedOut: true; message: string };

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{8,128}$/;

export async function saveRiskAssessmentAction(rawLocale: string, values: RiskFormValues, idempotencyKey: string): Promise<RiskSaveResult> {
  const locale = localeOrDefault(rawLocale);
  const t = await getTranslations({ locale, namespace: "risk" });
  const signInFirst = (await getTranslations({ locale, namespace: "risk.save" }))("signInFirst");
  const formsT = await getFormsT(locale);
  const userToken = await userBackendToken();
  if (!userToken) return { ok: false, signedOut: true, message: signInFirst };
  if (!IDEMPOTENCY_KEY.test(String(idempotencyKey))) return { ok: false, message: formsT("genericError") };
  const parsed = findriscFormSchema({
    age: t("errors.age"),
    height: t("errors.height"),
    weight: t("errors.weight"),
    waist: t("errors.waist"),
    choose: t("errors.choose"),
  }).safeParse(values);
  if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };

  const answers = toWireAnswers({ ...parsed.data, age: Math.trunc(parsed.data.age) });
  const result = await apiWrite({
    method: "POST",
    path: "/api/profile/risk-assessments",
    locale,
    userToken,
    idempotencyKey,
    clientIp: await visitorIp(),
    body: { tool: "findrisc", answers },
    schema: RiskAssessmentSavedSchema,
  });
  if (!result.ok && result.kind === "unauthorized") return { ok: false, signedOut: true, message: signInFirst };
  return toActionResult(result, formsT, { data: (saved) => ({ id: saved.data.id }), successMessage: result.ok ? result.data.message : undefined });
}

export async function removeRiskAssessmentAction(rawLocale: string, id: number): Promise<ActionResult<undefined>> {
  const locale = localeOrDefault(rawLocale);
  const formsT = await getFormsT(locale);
  const userToken = await userBackendToken();
  if (!userToken) return { ok: false, message: (await getTranslations({ locale, namespace: "profile" }))("sessionEnded") };
  if (!Number.isSafeInteger(id) || id <= 0) return { ok: false, message: formsT("genericError") };
  const result = await apiWrite({
    method: "DELETE",
    path: `/api/profile/risk-assessments/${id}`,
    locale,
    userToken,
    clientIp: await visitorIp(),
    schema: MessageSchema,
  });
  return toActionResult(result, formsT, { data: () => undefined, successMessage: result.ok ? result.data.message : undefined });
}
