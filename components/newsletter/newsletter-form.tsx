import { getTranslations } from "next-intl/server";
import { nativeFields } from "@/components/forms/field-binding";
import { FormIsland } from "@/components/forms/form-island";
import { MarkupForm } from "@/components/forms/markup-form";
import { answerFields, type MarkupFormAnswer } from "@/lib/forms/markup-form-answer";
import { subscribeToNewsletter } from "@/lib/engagement/newsletter-actions";
import { ANSWER_CARD, type NoScriptDeclaration } from "@/lib/forms/no-script/declaration";
import type { Locale } from "@/lib/i18n/routing";
import { NEWSLETTER_FIELDS, NewsletterFormFields, type NewsletterLabels } from "./newsletter-form-fields";

/**
 * The newsletter sign-up (SPEC §1), declared in one place: its words, the form as the server
 * renders it (native fields that a browser without JavaScript posts to /api/forms/newsletter), the
 * code that takes its place on intent (newsletter-form-client.tsx, through FormIsland: it is in
 * every page's footer, so its code loads only when a field takes the focus), and what its plain
 * post sends through the server action (subscribeToNewsletter, the same the code calls).
 */
export async function NewsletterForm({ locale }: { locale: Locale }) {
  const [t, labels] = await Promise.all([getTranslations({ locale, namespace: "newsletter" }), newsletterLabels(locale)]);
  const headingId = "newsletter-footer";
  return (
    <section aria-labelledby={headingId} className="container-page pb-10">
      <div className="grid gap-5 rounded-[var(--radius-card)] bg-white p-6 text-ink shadow-[var(--shadow-card)] md:grid-cols-[2fr_3fr] md:items-start md:p-8">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-brand-800">
            {t("title")}
          </h2>
          <p className="mt-1 text-muted">{t("intro")}</p>
        </div>
        <FormIsland form="newsletter" props={{ locale, labels }}>
          <NewsletterFormMarkup idPrefix={`${headingId}-form`} labels={labels} />
        </FormIsland>
      </div>
    </section>
  );
}

/** The form as the server renders it, with no code of its own in the browser. `answer`: the form back from a plain post. */
function NewsletterFormMarkup({ idPrefix, labels, answer }: { idPrefix: string; labels: NewsletterLabels; answer?: MarkupFormAnswer }) {
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

/** The form sent without JavaScript (app/api/forms/[form]) and shown again on its answer page. */
export const noScript: NoScriptDeclaration = {
  fields: NEWSLETTER_FIELDS,
  send: (locale, values, { back }) =>
    subscribeToNewsletter(locale, { email: values.email ?? "", consent: Boolean(values.consent), page: back.split("?")[0] ?? "/" }),
  answer: async (locale, answer) => <NewsletterFormMarkup idPrefix="newsletter-answer-form" labels={await newsletterLabels(locale)} answer={answer} />,
  frame: `max-w-md ${ANSWER_CARD}`,
};

/** The newsletter form's words in `locale`. */
async function newsletterLabels(locale: Locale): Promise<NewsletterLabels> {
  const [t, tv, tf] = await Promise.all([
    getTranslations({ locale, namespace: "newsletter" }),
    getTranslations({ locale, namespace: "validation" }),
    getTranslations({ locale, namespace: "forms" }),
  ]);
  const email = t("emailLabel");
  return {
    email,
    consent: t("consentLabel"),
    submit: t("submit"),
    sending: t("sending"),
    emailRequired: tv("required", { field: email }),
    emailInvalid: tv("email", { field: email }),
    consentRequired: t("consentRequired"),
    genericError: tf("genericError"),
  };
}
