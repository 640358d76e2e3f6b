"use client";

import { useMemo, useRef, useState } from "react";
import { signIn } from "next-auth/react";
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, useTranslations } from "next-intl";
import type { IntentProps } from "@/components/forms/form-island";
import { formFields } from "@/components/forms/form-fields";
import { useSubmitOnMount } from "@/components/forms/use-submit-on-mount";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { CredentialsFields, signInFormId } from "./sign-in-form-fields";
import { signInFailureOf } from "./sign-in-failure";
import { signInSchemaOf } from "./sign-in-schema";
import type { SignInFormKept, SignInFormPayload } from "./sign-in-form-props";
import { readKeptData } from "@/components/ui/kept-read";
import { ClientForm } from "@/components/forms/client-form";
import { fieldIds } from "@/components/forms/field-shell";
import { usePasswordVisibility, useShownByPress } from "./password-visibility";
import { loadPage } from "@/lib/navigation/load-page";

type Credentials = { identifier: string; password: string };

/** The payload's props with the data read by their key: the fields' words and reset link, and the messages the page's provider lacks. */
export type CredentialsSignInFormProps = Omit<SignInFormPayload, "kept"> & Pick<SignInFormKept, "words" | "resetHref"> & Partial<Pick<SignInFormKept, "messages">>;

/**
 * Its props as FormIsland (or the health record's tab, SignInByCode) hands them over: the words,
 * links and messages read from the server by the key the page's payload carries, with this code, on
 * the same intent. A failed read fails the load: the server's markup stays, and a press sends it as
 * a plain post. `afresh`: the health record's tab's "Try again", which reads a failed one again.
 */
export async function propsFor({ kept, ...props }: SignInFormPayload, { afresh = false }: { afresh?: boolean } = {}): Promise<CredentialsSignInFormProps> {
  const data = (await readKeptData(kept.dataUrl, kept.keptKey, { afresh })) as SignInFormKept | null;
  if (!data) throw new Error(`The sign-in form's data could not be read from ${kept.dataUrl}.`);
  return { ...props, words: data.words, resetHref: data.resetHref, messages: data.messages };
}

/** The page's messages with the form's own (`auth`'s failures, `validation`'s rules) added to their namespaces. */
function withFormMessages(page: Record<string, unknown>, own: Record<string, Record<string, unknown>>) {
  const merged: Record<string, unknown> = { ...page };
  for (const [namespace, keys] of Object.entries(own)) merged[namespace] = { ...(page[namespace] as Record<string, unknown> | undefined), ...keys };
  return merged;
}

/**
 * An identifier and a password, through a next-auth provider (the backend token stays in the
 * encrypted session cookie). Values stay in the fields on every error; field errors sit under their
 * field; a failed attempt is announced through role="alert". The messages it says come with its data
 * (`messages`), beside the page's.
 */
export default function CredentialsSignInForm({ messages, ...props }: CredentialsSignInFormProps & IntentProps) {
  const page = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const all = useMemo(() => (messages ? withFormMessages(page, messages) : page), [page, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={all}>
      <CredentialsSignInFields {...props} />
    </NextIntlClientProvider>
  );
}

function CredentialsSignInFields({ provider, locale, callbackUrl, words, resetHref, typed, submitOnMount, pressed }: Omit<CredentialsSignInFormProps, "messages"> & IntentProps) {
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
        loadPage(callbackUrl);
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
