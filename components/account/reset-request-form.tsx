"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { useRouter } from "@/lib/i18n/navigation";
import { resetPasswordRequestSchema } from "@/lib/validation";
import { useUserFlow } from "@/stores/user";
import { forgotPasswordAction } from "./account-actions";

/** Forgotten password, step one: the email or mobile that receives the reset code. */
export function ResetRequestForm({ locale }: { locale: string }) {
  const t = useTranslations("account");
  const tv = useValidationT();
  const router = useRouter();
  const codeSentForReset = useUserFlow((s) => s.codeSentForReset);
  const [formError, setFormError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useZodForm(resetPasswordRequestSchema({ identifier: t("identifierLabel") }, tv), { defaultValues: { identifier: "" } });

  const submit = async (values: { identifier: string }) => {
    setFormError(null);
    const result = await forgotPasswordAction(locale, values);
    const message = applyActionResult(form, result);
    if (!result.ok) {
      setFormError(message);
      if (!result.fieldErrors) alertRef.current?.focus();
      return;
    }
    setMoving(true);
    codeSentForReset({
      identifier: result.data.identifier,
      channel: result.data.channel,
      sentAt: Date.now(),
      resendAfter: result.data.resend_after,
    });
    router.push("/otp-reset-password");
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="mt-8 space-y-5">
      <FormAlert ref={alertRef} message={formError} />
      <TextField
        form={form}
        name="identifier"
        label={t("identifierLabel")}
        hint={t("identifierHint")}
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        required
      />
      <SubmitButton pending={form.formState.isSubmitting || moving} label={t("sendCode")} pendingLabel={t("sendingCode")} />
    </form>
  );
}
