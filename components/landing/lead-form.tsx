import { nativeFields } from "@/components/forms/field-binding";
import { FormIsland } from "@/components/forms/form-island";
import { MarkupForm } from "@/components/forms/markup-form";
import { answerFields, type MarkupFormAnswer } from "@/lib/forms/markup-form-answer";
import { getLandingPage } from "@/lib/api/engagement";
import { slugIn } from "@/lib/api/slugs";
import { utmOf } from "@/lib/engagement/campaign-attribution";
import { sendLead } from "@/lib/engagement/landing-actions";
import type { LandingPage } from "@/lib/contract/engagement";
import { valuesOf, type NoScriptDeclaration } from "@/lib/forms/no-script/declaration";
import { SLUG_FIELD } from "@/lib/forms/no-script/forms";
import type { Locale } from "@/lib/i18n/routing";
import { LeadGone } from "./lead-gone";
import { LEAD_FIELDS, LEAD_FORM_ID, LEAD_TITLE_ID, LeadFormFields, leadFormClasses, type LeadFormText } from "./lead-form-fields";
import { leadFormText, leadNameMax } from "./lead-form-text";
import { RememberArrival } from "./remember-arrival";

/**
 * A campaign page's lead form, declared in one place: the form as the server renders it (native
 * fields that a browser without JavaScript posts to /api/forms/lead with the campaign's slug), the
 * code that takes its place on intent (lead-form-client.tsx, through FormIsland, fetched when a
 * field takes the focus so the page's first load stays light), and what a plain post sends
 * through the server action (sendLead, the same the code calls), then the thank-you page.
 */
export async function LeadForm({ locale, page }: { locale: Locale; page: LandingPage }) {
  const slug = slugIn(page, locale);
  const text = await leadFormText(locale, page);
  return (
    <>
      <RememberArrival slug={slug} />
      <FormIsland form="lead" props={{ locale, slug, nameMax: leadNameMax(page), text }}>
        <LeadFormMarkup slug={slug} text={text} />
      </FormIsland>
    </>
  );
}

/** The form as the server renders it, with no code of its own in the browser. `answer`: the form back from a plain post. */
function LeadFormMarkup({ slug, text, answer }: { slug: string; text: LeadFormText; answer?: MarkupFormAnswer }) {
  return (
    <MarkupForm noScript="lead" hiddenFields={{ [SLUG_FIELD]: slug, ...answerFields(answer) }} aria-labelledby={LEAD_TITLE_ID} className={leadFormClasses}>
      <LeadFormFields bind={nativeFields(LEAD_FORM_ID, answer?.values, answer?.errors)} text={text} alert={answer?.message ?? null} />
    </MarkupForm>
  );
}

/** The form sent without JavaScript (app/api/forms/[form]) and shown again on its answer page. */
export const noScript: NoScriptDeclaration = {
  fields: LEAD_FIELDS,
  send: (locale, values, { back, slug }) =>
    // The campaign's parameters are in the address of the page the form was sent from.
    sendLead(locale, slug, { ...valuesOf(values, LEAD_FIELDS), ...utmOf(new URLSearchParams(back.split("?")[1] ?? "")) }),
  answer: async (locale, answer, flash) => {
    const page = flash?.slug ? await getLandingPage(locale, flash.slug).catch(() => null) : null;
    if (!page) return <LeadGone locale={locale} />;
    return <LeadFormMarkup slug={slugIn(page, locale)} text={await leadFormText(locale, page)} answer={answer} />;
  },
  // The form is a card of its own.
  frame: "max-w-md",
};
