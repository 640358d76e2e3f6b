import { nativeFields } from "@/components/forms/field-binding";
import { MarkupForm } from "@/components/forms/markup-form";
import { answerFields, type MarkupFormAnswer } from "@/components/forms/markup-form-answer";
import { SLUG_FIELD } from "@/lib/forms/no-script/forms";
import { LEAD_FORM_ID, LEAD_TITLE_ID, LeadFormFields, leadFormClasses, type LeadFormText } from "./lead-form-fields";

/**
 * The campaign form as the server renders it, with no code of its own in the browser: the fields of
 * lead-form.tsx as native controls, posted to /api/forms/lead (with the campaign's slug) by a
 * browser without JavaScript, which lead-form-island.tsx puts in its place (with what was typed)
 * as soon as a field takes the focus, so the page's first load stays light. `answer`: the form
 * back from such a post.
 */
export function LeadFormMarkup({ slug, text, answer }: { slug: string; text: LeadFormText; answer?: MarkupFormAnswer }) {
  return (
    <MarkupForm noScript="lead" hiddenFields={{ [SLUG_FIELD]: slug, ...answerFields(answer) }} aria-labelledby={LEAD_TITLE_ID} className={leadFormClasses}>
      <LeadFormFields bind={nativeFields(LEAD_FORM_ID, answer?.values, answer?.errors)} text={text} alert={answer?.message ?? null} />
    </MarkupForm>
  );
}
