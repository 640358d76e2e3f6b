"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { type PendingContact, verifyContactAction } from "@/lib/account/profile-actions";
import { otpSchema } from "@/lib/validation";
import { sentTo } from "./sent-to";

/** The code that confirms a new email or mobile of the profile. */
export function ContactCodeForm({
  locale,
  contact,
  onConfirmed,
}: {
  locale: string;
  contact: PendingContact;
  onConfirmed: (identifier: string) => void;
}) {
  const t = useTranslations("profile");
  const tv = useValidationT();
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useZodForm(otpSchema({ code: t("codeLabel") }, tv), { defaultValues: { code: "" } });

  const submit = async ({ code }: { code: string }) => {
    setFormError(null);
    const result = await verifyContactAction(locale, { identifier: contact.identifier, code });
    const message = applyActionResult(form, result);
    if (!result.ok) {
      setFormError(message);
      if (!result.fieldErrors) alertRef.current?.focus();
      return;
    }
    onConfirmed(contact.identifier);
  };

  return (
    <section className="mt-6 rounded-card bg-white p-6 shadow-card" aria-labelledby={`confirm-${contact.channel}`}>
      <h2 id={`confirm-${contact.channel}`} className="text-xl font-semibold text-ink">
        {contact.channel === "email" ? t("confirmEmailTitle") : t("confirmMobileTitle")}
      </h2>
      <p className="mt-2 text-ink">
        {t.rich("codeSentTo", {
          target: sentTo(contact.identifier),
        })}
      </p>
      <form noValidate method="post" onSubmit={(event) => void form.handleSubmit(submit)(event)} className="mt-5 space-y-4">
        <FormAlert ref={alertRef} message={formError} />
        <TextField form={form} name="code" label={t("codeLabel")} inputMode="numeric" autoComplete="one-time-code" maxLength={4} dir="ltr" required />
        <SubmitButton pending={form.formState.isSubmitting} label={t("verifyCode")} pendingLabel={t("verifyingCode")} className="w-full sm:w-auto" />
      </form>
    </section>
  );
}
