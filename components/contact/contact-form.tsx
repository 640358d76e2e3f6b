import { getTranslations } from "next-intl/server";
import { DeclaredForm, DeclaredFormMarkup } from "@/components/forms/declared-form";
import type { FormSpec } from "@/components/forms/form-spec";
import { buttonClasses } from "@/components/ui/button";
import { getBusinessUnits } from "@/lib/api/business-units";
import { sendContactMessage } from "@/lib/engagement/contact-actions";
import { env } from "@/lib/env";
import { getValidationT } from "@/lib/forms/server-validation";
import { CONTACT_LENGTHS } from "@/lib/validation/forms";
import { ANSWER_CARD, valuesOf, type NoScriptDeclaration } from "@/lib/forms/no-script/declaration";
import type { Locale } from "@/lib/i18n/routing";

type ContactUnits = ReadonlyArray<{ id: number; name: string }>;

const FIELDS = ["unit", "name", "phone", "email", "subject", "message"] as const;

/**
 * The contact page's message form (SPEC §5 contact rules), declared in one place: its fields and
 * the rules the browser checks (contactSpec: the bounds of lib/validation's contactSchema), its
 * server action (sendContactMessage, which checks again with that schema), and what a plain post
 * sends through that same action. The server renders it as native fields that a browser without
 * JavaScript posts to /api/forms/contact; its code (the one of every form told as data) loads
 * when a field takes the focus. On success the fields empty and the thanks is announced; on any
 * failure everything typed stays, field errors sit under their field and the server's words
 * ("maximum attempts per minute is 3", the generic error) are announced above.
 */
export async function ContactForm({ locale, units, defaultUnit }: { locale: Locale; units: ContactUnits; defaultUnit?: number }) {
  return <DeclaredForm spec={await contactSpec(locale, units, defaultUnit)} action={sendContactMessage.bind(null, locale)} noScript="contact" />;
}

/** The form sent without JavaScript (app/api/forms/[form]) and shown again on its answer page. */
export const noScript: NoScriptDeclaration = {
  fields: FIELDS,
  send: (locale, values) => sendContactMessage(locale, valuesOf(values, FIELDS)),
  answer: async (locale, answer) => {
    const units = await getBusinessUnits(locale).catch(() => []);
    return <DeclaredFormMarkup spec={await contactSpec(locale, units, env.BU_ID)} noScript="contact" answer={answer} />;
  },
  frame: `max-w-2xl ${ANSWER_CARD}`,
};

/** The contact form in `locale`; a message goes to the first unit unless `defaultUnit` or the visitor says otherwise. */
async function contactSpec(locale: Locale, units: ContactUnits, defaultUnit?: number): Promise<FormSpec> {
  const [t, tv, tf] = await Promise.all([getTranslations({ locale, namespace: "contact" }), getValidationT(locale), getTranslations({ locale, namespace: "forms" })]);
  const label = (field: "name" | "phone" | "email" | "subject" | "message") => t(`fields.${field}`);
  const required = (field: Parameters<typeof label>[0]) => tv("required", { field: label(field) });
  const bounds = (field: Parameters<typeof label>[0], { min, max }: { min: number; max: number }) => ({
    required: required(field),
    min: [min, tv("min", { field: label(field), length: min })] as [number, string],
    max: [max, tv("max", { field: label(field), length: max })] as [number, string],
  });
  const unit = String(defaultUnit ?? units[0]?.id ?? "");
  return {
    id: "contact",
    className: "space-y-5",
    labelledBy: "contact-form-title",
    fields: [
      { name: "name", kind: "text", label: label("name"), hint: t("hints.name"), autoComplete: "name", required: true, rules: bounds("name", CONTACT_LENGTHS.name) },
      {
        name: "phone",
        kind: "tel",
        label: label("phone"),
        hint: t("hints.phone"),
        autoComplete: "tel-national",
        required: true,
        rules: { required: required("phone"), contactPhone: tv("contactPhone", { field: label("phone") }) },
      },
      { name: "email", kind: "email", label: label("email"), autoComplete: "email", required: true, rules: { required: required("email"), email: tv("email", { field: label("email") }) } },
      // A unit's name is long ("… Women's Wellness and Maternity Centre"): the select takes a whole row so it shows all of it.
      units.length > 1
        ? { name: "unit", kind: "select", label: t("fields.unit"), options: units.map((item) => ({ value: String(item.id), label: item.name })), value: unit, wide: true }
        : { name: "unit", kind: "hidden", value: unit },
      { name: "subject", kind: "text", label: label("subject"), required: true, rules: bounds("subject", CONTACT_LENGTHS.subject) },
      { name: "message", kind: "textarea", label: label("message"), hint: t("hints.message"), rows: 6, required: true, rules: bounds("message", CONTACT_LENGTHS.message) },
    ],
    grid: ["name", "phone", "email", "unit"],
    submit: { label: t("submit"), pending: t("sending"), className: `${buttonClasses("primary", "lg", "w-full sm:w-auto")} disabled:cursor-progress` },
    outcome: "alert",
    alwaysSay: true,
    genericError: tf("genericError"),
  };
}
