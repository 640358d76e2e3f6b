import { nativeFields } from "@/components/forms/field-binding";
import { MarkupForm } from "@/components/forms/markup-form";
import { answerFields, type MarkupFormAnswer } from "@/components/forms/markup-form-answer";
import { CONTACT_FORM_ID, ContactFormFields, firstUnit, type ContactUnits } from "./contact-form-fields";

/**
 * The contact form as the server renders it, with no code of its own in the browser: the fields of
 * contact-form.tsx as native controls, posted to /api/forms/contact by a browser without
 * JavaScript. contact-form-island.tsx puts the form's code in its place (with what was typed) as
 * soon as the visitor focuses a field or sends it. `answer`: the form back from such a post.
 */
export function ContactFormMarkup({ units, defaultUnit, answer }: { units: ContactUnits; defaultUnit?: number; answer?: MarkupFormAnswer }) {
  const bind = nativeFields(CONTACT_FORM_ID, { unit: firstUnit(units, defaultUnit), ...answer?.values }, answer?.errors);
  return (
    <MarkupForm noScript="contact" hiddenFields={answerFields(answer)} className="space-y-5" aria-labelledby="contact-form-title">
      <ContactFormFields bind={bind} units={units} alert={answer?.message ? { tone: "error", message: answer.message } : null} />
    </MarkupForm>
  );
}
