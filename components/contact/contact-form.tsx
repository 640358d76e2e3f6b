"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { FormAlert } from "@/components/forms/form-alert";
import { SelectField } from "@/components/forms/select-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextAreaField } from "@/components/forms/textarea-field";
import { TextField } from "@/components/forms/text-field";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { type ContactFormInput, sendContactMessage } from "@/lib/engagement/contact-actions";
import type { Locale } from "@/lib/i18n/routing";
import { contactSchema } from "@/lib/validation/forms";

interface ContactFormProps {
  locale: Locale;
  /** The business units a message can go to; the first is chosen unless `defaultUnit` says otherwise. */
  units: ReadonlyArray<{ id: number; name: string }>;
  defaultUnit?: number;
  /** Reads what was typed in the server's markup (contact-form-markup.tsx) before this form loaded. */
  readTyped?: () => Partial<Record<keyof typeof EMPTY | "unit", string>>;
  /** The visitor sent the server's markup: send it now. */
  submitOnMount?: boolean;
}

const EMPTY = { name: "", phone: "", email: "", subject: "", message: "" };

/**
 * The contact page's message form (SPEC §5 contact rules). On success the fields empty and the
 * thanks is announced; on any failure everything typed stays, field errors sit under their field
 * and the rest ("maximum attempts per minute is 3", the generic error) is announced above.
 */
export function ContactForm({ locale, units, defaultUnit, readTyped, submitOnMount = false }: ContactFormProps) {
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
  const unit = String(defaultUnit ?? units[0]?.id ?? "");
  const [typed] = useState(() => readTyped?.() ?? {});
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

  const sentOnMount = useRef(false);
  useEffect(() => {
    if (!submitOnMount || sentOnMount.current) return;
    sentOnMount.current = true;
    void form.handleSubmit(submit)();
  });

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="space-y-5" aria-labelledby="contact-form-title">
      <FormAlert ref={alertRef} tone={alert?.tone} message={alert?.message} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField form={form} name="name" label={labels.name} hint={t("hints.name")} autoComplete="name" required />
        <TextField
          form={form}
          name="phone"
          label={labels.phone}
          hint={t("hints.phone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          required
        />
        <TextField form={form} name="email" label={labels.email} type="email" autoComplete="email" dir="ltr" required />
        {units.length > 1 ? (
          <SelectField
            form={form}
            name="unit"
            label={t("fields.unit")}
            options={units.map((item) => ({ value: String(item.id), label: item.name }))}
          />
        ) : null}
      </div>
      <TextField form={form} name="subject" label={labels.subject} required />
      <TextAreaField form={form} name="message" label={labels.message} hint={t("hints.message")} rows={6} required />
      <SubmitButton pending={form.formState.isSubmitting} label={t("submit")} pendingLabel={t("sending")} className="w-full sm:w-auto" />
    </form>
  );
}
