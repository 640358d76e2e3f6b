"use server";

import { getTranslations } from "next-intl/server";
import { getBusinessUnits } from "@/lib/api/business-units";
import { apiWrite } from "@/lib/api/write";
import { ThanksSchema } from "@/lib/contract/engagement";
import { fieldErrorsOf, toActionResult, type ActionResult } from "@/lib/forms/action-result";
import { getFormsT, getValidationT, visitorIp } from "@/lib/forms/server-validation";
import { isLocale, type Locale, localeOrDefault } from "@/lib/i18n/routing";
import { contactSchema } from "@/lib/validation/forms";

export type ContactFormInput = { unit: string; name: string; phone: string; email: string; subject: string; message: string };

/**
 * Sends a contact message to the chosen business unit's inbox. A public endpoint like every server
 * action: the input is checked again here with the form's schema, and again by the backend, which
 * also counts the attempts (3 a minute per visitor IP and per phone).
 */
export async function sendContactMessage(locale: Locale, input: ContactFormInput): Promise<ActionResult> {
  const formsT = await getFormsT(localeOrDefault(locale));
  if (!isLocale(locale) || !input || typeof input !== "object") return { ok: false, message: formsT("genericError") };
  const t = await getTranslations({ locale, namespace: "contact.fields" });
  const labels = { name: t("name"), phone: t("phone"), email: t("email"), subject: t("subject"), message: t("message") };
  const parsed = contactSchema(labels, await getValidationT(locale)).safeParse(input);
  if (!parsed.success) return { ok: false, message: formsT("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };

  const units = await getBusinessUnits(locale).catch(() => []);
  const unit = units.find((item) => String(item.id) === String(input.unit));
  const result = await apiWrite({
    method: "POST",
    path: "/api/contact",
    locale,
    body: parsed.data,
    buId: unit?.id,
    clientIp: await visitorIp(),
    schema: ThanksSchema,
  });
  return toActionResult(result, formsT, { data: () => undefined, successMessage: result.ok ? result.data.message : undefined });
}
