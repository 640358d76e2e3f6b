import { nativeFields } from "@/components/forms/field-binding";
import { MarkupForm } from "@/components/forms/markup-form";
import { LEAD_FORM_ID, LEAD_TITLE_ID, LeadFormFields, leadFormClasses, type LeadFormText } from "./lead-form-fields";

/**
 * The campaign form as the server renders it, with no code of its own in the browser: the fields of
 * lead-form.tsx as native controls (a browser without JavaScript shows NoScriptNotice in place of
 * its button), which lead-form-island.tsx puts in its place (with what was typed) as soon as a
 * field takes the focus, so the page's first load stays light.
 */
export function LeadFormMarkup({ text }: { text: LeadFormText }) {
  return (
    <MarkupForm aria-labelledby={LEAD_TITLE_ID} className={leadFormClasses}>
      <LeadFormFields bind={nativeFields(LEAD_FORM_ID)} text={text} />
    </MarkupForm>
  );
}
