"use client";

import { useTranslations } from "next-intl";
import { z } from "zod";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useFormAction } from "@/components/forms/use-form-action";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { socialMobileAction } from "@/lib/account/social-actions";
import { useRouter } from "@/lib/i18n/router";
import { mobile } from "@/lib/validation";
import { useUserFlow } from "@/stores/user";

/**
 * A first Google or Facebook sign-in: the mobile number the account needs, verified by the
 * sign-up code page before the account can be used.
 */
export function SocialMobileStep({ locale, name }: { locale: string; name: string }) {
  const t = useTranslations("account");
  const ta = useTranslations("auth");
  const tv = useValidationT();
  const router = useRouter();
  const codeSentForSignUp = useUserFlow((s) => s.codeSentForSignUp);
  const form = useZodForm(z.object({ mobile: mobile({ label: t("mobileLabel"), t: tv }) }), { defaultValues: { mobile: "" } });
  const { formError, alertRef, pending, send } = useFormAction(form);

  const submit = (values: { mobile: string }) =>
    send(
      () => socialMobileAction(locale, values),
      (data) => {
        codeSentForSignUp({ ...data, sentAt: Date.now(), firstName: name });
        router.push("/otp");
      },
    );

  return (
    <div className="mt-6">
      <p className="text-lg font-semibold text-ink">{ta("socialMobileTitle")}</p>
      <p className="mt-1 text-muted">{ta("socialMobileText")}</p>
      <form noValidate method="post" onSubmit={(event) => void form.handleSubmit(submit)(event)} className="mt-5 space-y-5">
        <FormAlert ref={alertRef} message={formError} />
        <TextField form={form} name="mobile" label={t("mobileLabel")} hint={t("mobileHint")} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" required />
        <SubmitButton pending={pending} label={ta("socialMobileSubmit")} pendingLabel={ta("submitting")} />
      </form>
    </div>
  );
}
