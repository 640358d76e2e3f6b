"use client";

import { useRef, useState } from "react";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/forms/form-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useValidationT } from "@/components/forms/use-validation-t";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Link } from "@/lib/i18n/navigation";
import { signInSchema } from "@/lib/validation/forms";
import { signInFailureOf } from "./sign-in-failure";

interface SignInFormProps {
  locale: string;
  /** Already sanitized on the server: a same-origin relative path. */
  callbackUrl: string;
}

/**
 * Email-or-mobile sign-in through next-auth's credentials provider (the backend token stays in the
 * encrypted session cookie). Values stay in the fields on every error; field errors sit under their
 * field; a failed attempt is announced through role="alert".
 */
export function SignInForm({ locale, callbackUrl }: SignInFormProps) {
  const t = useTranslations("auth");
  const tv = useValidationT();
  const [formError, setFormError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useZodForm(signInSchema({ identifier: t("identifierLabel"), password: t("passwordLabel") }, tv), {
    defaultValues: { identifier: "", password: "" },
  });
  const pending = form.formState.isSubmitting || signedIn;

  const submit = async (values: { identifier: string; password: string }) => {
    setFormError(null);
    try {
      const result = await signIn("credentials", { redirect: false, ...values, locale });
      if (result?.ok && !result.error) {
        setSignedIn(true);
        // A full load: the header, the proxy and every server component see the new session.
        window.location.assign(callbackUrl);
        return;
      }
      const { reason, retryAfter } = signInFailureOf(result?.error);
      // The failure is announced in the alert and stays under the field it concerns.
      if (reason === "wrong_password") {
        setFormError(t("wrongPassword"));
        form.setError("password", { type: "server", message: t("wrongPassword") }, { shouldFocus: true });
      } else if (reason === "invalid_identifier") {
        setFormError(t("invalidIdentifier"));
        form.setError("identifier", { type: "server", message: t("invalidIdentifier") }, { shouldFocus: true });
      } else if (reason === "rate_limited") {
        setFormError(t("locked", { seconds: retryAfter ?? 60 }));
        alertRef.current?.focus();
      } else {
        setFormError(t("genericError"));
        alertRef.current?.focus();
      }
    } catch {
      setFormError(t("genericError"));
      alertRef.current?.focus();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="mt-8 space-y-5">
      <FormAlert ref={alertRef} message={formError} />
      <TextField
        form={form}
        name="identifier"
        label={t("identifierLabel")}
        hint={t("identifierHint")}
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        dir="auto"
        required
      />
      <TextField
        form={form}
        name="password"
        label={t("passwordLabel")}
        type={showPassword ? "text" : "password"}
        autoComplete="current-password"
        required
        inputClassName="pe-20"
        aside={
          <Link href="/reset-password" className="text-sm font-medium text-brand-700 underline underline-offset-4">
            {t("forgotPassword")}
          </Link>
        }
      >
        <button
          type="button"
          onClick={() => setShowPassword((shown) => !shown)}
          aria-pressed={showPassword}
          aria-label={t("showPassword")}
          className="absolute inset-y-1 end-1 min-w-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("show")}
        </button>
      </TextField>
      <SubmitButton
        pending={pending}
        label={t("submit")}
        pendingLabel={signedIn ? t("signedInRedirecting") : t("submitting")}
      />
      <p className="sr-only" aria-live="polite">
        {form.formState.isSubmitting ? t("submitting") : signedIn ? t("signedInRedirecting") : ""}
      </p>
    </form>
  );
}
