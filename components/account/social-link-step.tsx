"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { CodeField } from "@/components/forms/code-field";
import { useFormAction } from "@/components/forms/use-form-action";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { socialLinkAction } from "@/lib/account/social-actions";
import { otpSchema } from "@/lib/validation";
import { forgetReturnPath } from "./return-path-storage";

interface SocialLinkStepProps {
  locale: string;
  /** Where the visitor goes once signed in. */
  destination: string;
  /** The code's key, when the link in the code's message opened the page. */
  codeKey?: string;
}

/**
 * A Google or Facebook sign-in whose email is an existing account's: the account's owner proves
 * it with the code sent to the account's mobile before the provider account is linked to it.
 * Nothing of that account is shown here, not even part of its mobile.
 */
export function SocialLinkStep({ locale, destination, codeKey }: SocialLinkStepProps) {
  const t = useTranslations("account");
  const ta = useTranslations("auth");
  const tv = useValidationT();
  const form = useZodForm(otpSchema({ code: t("codeLabel") }, tv), { defaultValues: { code: "" } });
  const { formError, alertRef, pending, send } = useFormAction(form);

  const submit = (values: { code: string }) =>
    send(
      () => socialLinkAction(locale, { ...values, key: codeKey }),
      async ({ handoff }) => {
        const signedIn = await signIn("otp", { redirect: false, handoff, locale }).catch(() => null);
        if (!signedIn?.ok || signedIn.error) {
          window.location.reload();
          return;
        }
        forgetReturnPath();
        // A full load: the header, the proxy and every server component see the new session.
        window.location.replace(destination);
      },
    );

  return (
    <div className="mt-6">
      <h2 className="text-lg font-semibold text-ink">{ta("socialLinkTitle")}</h2>
      <p className="mt-1 text-muted">{ta("socialLinkText")}</p>
      <form noValidate method="post" onSubmit={(event) => void form.handleSubmit(submit)(event)} className="mt-5 space-y-5">
        <FormAlert ref={alertRef} message={formError} />
        <CodeField form={form} name="code" label={t("codeLabel")} hint={t("codeHint")} />
        <SubmitButton pending={pending} label={ta("socialLinkSubmit")} pendingLabel={ta("submitting")} />
      </form>
    </div>
  );
}
