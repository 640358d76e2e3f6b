"use client";

import { useRef, useState } from "react";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { phrIdentifierKind } from "@/lib/contract/phr";
import { normalizeDigits } from "@/lib/validation";
import { PasswordField } from "./password-field";
import { signInFailureOf } from "./sign-in-failure";

interface PhrSignInFormProps {
  locale: string;
  callbackUrl: string;
}

/**
 * The health-record sign-in (SPEC §7's second strategy): national ID or medical record number and
 * the password, through next-auth's "phr" provider. The tokens stay in the encrypted cookie.
 */
export function PhrSignInForm({ locale, callbackUrl }: PhrSignInFormProps) {
  const t = useTranslations("auth");
  const tv = useValidationT();
  const [formError, setFormError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const identifierLabel = t("recordIdentifierLabel");
  const schema = z.object({
    identifier: z
      .string()
      .trim()
      .min(1, { error: tv("required", { field: identifierLabel }), abort: true })
      .transform(normalizeDigits)
      .refine((value) => phrIdentifierKind(value) !== null, { error: t("recordIdentifierInvalid") }),
    password: z.string().min(1, { error: tv("required", { field: t("passwordLabel") }) }),
  });
  const form = useZodForm(schema, { defaultValues: { identifier: "", password: "" } });

  const submit = async (values: { identifier: string; password: string }) => {
    setFormError(null);
    try {
      const result = await signIn("phr", { redirect: false, ...values, locale });
      if (result?.ok && !result.error) {
        setSignedIn(true);
        window.location.assign(callbackUrl);
        return;
      }
      const { reason, retryAfter } = signInFailureOf(result?.error);
      if (reason === "wrong_password") {
        setFormError(t("wrongPassword"));
        form.setError("password", { type: "server", message: t("wrongPassword") }, { shouldFocus: true });
      } else if (reason === "invalid_identifier") {
        setFormError(t("recordUnknown"));
        form.setError("identifier", { type: "server", message: t("recordUnknown") }, { shouldFocus: true });
      } else {
        setFormError(reason === "rate_limited" ? t("locked", { seconds: retryAfter ?? 60 }) : t("genericError"));
        alertRef.current?.focus();
      }
    } catch {
      setFormError(t("genericError"));
      alertRef.current?.focus();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="mt-6 space-y-5">
      <p className="text-muted">{t("recordIntro")}</p>
      <FormAlert ref={alertRef} message={formError} />
      <TextField
        form={form}
        name="identifier"
        label={identifierLabel}
        hint={t("recordIdentifierHint")}
        inputMode="numeric"
        autoComplete="username"
        dir="ltr"
        required
      />
      <PasswordField form={form} name="password" label={t("passwordLabel")} autoComplete="current-password" />
      <SubmitButton pending={form.formState.isSubmitting || signedIn} label={t("submit")} pendingLabel={signedIn ? t("signedInRedirecting") : t("submitting")} />
    </form>
  );
}
