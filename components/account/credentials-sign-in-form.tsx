"use client";

import { useRef, useState, type ReactNode } from "react";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import type { TextInputProps } from "@/components/forms/text-input";
import { useZodForm } from "@/components/forms/use-zod-form";
import { PasswordField } from "./password-field";
import { signInFailureOf } from "./sign-in-failure";

type Credentials = { identifier: string; password: string };

export interface CredentialsSignInFormProps {
  /** next-auth's provider: the account's email or mobile ("credentials"), or the health record ("phr"). */
  provider: "credentials" | "phr";
  locale: string;
  /** Already sanitized on the server: a same-origin relative path. */
  callbackUrl: string;
  schema: z.ZodType<Credentials, Credentials>;
  /** The identifier's label, hint and keyboard. */
  identifier: Omit<TextInputProps, "field">;
  /** Said (in the alert and under the identifier) when the backend knows no such identifier. */
  unknownIdentifier: string;
  intro?: ReactNode;
  /** Beside the password's label (e.g. "Forgot your password?"). */
  passwordAside?: ReactNode;
  className?: string;
}

/** What a sign-in page gives its form. */
export type SignInFormProps = Pick<CredentialsSignInFormProps, "locale" | "callbackUrl">;

/**
 * An identifier and a password, through a next-auth provider (the backend token stays in the
 * encrypted session cookie). Values stay in the fields on every error; field errors sit under their
 * field; a failed attempt is announced through role="alert".
 */
export function CredentialsSignInForm({
  provider,
  locale,
  callbackUrl,
  schema,
  identifier,
  unknownIdentifier,
  intro,
  passwordAside,
  className = "mt-8",
}: CredentialsSignInFormProps) {
  const t = useTranslations("auth");
  const [formError, setFormError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useZodForm(schema, { defaultValues: { identifier: "", password: "" } });
  const pending = form.formState.isSubmitting || signedIn;

  const fail = (message: string, field?: keyof Credentials) => {
    setFormError(message);
    // The failure is announced in the alert and stays under the field it concerns.
    if (field) form.setError(field, { type: "server", message }, { shouldFocus: true });
    else alertRef.current?.focus();
  };

  const submit = async (values: Credentials) => {
    setFormError(null);
    try {
      const result = await signIn(provider, { redirect: false, ...values, locale });
      if (result?.ok && !result.error) {
        setSignedIn(true);
        // A full load: the header, the proxy and every server component see the new session.
        window.location.assign(callbackUrl);
        return;
      }
      const { reason, retryAfter } = signInFailureOf(result?.error);
      if (reason === "wrong_password") fail(t("wrongPassword"), "password");
      else if (reason === "invalid_identifier") fail(unknownIdentifier, "identifier");
      else fail(reason === "rate_limited" ? t("locked", { seconds: retryAfter ?? 60 }) : t("genericError"));
    } catch {
      fail(t("genericError"));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className={`${className} space-y-5`}>
      {intro}
      <FormAlert ref={alertRef} message={formError} />
      <TextField form={form} name="identifier" autoComplete="username" required {...identifier} />
      <PasswordField form={form} name="password" label={t("passwordLabel")} autoComplete="current-password" aside={passwordAside} />
      <SubmitButton pending={pending} label={t("submit")} pendingLabel={signedIn ? t("signedInRedirecting") : t("submitting")} />
      <p className="sr-only" aria-live="polite">
        {form.formState.isSubmitting ? t("submitting") : signedIn ? t("signedInRedirecting") : ""}
      </p>
    </form>
  );
}
