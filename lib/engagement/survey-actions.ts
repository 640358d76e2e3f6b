"use server";

import { getTranslations } from "next-intl/server";
import { apiWrite } from "@/lib/api/write";
import { ThanksSchema, surveyAnswersSchema } from "@/lib/contract/engagement";
import { fieldErrorsOf, toActionResult, type ActionResult } from "@/lib/forms/action-result";
import { getFormsT, getValidationT, visitorIp } from "@/lib/forms/server-validation";
import { isLocale, type Locale, localeOrDefault } from "@/lib/i18n/routing";

export type SurveyAnswersInput = {
  name: string;
  email: string;
  phone: string;
  lead?: string;
  answers: Array<{ question_id: number; value: string | boolean }>;
};

const SLUG = /^[a-z0-9-]{1,80}$/;

/**
 * Sends a respondent's answers. Checked here with the shared schema; the backend checks the
 * answers against the survey's questions and refuses a second answer by the same person.
 */
export async function submitSurvey(locale: Locale, buId: number, slug: string, input: SurveyAnswersInput): Promise<ActionResult> {
  const formsT = await getFormsT(localeOrDefault(locale));
  if (!isLocale(locale) || !Number.isInteger(buId) || buId < 1 || !SLUG.test(String(slug)) || !input || typeof input !== "object") {
    return { ok: false, message: formsT("genericError") };
  }
  const t = await getTranslations({ locale, namespace: "survey.fields" });
  const parsed = surveyAnswersSchema({ name: t("name"), email: t("email"), phone: t("phone") }, await getValidationT(locale)).safeParse(input);
  if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await apiWrite({
    method: "POST",
    path: `/api/surveys/${slug}/answers`,
    locale,
    buId,
    body: parsed.data,
    clientIp: await visitorIp(),
    schema: ThanksSchema,
  });
  return toActionResult(result, formsT, { data: () => undefined, successMessage: result.ok ? result.data.message : undefined });
}
