"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { signInSchema } from "@/lib/auth/sign-in-schema";

type Field = "identifier" | "password";
type FieldErrors = Partial<Record<Field, string>>;

const FAILURE_MESSAGES = {
  wrong_password: "wrongPassword",
  invalid_identifier: "invalidIdentifier",
} as const;

interface SignInFormProps {
  locale: string;
  /** Already sanitized on the server: a same-origin relative path. */
  callbackUrl: string;
}

/**
 * Email-or-mobile sign-in. Values stay in the fields on every error; field errors sit under their
 * field and are linked with aria-describedby; a failed attempt is announced through role="alert".
 */
export function SignInForm({ locale, callbackUrl }: SignInFormProps) {
  const t = useTranslations("auth");
  const tv = useTranslations("validation");
  const id = useId();
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<"idle" | "pending" | "done">("idle");
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const schema = signInSchema({
    identifierRequired: tv("required", { field: t("identifierLabel") }),
    identifierInvalid: t("identifierInvalid"),
    passwordRequired: tv("required", { field: t("passwordLabel") }),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== "idle") return;
    setFormError(null);
    const parsed = schema.safeParse({ identifier, password });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      (next.identifier ? identifierRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    setStatus("pending");
    try {
      const result = await signIn("credentials", {
        redirect: false,
        identifier: parsed.data.identifier,
        password: parsed.data.password,
        locale,
      });
      if (result?.ok && !result.error) {
        setStatus("done");
        // A full load: the header, the proxy and every server component see the new session.
        window.location.assign(callbackUrl);
        return;
      }
      const key = FAILURE_MESSAGES[result?.error as keyof typeof FAILURE_MESSAGES] ?? "genericError";
      setFormError(t(key));
      if (key === "wrongPassword") passwordRef.current?.focus();
      else if (key === "invalidIdentifier") identifierRef.current?.focus();
    } catch {
      setFormError(t("genericError"));
    }
    setStatus("idle");
  }

  const fieldClass = (invalid: boolean) =>
    [
      "mt-1 block min-h-12 w-full rounded-xl border bg-white px-4 text-base text-ink shadow-sm",
      "focus-visible:border-brand-600 focus-visible:outline-offset-0",
      invalid ? "border-error" : "border-line-strong",
    ].join(" ");

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-describedby={formError ? `${id}-form-error` : undefined}>
      <div role="alert" id={`${id}-form-error`} className={formError ? "rounded-xl border border-error bg-error-50 px-4 py-3 text-error" : "sr-only"}>
        {formError}
      </div>

      <div>
        <label htmlFor={`${id}-identifier`} className="block font-semibold text-ink">
          {t("identifierLabel")}
        </label>
        <p id={`${id}-identifier-hint`} className="text-sm text-muted">
          {t("identifierHint")}
        </p>
        <input
          ref={identifierRef}
          id={`${id}-identifier`}
          name="identifier"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          dir="auto"
          required
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          aria-invalid={errors.identifier ? true : undefined}
          aria-describedby={`${id}-identifier-hint${errors.identifier ? ` ${id}-identifier-error` : ""}`}
          className={fieldClass(Boolean(errors.identifier))}
        />
        {errors.identifier ? (
          <p id={`${id}-identifier-error`} className="mt-1 text-sm font-medium text-error">
            {errors.identifier}
          </p>
        ) : null}
      </div>

      <div>
        <div className="flex items-baseline justify-between gap-4">
          <label htmlFor={`${id}-password`} className="block font-semibold text-ink">
            {t("passwordLabel")}
          </label>
          <Link href="/reset-password" className="text-sm font-medium text-brand-700 underline underline-offset-4">
            {t("forgotPassword")}
          </Link>
        </div>
        <div className="relative">
          <input
            ref={passwordRef}
            id={`${id}-password`}
            name="password"
            type={showPassword ? "text" : "password"}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            className={`${fieldClass(Boolean(errors.password))} pe-20`}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-pressed={showPassword}
            aria-label={t("showPassword")}
            aria-controls={`${id}-password`}
            className="absolute inset-y-1 end-1 min-w-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("show")}
          </button>
        </div>
        {errors.password ? (
          <p id={`${id}-password-error`} className="mt-1 text-sm font-medium text-error">
            {errors.password}
          </p>
        ) : null}
      </div>

      <button
        type="submit"
        className={buttonClasses("primary", "lg", "w-full")}
        aria-disabled={status !== "idle" || undefined}
        aria-busy={status === "pending" || undefined}
      >
        {status === "idle" ? t("submit") : status === "pending" ? t("submitting") : t("signedInRedirecting")}
      </button>
      <p className="sr-only" aria-live="polite">
        {status === "pending" ? t("submitting") : status === "done" ? t("signedInRedirecting") : ""}
      </p>
    </form>
  );
}
