"use server";

import { getTranslations } from "next-intl/server";
import { getLandingPage } from "@/lib/api/engagement";
import { apiWrite } from "@/lib/api/write";
import { type LeadRequest, leadRequestSchema, ThanksSchema } from "@/lib/contract/engagement";
import { fieldErrorsOf, toActionResult, type ActionResult } from "@/lib/forms/action-result";
import { getFormsT, getValidationT, visitorIp } from "@/lib/forms/server-validation";
import { isLocale, type Locale, localeOrDefault } from "@/lib/i18n/routing";

/** Sends a campaign lead with its attribution; the page's own name limit (20 or 50) applies. */
export async function sendLead(locale: Locale, slug: string, input: LeadRequest): Promise<ActionResult> {
  const formsT = await getFormsT(localeOrDefault(locale));
  if (!isLocale(locale) || typeof slug !== "string" || slug.length > 200 || !input || typeof input !== "object") {
    return { ok: false, message: formsT("genericError") };
  }
  const page = await getLandingPage(locale, slug).catch(() => null);
  if (!page) return { ok: false, message: formsT("genericError") };
  const t = await getTranslations({ locale, namespace: "landing.fields" });
  const schema = leadRequestSchema({ name: t("name"), phone: t("phone"), message: t("message") }, await getValidationT(locale), page.form.name_variant);
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await apiWrite({
    method: "POST",
    path: `/api/landing_pages/${encodeURIComponent(page.slug)}/leads`,
    locale,
    body: parsed.data,
    clientIp: await visitorIp(),
    schema: ThanksSchema,
  });
  return toActionResult(result, formsT, { data: () => undefined, successMessage: result.ok ? result.data.message : undefined });
}
