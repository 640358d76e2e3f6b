import { nativeFields } from "@/components/forms/field-binding";
import { MarkupForm } from "@/components/forms/markup-form";
import { answerFields, type MarkupFormAnswer } from "@/components/forms/markup-form-answer";
import { NewsletterFormFields, type NewsletterLabels } from "./newsletter-form-fields";

/**
 * The newsletter form as the server renders it, with no code of its own in the browser: the fields
 * of newsletter-form-client.tsx as native controls, posted to /api/forms/newsletter by a browser
 * without JavaScript, which newsletter-form-island.tsx puts in its place (with what was typed)
 * when the visitor focuses a field. `answer`: the form back from such a post.
 */
export function NewsletterFormMarkup({ idPrefix, labels, answer }: { idPrefix: string; labels: NewsletterLabels; answer?: MarkupFormAnswer }) {
  const ticked = answer?.values.consent ? ["consent"] : [];
  return (
    <MarkupForm noScript="newsletter" hiddenFields={answerFields(answer)} className="space-y-3">
      <NewsletterFormFields
        bind={nativeFields(idPrefix, { email: answer?.values.email }, answer?.errors, ticked)}
        labels={labels}
        alert={answer?.message ? { tone: "error", text: answer.message } : null}
      />
    </MarkupForm>
  );
}
