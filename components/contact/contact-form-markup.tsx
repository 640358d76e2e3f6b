import { nativeFields } from "@/components/forms/field-binding";
import { MarkupForm } from "@/components/forms/markup-form";
import { CONTACT_FORM_ID, ContactFormFields, firstUnit, type ContactUnits } from "./contact-form-fields";

/**
 * The contact form as the server renders it, with no code of its own in the browser: the fields of
 * contact-form.tsx as native controls (a browser without JavaScript shows NoScriptNotice in place
 * of its button). contact-form-island.tsx puts the form's code in its place (with what was typed)
 * as soon as the visitor focuses a field or sends it.
 */
export function ContactFormMarkup({ units, defaultUnit }: { units: ContactUnits; defaultUnit?: number }) {
  return (
    <MarkupForm className="space-y-5" aria-labelledby="contact-form-title">
      <ContactFormFields bind={nativeFields(CONTACT_FORM_ID, { unit: firstUnit(units, defaultUnit) })} units={units} />
    </MarkupForm>
  );
}
