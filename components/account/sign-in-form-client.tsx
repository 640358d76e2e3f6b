"use client";

import { useRef, useState } from "react";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import type { IntentProps } from "@/components/forms/form-island";
import { formFields } from "@/components/forms/form-fields";
import { useSubmitOnMount } from "@/components/forms/use-submit-on-mount";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { CredentialsFields, signInFormId, type SignInProvider } from "./sign-in-form-fields";
import { signInFailureOf } from "./sign-in-failure";
import { signInSchemaOf } from "./sign-in-schema";
import type { SignInFieldWords } from "./sign-in-words";
import { ClientForm } from "@/components/forms/client-form";
import { fieldIds } from "@/components/forms/field-shell";
import { usePasswordVisibility, useShownByPress } from "./password-visibility";

type Credentials = { identifier: string; password: string };

export interface CredentialsSignInFormProps {
  provider: SignInProvider;
  locale: string;
  /** Already sanitized on the server: a same-origin relative path. */
  callbackUrl: string;
  /** The fields' words (sign-in-words.ts), the same object the server's markup is drawn with. */
  words: SignInFieldWords;
  /** The page of a forgotten password, in the page's language. */
  resetHref: string;
}

/**
 * An identifier and a password, through a next-auth provider (the backend token stays in the
 * encrypted session cookie). Values stay in the fields on every error; field errors sit under their
 * field; a failed attempt is announced through role="alert".
 */
export default function CredentialsSignInForm({ provider, locale, callbackUrl, words, resetHref, typed, submitOnMount, pressed }: CredentialsSignInFormProps & IntentProps) {
  const t = useTranslations("auth");
  const tv = useValidationT();
  const [formError, setFormError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const record = provider === "phr";
  const passwordId = fieldIds(signInFormId(provider), "password").input;
  const [passwordShown, togglePassword] = usePasswordVisibility(passwordId);
  useShownByPress(passwordId, pressed);
  const labels = {
    identifier: record ? words.recordIdentifierLabel : words.identifierLabel,
    password: words.passwordLabel,
    recordIdentifierInvalid: t("recordIdentifierInvalid"),
  };
  // What was typed in the server's markup (sign-in-form.tsx) before this code loaded.
  const [markup] = useState(typed);
  const form = useZodForm(signInSchemaOf(provider, labels, tv), {
    defaultValues: { identifier: markup.identifier?.[0] ?? "", password: markup.password?.[0] ?? "" },
  });

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
      else if (reason === "invalid_identifier") fail(record ? t("recordUnknown") : t("invalidIdentifier"), "identifier");
      else fail(reason === "rate_limited" ? t("locked", { seconds: retryAfter ?? 60 }) : t("genericError"));
    } catch {
      fail(t("genericError"));
    }
  };

  useSubmitOnMount(submitOnMount, () => form.handleSubmit(submit)());

  return (
    <ClientForm onSubmit={(event) => void form.handleSubmit(submit)(event)} className={`${record ? "mt-6" : "mt-8"} space-y-5`}>
      <CredentialsFields
        provider={provider}
        bind={formFields(form, signInFormId(provider))}
        words={words}
        rtl={locale === "ar"}
        resetHref={resetHref}
        passwordShown={passwordShown}
        onTogglePassword={togglePassword}
        alert={formError}
        alertRef={alertRef}
        pending={form.formState.isSubmitting}
        signedIn={signedIn}
      />
    </ClientForm>
  );
}
