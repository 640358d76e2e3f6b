"use client";

import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { registerAction, type SignUpValues } from "./account-actions";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
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
  const [formError, setFormError] = useState<string | null>(null);
  const [newsletter, setNewsletter] = useState(false);
  const [moving, setMoving] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const newsletterId = useId();
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
  const pending = form.formState.isSubmitting || moving;

  const submit = async (values: Omit<SignUpValues, "newsletter">) => {
    setFormError(null);
    const result = await registerAction(locale, { ...values, newsletter });
    const message = applyActionResult(form, result);
    if (!result.ok) {
      setFormError(message);
      if (!result.fieldErrors || Object.keys(result.fieldErrors).length === 0) alertRef.current?.focus();
      return;
    }
    setMoving(true);
    codeSentForSignUp({
      identifier: result.data.identifier,
      channel: result.data.channel,
      sentAt: Date.now(),
      resendAfter: result.data.resend_after,
      firstName: values.name,
    });
    router.push("/otp");
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="mt-8 space-y-5">
      <FormAlert ref={alertRef} message={formError} />
      <TextField form={form} name="name" label={labels.name} autoComplete="given-name" maxLength={60} required />
      <TextField
        form={form}
        name="mobile"
        label={labels.mobile}
        hint={t("mobileHint")}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        required
      />
      <TextField
        form={form}
        name="email"
        label={labels.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        required
      />
      <PasswordField form={form} name="password" label={labels.password} hint={t("passwordHint")} autoComplete="new-password" />
      <PasswordField form={form} name="password_confirmation" label={labels.passwordConfirmation} autoComplete="new-password" />

      <label htmlFor={newsletterId} className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-ink">
        <input
          id={newsletterId}
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
