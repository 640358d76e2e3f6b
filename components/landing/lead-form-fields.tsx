import type { Ref } from "react";
import type { FieldBinder } from "@/components/forms/field-binding";
import { FormAlert } from "@/components/forms/form-alert";
import { TextAreaInput } from "@/components/forms/textarea-input";
import { TextInput } from "@/components/forms/text-input";

export interface LeadFormText {
  title: string;
  /** Every field is required: said once above them, and each input carries `required`. */
  allRequired: string;
  name: string;
  phone: string;
  phoneHint: string;
  message: string;
  messageHint: string;
  submit: string;
  sending: string;
  nameRequired: string;
  nameTooLong: string;
  phoneRequired: string;
  phoneInvalid: string;
  messageRequired: string;
  genericError: string;
}

/** The campaign form's fields, as named in its markup and in its code. */
export const LEAD_FIELDS = ["name", "phone", "message"] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

/** Ids of the campaign form, the same in the server's markup and in the form's code. */
export const LEAD_FORM_ID = "lead";
export const LEAD_TITLE_ID = "lead-title";

/** The campaign form's look, around its fields in both renderings. */
export const leadFormClasses = "space-y-4 rounded-[var(--radius-card)] bg-white p-6 text-ink shadow-[var(--shadow-card)]";

/**
 * Everything inside the campaign form, rendered by the server's markup (lead-form.tsx, native
 * fields) and by the form's code (lead-form-client.tsx, its own state): only `bind` and the outcome
 * differ.
 */
export function LeadFormFields({
  bind,
  text,
  alert = null,
  alertRef,
  pending = false,
}: {
  bind: FieldBinder;
  text: LeadFormText;
  alert?: string | null;
  alertRef?: Ref<HTMLDivElement>;
  pending?: boolean;
}) {
  return (
    <>
      <h2 id={LEAD_TITLE_ID} className="text-xl font-bold text-brand-800">
        {text.title}
      </h2>
      <p className="text-sm text-muted" data-testid="lead-all-required">
        {text.allRequired}
      </p>
      <FormAlert ref={alertRef} message={alert} />
      <TextInput field={bind("name")} label={text.name} type="text" autoComplete="name" required />
      <TextInput field={bind("phone")} label={text.phone} hint={text.phoneHint} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" required />
      <TextAreaInput field={bind("message")} label={text.message} hint={text.messageHint} rows={3} maxLength={1000} required />
      <button type="submit" disabled={pending} aria-busy={pending || undefined} className="btn btn-accent btn-lg w-full disabled:opacity-80">
        {pending ? text.sending : text.submit}
      </button>
    </>
  );
}
