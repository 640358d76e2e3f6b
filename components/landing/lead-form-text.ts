import { getTranslations } from "next-intl/server";
import { getValidationT } from "@/lib/forms/server-validation";
import type { LandingPage } from "@/lib/contract/engagement";
import type { Locale } from "@/lib/i18n/routing";
import type { LeadFormText } from "./lead-form-fields";

/** The campaign's own limit on the name: 20 characters, or 50 for pages asking for the full name. */
export const leadNameMax = (page: LandingPage) => (page.form.name_variant === "long" ? 50 : 20);

/** The campaign form's words in `locale` (its title from the campaign page). */
export async function leadFormText(locale: Locale, page: LandingPage): Promise<LeadFormText> {
  const [t, tv, tf] = await Promise.all([
    getTranslations({ locale, namespace: "landing" }),
    getValidationT(locale),
    getTranslations({ locale, namespace: "forms" }),
  ]);
  const nameMax = leadNameMax(page);
  const labels = { name: t("fields.name"), phone: t("fields.phone"), message: t("fields.message") };
  return {
    title: page.form.title,
    allRequired: t("allRequired"),
    ...labels,
    phoneHint: t("hints.phone"),
    messageHint: t("hints.message"),
    submit: t("submit"),
    sending: t("sending"),
    nameRequired: tv("required", { field: labels.name }),
    nameTooLong: tv("max", { field: labels.name, length: nameMax }),
    phoneRequired: tv("required", { field: labels.phone }),
    phoneInvalid: tv("bookingPhone", { field: labels.phone }),
    messageRequired: tv("required", { field: labels.message }),
    genericError: tf("genericError"),
  };
}
