import { useTranslations } from "next-intl";
import type { Ref } from "react";
import type { FieldBinder } from "@/components/forms/field-binding";
import { FormAlert } from "@/components/forms/form-alert";
import { PatientFields } from "@/components/forms/patient-fields";
import { SelectInput } from "@/components/forms/select-input";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextAreaInput } from "@/components/forms/textarea-input";
import { TextInput } from "@/components/forms/text-input";

export type ContactUnits = ReadonlyArray<{ id: number; name: string }>;

/** The unit a message goes to unless the visitor picks another. */
export const firstUnit = (units: ContactUnits, defaultUnit?: number) => String(defaultUnit ?? units[0]?.id ?? "");

/** The contact form's fields, as named in its markup and in its code. */
export const CONTACT_FIELDS = ["unit", "name", "phone", "email", "subject", "message"] as const;

/** Ids of the contact form's fields, the same in the server's markup and in the form's code. */
export const CONTACT_FORM_ID = "contact";

/**
 * Everything inside the contact form, rendered by the server's markup (contact-form.tsx, native
 * fields) and by the form's code (contact-form-client.tsx, react-hook-form): only `bind` differs.
 */
export function ContactFormFields({
  bind,
  units,
  alert = null,
  alertRef,
  pending = false,
}: {
  bind: FieldBinder;
  units: ContactUnits;
  alert?: { tone: "error" | "success"; message: string } | null;
  alertRef?: Ref<HTMLDivElement>;
  pending?: boolean;
}) {
  const t = useTranslations("contact");
  return (
    <>
      <FormAlert ref={alertRef} tone={alert?.tone} message={alert?.message} />
      <div className="grid gap-5 md:grid-cols-2">
        <PatientFields
          bind={bind}
          labels={{ name: t("fields.name"), phone: t("fields.phone"), email: t("fields.email") }}
          hints={{ name: t("hints.name"), phone: t("hints.phone") }}
        />
        {units.length > 1 ? (
          /* A unit name is long ("… Women's Wellness and Maternity Centre"): the select takes the whole row so it shows all of it. */
          <div className="md:col-span-2" data-testid="contact-unit">
            <SelectInput field={bind("unit")} label={t("fields.unit")} options={units.map((item) => ({ value: String(item.id), label: item.name }))} />
          </div>
        ) : null}
      </div>
      <TextInput field={bind("subject")} label={t("fields.subject")} required />
      <TextAreaInput field={bind("message")} label={t("fields.message")} hint={t("hints.message")} rows={6} required />
      <SubmitButton pending={pending} label={t("submit")} pendingLabel={t("sending")} className="w-full sm:w-auto" />
    </>
  );
}
