import { CheckboxInput } from "@/components/forms/checkbox-input";
import type { FieldBinder } from "@/components/forms/field-binding";
import { TextInput } from "@/components/forms/text-input";

/** The newsletter form's fields, as named in its markup and in its code. */
export const NEWSLETTER_FIELDS = ["email", "consent"] as const;

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

/**
 * Everything inside the newsletter form, rendered by the server's markup (newsletter-form.tsx,
 * native fields) and by the form's code (newsletter-form-client.tsx, its own state): only `bind`
 * and the outcome differ.
 */
export function NewsletterFormFields({
  bind,
  labels,
  pending = false,
  alert = null,
}: {
  bind: FieldBinder;
  labels: NewsletterLabels;
  pending?: boolean;
  alert?: { tone: "error" | "success"; text: string } | null;
}) {
  return (
    <>
      <TextInput field={bind("email")} label={labels.email} labelHidden placeholder={labels.email} type="email" dir="ltr" autoComplete="email" />
      <CheckboxInput field={bind("consent")} label={labels.consent} value="yes" small />
      <button type="submit" disabled={pending} aria-busy={pending || undefined} className="btn btn-primary btn-lg w-full disabled:opacity-80 sm:w-auto">
        {pending ? labels.sending : labels.submit}
      </button>
      <p
        role="status"
        aria-live="polite"
        className={alert ? `rounded-xl px-4 py-2 font-medium ${alert.tone === "success" ? "bg-success-50 text-success" : "bg-error-50 text-error"}` : "sr-only"}
      >
        {alert?.text}
      </p>
    </>
  );
}
