"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { subscribeToNewsletter } from "@/lib/engagement/newsletter-actions";
import type { Locale } from "@/lib/i18n/routing";
import { PATTERNS } from "@/lib/validation/rules";

export interface NewsletterLabels {
  email: string;
  consent: string;
  submit: string;
  sending: string;
  emailRequired: string;
  emailInvalid: string;
  consentRequired: string;
  genericError: string;
}

type Errors = Partial<Record<"email" | "consent", string>>;
type Alert = { tone: "error" | "success"; text: string } | null;

/**
 * The newsletter form of every page's footer and of the home page. It is on every page, so it is
 * deliberately small: plain React state and the email pattern of lib/validation, no form library
 * (the server action checks again with the full schema). Errors sit under their field, linked by
 * aria-describedby; the outcome is announced; what was typed stays on failure.
 */
export function NewsletterFormClient({
  locale,
  labels,
  readTyped,
  submitOnMount = false,
}: {
  locale: Locale;
  labels: NewsletterLabels;
  /** Reads what was typed in the server's markup (newsletter-form-markup.tsx) before this form loaded. */
  readTyped?: () => { email: string; consent: boolean };
  /** The visitor sent the server's markup: send it now. */
  submitOnMount?: boolean;
}) {
  const id = useId();
  const [typed] = useState(() => readTyped?.() ?? { email: "", consent: false });
  const [email, setEmail] = useState(typed.email);
  const [consent, setConsent] = useState(typed.consent);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<Alert>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);

  const check = (value: string, agreed: boolean): Errors => {
    const trimmed = value.trim();
    const found: Errors = {};
    if (!trimmed) found.email = labels.emailRequired;
    else if (!PATTERNS.email.test(trimmed)) found.email = labels.emailInvalid;
    if (!agreed) found.consent = labels.consentRequired;
    return found;
  };

  const focusFirst = (found: Errors) => (found.email ? emailRef.current : found.consent ? consentRef.current : null)?.focus();

  const onSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setAlert(null);
    const found = check(email, consent);
    setErrors(found);
    if (found.email || found.consent) return focusFirst(found);
    setPending(true);
    try {
      const result = await subscribeToNewsletter(locale, { email: email.trim(), consent, page: window.location.pathname });
      if (result.ok) {
        setEmail("");
        setConsent(false);
        setAlert({ tone: "success", text: result.message ?? "" });
      } else {
        const fieldErrors: Errors = { email: result.fieldErrors?.email, consent: result.fieldErrors?.consent };
        setErrors(fieldErrors);
        if (fieldErrors.email || fieldErrors.consent) focusFirst(fieldErrors);
        else setAlert({ tone: "error", text: result.message });
      }
    } catch {
      setAlert({ tone: "error", text: labels.genericError });
    } finally {
      setPending(false);
    }
  };

  const sentOnMount = useRef(false);
  useEffect(() => {
    if (!submitOnMount || sentOnMount.current) return;
    sentOnMount.current = true;
    void onSubmit();
  });

  const describe = (field: "email" | "consent") => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <div>
        <label htmlFor={`${id}-email`} className="sr-only">
          {labels.email}
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          name="email"
          dir="ltr"
          autoComplete="email"
          placeholder={labels.email}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (errors.email) setErrors((current) => ({ ...current, email: check(event.target.value, true).email }));
          }}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describe("email")}
          className={`block min-h-12 w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-muted ${errors.email ? "border-error" : "border-line-strong"}`}
        />
        {errors.email ? (
          <p id={`${id}-email-error`} className="mt-1 text-sm font-medium text-error">
            {errors.email}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-consent`} className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm text-ink">
          <input
            ref={consentRef}
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
              if (event.target.checked) setErrors((current) => ({ ...current, consent: undefined }));
            }}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describe("consent")}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
          />
          <span>{labels.consent}</span>
        </label>
        {errors.consent ? (
          <p id={`${id}-consent-error`} className="ms-8 text-sm font-medium text-error">
            {errors.consent}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={pending} aria-busy={pending || undefined} className="btn btn-primary btn-lg w-full disabled:opacity-80 sm:w-auto">
        {pending ? labels.sending : labels.submit}
      </button>
      <p role="status" aria-live="polite" className={alert ? `rounded-xl px-4 py-2 font-medium ${alert.tone === "success" ? "bg-success-50 text-success" : "bg-error-50 text-error"}` : "sr-only"}>
        {alert?.text}
      </p>
    </form>
  );
}
