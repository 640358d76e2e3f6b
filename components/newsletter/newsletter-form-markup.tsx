import { nativeFields } from "@/components/forms/field-binding";
import { MarkupForm } from "@/components/forms/markup-form";
import { NewsletterFormFields, type NewsletterLabels } from "./newsletter-form-fields";

/**
 * The newsletter form as the server renders it, with no code of its own in the browser: the fields
 * of newsletter-form-client.tsx as native controls (MarkupForm: without JavaScript, a note in
 * place of its button), which newsletter-form-island.tsx puts in its place (with
 * what was typed) when the visitor focuses a field.
 */
export function NewsletterFormMarkup({ idPrefix, labels }: { idPrefix: string; labels: NewsletterLabels }) {
  return (
    <MarkupForm className="space-y-3">
      <NewsletterFormFields bind={nativeFields(idPrefix)} labels={labels} />
    </MarkupForm>
  );
}
