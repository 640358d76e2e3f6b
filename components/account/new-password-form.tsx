"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { setNewPasswordAction } from "@/lib/account/account-actions";
import { Link } from "@/lib/i18n/navigation";
import { newPasswordSchema } from "@/lib/validation";
import { rehydrateUserFlow, useUserFlow } from "@/stores/user";
import { PasswordField } from "./password-field";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4";

/** Forgotten password, last step: the new password, once the reset code was verified. */
export function NewPasswordForm({ locale }: { locale: string }) {
  const t = useTranslations("account");
  const tv = useValidationT();
  const flow = useUserFlow();
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const labels = { password: t("newPasswordLabel"), passwordConfirmation: t("passwordConfirmationLabel") };
  const form = useZodForm(newPasswordSchema(labels, tv), { defaultValues: { password: "", password_confirmation: "" } });

  useEffect(() => {
    void rehydrateUserFlow();
  }, []);
  useEffect(() => {
    if (success) successRef.current?.focus();
  }, [success]);

  if (success) {
    return (
      <div className="mt-8 space-y-5">
        <FormAlert ref={successRef} tone="success" message={success} />
        <Link href="/sign-in" className={linkClass}>
          {t("goToSignIn")}
        </Link>
      </div>
    );
  }
  if (!flow.hydrated) return <p className="mt-8 text-muted">{t("loading")}</p>;
  if (!flow.confirmPage) {
    return (
      <p className="mt-8 text-ink">
        {t("noVerifiedReset")}{" "}
        <Link href="/reset-password" className={linkClass}>
          {t("startReset")}
        </Link>
      </p>
    );
  }

  const submit = async (values: { password: string; password_confirmation: string }) => {
    setFormError(null);
    const result = await setNewPasswordAction(locale, values);
    const message = applyActionResult(form, result);
    if (!result.ok) {
      setFormError(message);
      if (!result.fieldErrors) alertRef.current?.focus();
      return;
    }
    flow.finish();
    setSuccess(message ?? t("passwordChanged"));
  };

  return (
    <form noValidate method="post" onSubmit={(event) => void form.handleSubmit(submit)(event)} className="mt-8 space-y-5">
      <FormAlert ref={alertRef} message={formError} />
      <PasswordField form={form} name="password" label={labels.password} hint={t("passwordHint")} autoComplete="new-password" />
      <PasswordField form={form} name="password_confirmation" label={labels.passwordConfirmation} autoComplete="new-password" />
      <SubmitButton pending={form.formState.isSubmitting} label={t("confirmSubmit")} pendingLabel={t("confirmSubmitting")} />
    </form>
  );
}
