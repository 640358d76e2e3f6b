"use server";

import { getTranslations } from "next-intl/server";
import { apiWrite } from "@/lib/api/write";
import { ThanksSchema, newsletterSchema } from "@/lib/contract/engagement";
import { fieldErrorsOf, toActionResult, type ActionResult } from "@/lib/forms/action-result";
import { getFormsT, getValidationT, visitorIp } from "@/lib/forms/server-validation";
import { isLocale, type Locale, localeOrDefault } from "@/lib/i18n/routing";

export type NewsletterFormInput = { email: string; consent: boolean; page: string };

/**
 * Subscribes an email to the newsletter with the visitor's explicit consent and the page it was
 * given on. Checked here with the backend's schema, in the visitor's language.
 */
export async function subscribeToNewsletter(locale: Locale, input: NewsletterFormInput): Promise<ActionResult> {
  const formsT = await getFormsT(localeOrDefault(locale));
  if (!isLocale(locale) || !input || typeof input !== "object") return { ok: false, message: formsT("genericError") };
  const t = await getTranslations({ locale, namespace: "newsletter" });
  const schema = newsletterSchema({ email: t("emailLabel"), consentRequired: t("consentRequired") }, await getValidationT(locale));
  const page = typeof input.page === "string" && input.page.startsWith("/") ? input.page.slice(0, 500) : "/";
  const parsed = schema.safeParse({ email: input.email, consent: input.consent, page });
  if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await apiWrite({
    method: "POST",
    path: "/api/newsletter",
    locale,
    body: parsed.data,
    clientIp: await visitorIp(),
    schema: ThanksSchema,
  });
  return toActionResult(result, formsT, { data: () => undefined, successMessage: result.ok ? result.data.message : undefined });
}
