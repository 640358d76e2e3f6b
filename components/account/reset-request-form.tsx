"use client";

import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useFormAction } from "@/components/forms/use-form-action";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { forgotPasswordAction } from "@/lib/account/account-actions";
import { useRouter } from "@/lib/i18n/router";
import { resetPasswordRequestSchema } from "@/lib/validation";
import { useUserFlow } from "@/stores/user";
import { emailOrMobileInput } from "./identifier-input";

/** Forgotten password, step one: the email or mobile that receives the reset code. */
export function ResetRequestForm({ locale }: { locale: string }) {
  const t = useTranslations("account");
  const tv = useValidationT();
  const router = useRouter();
  const codeSentForReset = useUserFlow((s) => s.codeSentForReset);
  const form = useZodForm(resetPasswordRequestSchema({ identifier: t("identifierLabel") }, tv), { defaultValues: { identifier: "" } });
  const { formError, alertRef, pending, send } = useFormAction(form);

  const submit = (values: { identifier: string }) =>
    send(
      () => forgotPasswordAction(locale, values),
      (data) => {
        codeSentForReset({ identifier: data.identifier, channel: data.channel, sentAt: Date.now(), resendAfter: data.resend_after });
        router.push("/otp-reset-password");
      },
    );

  return (
    <form noValidate method="post" onSubmit={(event) => void form.handleSubmit(submit)(event)} className="mt-8 space-y-5">
      <FormAlert ref={alertRef} message={formError} />
      <TextField form={form} name="identifier" label={t("identifierLabel")} hint={t("identifierHint")} {...emailOrMobileInput} />
      <SubmitButton pending={pending} label={t("sendCode")} pendingLabel={t("sendingCode")} />
    </form>
  );
}
