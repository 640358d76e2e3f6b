import { nativeFields } from "@/components/forms/field-binding";
import { FormIsland } from "@/components/forms/form-island";
import { MarkupForm } from "@/components/forms/markup-form";
import { answerFields, type MarkupFormAnswer } from "@/lib/forms/markup-form-answer";
import { MessagesSubset } from "@/components/static/messages-subset";
import { getBusinessUnits } from "@/lib/api/business-units";
import { sendContactMessage } from "@/lib/engagement/contact-actions";
import { env } from "@/lib/env";
import { ANSWER_CARD, valuesOf, type NoScriptDeclaration } from "@/lib/forms/no-script/declaration";
import type { Locale } from "@/lib/i18n/routing";
import { CONTACT_FIELDS, CONTACT_FORM_ID, ContactFormFields, firstUnit, type ContactUnits } from "./contact-form-fields";

/**
 * The contact page's message form (SPEC §5 contact rules), declared in one place: the form as the
 * server renders it (native fields that a browser without JavaScript posts to /api/forms/contact),
 * the code that takes its place on intent (contact-form-client.tsx: react-hook-form with the
 * shared contact schema, through FormIsland, fetched when a field takes the focus and not with the
 * page), and what a plain post sends through the server action (sendContactMessage, the same the
 * code calls, which checks it again with the same schema).
 */
export function ContactForm({ locale, units, defaultUnit }: { locale: Locale; units: ContactUnits; defaultUnit?: number }) {
  return (
    // The words the form's code reads once it loads; the rest of the page's stay on the server.
    <MessagesSubset pick={{ contact: ["fields", "hints", "submit", "sending"] }}>
      <FormIsland form="contact" props={{ locale, units, defaultUnit }}>
        <ContactFormMarkup units={units} defaultUnit={defaultUnit} />
      </FormIsland>
    </MessagesSubset>
  );
}

/** The form as the server renders it, with no code of its own in the browser. `answer`: the form back from a plain post. */
function ContactFormMarkup({ units, defaultUnit, answer }: { units: ContactUnits; defaultUnit?: number; answer?: MarkupFormAnswer }) {
  const bind = nativeFields(CONTACT_FORM_ID, { unit: firstUnit(units, defaultUnit), ...answer?.values }, answer?.errors);
  return (
    <MarkupForm noScript="contact" hiddenFields={answerFields(answer)} className="space-y-5" aria-labelledby="contact-form-title">
      <ContactFormFields bind={bind} units={units} alert={answer?.message ? { tone: "error", message: answer.message } : null} />
    </MarkupForm>
  );
}

/** The form sent without JavaScript (app/api/forms/[form]) and shown again on its answer page. */
export const noScript: NoScriptDeclaration = {
  fields: CONTACT_FIELDS,
  send: (locale, values) => sendContactMessage(locale, valuesOf(values, CONTACT_FIELDS)),
  answer: async (locale, answer) => {
    const units = await getBusinessUnits(locale).catch(() => []);
    return <ContactFormMarkup units={units.map(({ id, name }) => ({ id, name }))} defaultUnit={env.BU_ID} answer={answer} />;
  },
  frame: `max-w-2xl ${ANSWER_CARD}`,
};
