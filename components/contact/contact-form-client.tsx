"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { IntentProps } from "@/components/forms/form-island";
import { z } from "zod";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { formFields } from "@/components/forms/form-fields";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { useSubmitOnMount } from "@/components/forms/use-submit-on-mount";
import { type ContactFormInput, sendContactMessage } from "@/lib/engagement/contact-actions";
import type { Locale } from "@/lib/i18n/routing";
import { contactSchema } from "@/lib/validation/forms";
import { CONTACT_FIELDS, CONTACT_FORM_ID, ContactFormFields, firstUnit, type ContactUnits } from "./contact-form-fields";

interface ContactFormProps {
  locale: Locale;
  /** The business units a message can go to; the first is chosen unless `defaultUnit` says otherwise. */
  units: ContactUnits;
  defaultUnit?: number;
}

const EMPTY = { name: "", phone: "", email: "", subject: "", message: "" };

/**
 * The contact page's message form's code (SPEC §5 contact rules), loaded on intent in place of the
 * server's markup (contact-form.tsx declares the form). On success the fields empty and the
 * thanks is announced; on any failure everything typed stays, field errors sit under their field
 * and the rest ("maximum attempts per minute is 3", the generic error) is announced above.
 */
export default function ContactFormClient({ locale, units, defaultUnit, typed: readTyped, submitOnMount }: ContactFormProps & IntentProps) {
  const t = useTranslations("contact");
  const tForms = useTranslations("forms");
  const tv = useValidationT();
  const alertRef = useRef<HTMLDivElement>(null);
  const [alert, setAlert] = useState<{ tone: "error" | "success"; message: string } | null>(null);
  const labels = {
    name: t("fields.name"),
    phone: t("fields.phone"),
    email: t("fields.email"),
    subject: t("fields.subject"),
    message: t("fields.message"),
  };
  const schema = contactSchema(labels, tv).extend({ unit: z.string() });
  const unit = firstUnit(units, defaultUnit);
  // What was typed in the server's markup (contact-form.tsx) before this code loaded.
  const [typed] = useState(() => {
    const values = readTyped();
    return Object.fromEntries(CONTACT_FIELDS.flatMap((field) => (values[field]?.[0] !== undefined ? [[field, values[field][0]]] : [])));
  });
  const form = useZodForm(schema, { defaultValues: { ...EMPTY, unit, ...typed } });

  const submit = async (values: ContactFormInput) => {
    setAlert(null);
    let message: string | null;
    let ok = false;
    try {
      const result = await sendContactMessage(locale, values);
      ok = result.ok;
      message = applyActionResult(form, result);
    } catch {
      message = tForms("genericError");
    }
    if (ok) form.reset({ ...EMPTY, unit: values.unit });
    if (message) {
      setAlert({ tone: ok ? "success" : "error", message });
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  useSubmitOnMount(submitOnMount, () => form.handleSubmit(submit)());

  return (
    <form noValidate method="post" onSubmit={(event) => void form.handleSubmit(submit)(event)} className="space-y-5" aria-labelledby="contact-form-title">
      <ContactFormFields bind={formFields(form, CONTACT_FORM_ID)} units={units} alert={alert} alertRef={alertRef} pending={form.formState.isSubmitting} />
    </form>
  );
}
