"use client";

import { useId, useState, type FormEvent } from "react";
import type { IntentProps } from "@/components/forms/form-island";
import { useStateForm } from "@/components/forms/use-state-form";
import { useSubmitOnMount } from "@/components/forms/use-submit-on-mount";
import { subscribeToNewsletter } from "@/lib/engagement/newsletter-actions";
import type { Locale } from "@/lib/i18n/routing";
import { PATTERNS } from "@/lib/validation/rules";
import { NEWSLETTER_FIELDS, NewsletterFormFields, type NewsletterLabels } from "./newsletter-form-fields";

type Values = { email: string; consent: boolean };
type Alert = { tone: "error" | "success"; text: string } | null;

/**
 * The newsletter form of every page's footer and of the home page. It is on every page, so it is
 * deliberately small: plain React state and the email pattern of lib/validation, no form library
 * (the server action checks again with the full schema). Errors sit under their field, linked by
 * aria-describedby; the outcome is announced; what was typed stays on failure.
 */
export default function NewsletterFormClient({ locale, labels, typed, submitOnMount }: { locale: Locale; labels: NewsletterLabels } & IntentProps) {
  const [alert, setAlert] = useState<Alert>(null);
  // Its own ids: the page has two newsletter forms (footer and home), and the swap finds fields by name.
  const formId = useId();
  const { setValues, pending, bind, showErrors, submit } = useStateForm({
    formId,
    initial: (): Values => {
      const values = typed();
      return { email: values.email?.[0] ?? "", consent: values.consent !== undefined };
    },
    fields: NEWSLETTER_FIELDS,
    check: ({ email, consent }: Values) => {
      const trimmed = email.trim();
      return {
        email: !trimmed ? labels.emailRequired : PATTERNS.email.test(trimmed) ? undefined : labels.emailInvalid,
        consent: consent ? undefined : labels.consentRequired,
      };
    },
  });

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setAlert(null);
    return submit(
      async ({ email, consent }) => {
        const result = await subscribeToNewsletter(locale, { email: email.trim(), consent, page: window.location.pathname });
        if (result.ok) {
          setValues({ email: "", consent: false });
          setAlert({ tone: "success", text: result.message ?? "" });
        } else if (!showErrors({ email: result.fieldErrors?.email, consent: result.fieldErrors?.consent })) {
          setAlert({ tone: "error", text: result.message });
        }
      },
      () => setAlert({ tone: "error", text: labels.genericError }),
    );
  };

  useSubmitOnMount(submitOnMount, onSubmit);

  return (
    <form noValidate method="post" onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <NewsletterFormFields bind={bind} labels={labels} pending={pending} alert={alert} />
    </form>
  );
}
