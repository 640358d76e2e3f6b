"use client";

import { useState, type FormEvent } from "react";
import { stateFields } from "@/components/forms/field-binding";
import { fieldIds } from "@/components/forms/field-shell";
import { useSubmitOnMount } from "@/components/forms/use-submit-on-mount";
import { subscribeToNewsletter } from "@/lib/engagement/newsletter-actions";
import type { Locale } from "@/lib/i18n/routing";
import { PATTERNS } from "@/lib/validation/rules";
import { NewsletterFormFields, type NewsletterLabels } from "./newsletter-form-fields";

type Values = { email: string; consent: boolean };
type Errors = Partial<Record<keyof Values, string>>;
type Alert = { tone: "error" | "success"; text: string } | null;

/**
 * The newsletter form of every page's footer and of the home page. It is on every page, so it is
 * deliberately small: plain React state and the email pattern of lib/validation, no form library
 * (the server action checks again with the full schema). Errors sit under their field, linked by
 * aria-describedby; the outcome is announced; what was typed stays on failure.
 */
export function NewsletterFormClient({
  locale,
  idPrefix,
  labels,
  readTyped,
  submitOnMount = false,
}: {
  locale: Locale;
  /** The ids of the server's markup, so each of the page's newsletter forms keeps its own. */
  idPrefix: string;
  labels: NewsletterLabels;
  /** Reads what was typed in the server's markup (newsletter-form-markup.tsx) before this form loaded. */
  readTyped?: () => Values;
  /** The visitor sent the server's markup: send it now. */
  submitOnMount?: boolean;
}) {
  const [values, setValues] = useState<Values>(() => readTyped?.() ?? { email: "", consent: false });
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<Alert>(null);
  const [pending, setPending] = useState(false);

  const check = ({ email, consent }: Values): Errors => {
    const trimmed = email.trim();
    const found: Errors = {};
    if (!trimmed) found.email = labels.emailRequired;
    else if (!PATTERNS.email.test(trimmed)) found.email = labels.emailInvalid;
    if (!consent) found.consent = labels.consentRequired;
    return found;
  };

  const focusFirst = (found: Errors) => {
    const first = found.email ? "email" : found.consent ? "consent" : null;
    if (first) document.getElementById(fieldIds(idPrefix, first).input)?.focus();
  };

  const onSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setAlert(null);
    const found = check(values);
    setErrors(found);
    if (found.email || found.consent) return focusFirst(found);
    setPending(true);
    try {
      const result = await subscribeToNewsletter(locale, { email: values.email.trim(), consent: values.consent, page: window.location.pathname });
      if (result.ok) {
        setValues({ email: "", consent: false });
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

  useSubmitOnMount(submitOnMount, onSubmit);

  // A shown error follows the typing (an email error goes once the address is valid; consent once ticked).
  const change = (name: keyof Values, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setErrors((current) => ({ ...current, [name]: check(next)[name] }));
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <NewsletterFormFields bind={stateFields(idPrefix, values, errors, change)} labels={labels} pending={pending} alert={alert} />
    </form>
  );
}
