"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { useFormAction } from "@/components/forms/use-form-action";
import { formFields } from "@/components/forms/form-fields";
import { PatientFields } from "@/components/forms/patient-fields";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { registerAction, type SignUpValues } from "@/lib/account/account-actions";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { signUpSchema } from "@/lib/validation";
import { useUserFlow } from "@/stores/user";
import { PasswordField } from "./password-field";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4";

/**
 * Sign-up (SPEC §5): registering accepts the terms (a line with links, no checkbox); the
 * newsletter is a separate, unticked consent. On success the code page takes over.
 */
export function SignUpForm({ locale }: { locale: string }) {
  const t = useTranslations("account");
  const tv = useValidationT();
  const router = useRouter();
  const codeSentForSignUp = useUserFlow((s) => s.codeSentForSignUp);
  const [newsletter, setNewsletter] = useState(false);
  const formId = useId();
  const labels = {
    name: t("firstNameLabel"),
    email: t("emailLabel"),
    mobile: t("mobileLabel"),
    password: t("passwordLabel"),
    passwordConfirmation: t("passwordConfirmationLabel"),
  };
  const form = useZodForm(signUpSchema(labels, tv), {
    defaultValues: { name: "", email: "", mobile: "", password: "", password_confirmation: "" },
  });
  const { formError, alertRef, pending, send } = useFormAction(form);

  const submit = (values: Omit<SignUpValues, "newsletter">) =>
    send(
      () => registerAction(locale, { ...values, newsletter }),
      (data) => {
        codeSentForSignUp({
          identifier: data.identifier,
          channel: data.channel,
          sentAt: Date.now(),
          resendAfter: data.resend_after,
          firstName: values.name,
        });
        router.push("/otp");
      },
    );

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="mt-8 space-y-5">
      <FormAlert ref={alertRef} message={formError} />
      <PatientFields
        bind={formFields(form, formId)}
        labels={{ name: labels.name, phone: labels.mobile, email: labels.email }}
        hints={{ phone: t("mobileHint") }}
        phoneName="mobile"
        firstName
        nameMaxLength={60}
      />
      <PasswordField form={form} name="password" label={labels.password} hint={t("passwordHint")} autoComplete="new-password" />
      <PasswordField form={form} name="password_confirmation" label={labels.passwordConfirmation} autoComplete="new-password" />

      <label className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-ink">
        <input
          type="checkbox"
          checked={newsletter}
          onChange={(event) => setNewsletter(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
        <span>{t("newsletterConsent")}</span>
      </label>

      <p className="text-sm text-muted">
        {t.rich("termsLine", {
          terms: (chunks) => (
            <Link href="/terms" className={linkClass}>
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link href="/privacy-policy" className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
      </p>

      <SubmitButton pending={pending} label={t("signUpSubmit")} pendingLabel={t("signUpSubmitting")} />
      <p className="sr-only" aria-live="polite">
        {pending ? t("signUpSubmitting") : ""}
      </p>
    </form>
  );
}
