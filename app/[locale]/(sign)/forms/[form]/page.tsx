import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ContactFormMarkup } from "@/components/contact/contact-form-markup";
import { FormAlert } from "@/components/forms/form-alert";
import type { MarkupFormAnswer } from "@/components/forms/markup-form-answer";
import { LeadFormMarkup } from "@/components/landing/lead-form-markup";
import { leadFormText } from "@/components/landing/lead-form-text";
import { newsletterLabels } from "@/components/newsletter/newsletter-form";
import { NewsletterFormMarkup } from "@/components/newsletter/newsletter-form-markup";
import { getBusinessUnits } from "@/lib/api/business-units";
import { getLandingPage } from "@/lib/api/engagement";
import { slugIn } from "@/lib/api/slugs";
import { env } from "@/lib/env";
import { openFormFlash, sealFromCookies, type FormFlash } from "@/lib/forms/no-script/flash";
import { isNoScriptForm, type NoScriptForm } from "@/lib/forms/no-script/forms";
import { pageLocale } from "@/lib/i18n/page-locale";
import { homePath, isLocale, type Locale } from "@/lib/i18n/routing";
import { sanitizeReturnPath } from "@/lib/navigation/return-path";

type Props = { params: Promise<{ locale: string; form: string }> };

const CARD = "rounded-card bg-white p-6 shadow-card sm:p-8";
/** The answer's frame: a card, but the campaign form is a card of its own. */
const FRAMES: Record<NoScriptForm | "sent", string> = {
  contact: `max-w-2xl ${CARD}`,
  newsletter: `max-w-md ${CARD}`,
  lead: "max-w-md",
  sent: `max-w-md ${CARD}`,
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, form } = await params;
  if (!isLocale(locale) || !isNoScriptForm(form)) return {};
  const t = await getTranslations({ locale, namespace: "formAnswer" });
  return { title: t(`titles.${form}`), description: t("metaDescription"), robots: { index: false } };
}

/**
 * The answer to a form sent without JavaScript (app/api/forms/[form] redirects here): its outcome,
 * and after a failure the form again with what was typed and each field's error. Reached without
 * an outcome (a bookmark, an answer older than five minutes), it offers the form afresh.
 */
export default async function FormAnswerPage({ params }: Props) {
  const { locale: requested, form } = await params;
  const locale = pageLocale(requested);
  if (!isNoScriptForm(form)) notFound();
  const jar = await cookies();
  const flash = await openFormFlash(sealFromCookies((name) => jar.get(name)?.value));
  const answer = flash?.form === form ? flash : null;
  const t = await getTranslations({ locale, namespace: "formAnswer" });
  const back = sanitizeReturnPath(answer?.back, homePath(locale));

  return (
    <section aria-labelledby="form-answer-title" className={`mx-auto w-full ${FRAMES[answer?.ok ? "sent" : form]}`}>
      <h1 id="form-answer-title" className="mb-6 text-2xl font-bold text-brand-800 sm:text-3xl">
        {answer?.ok ? t("sentTitle") : t(`titles.${form}`)}
      </h1>
      {answer?.ok ? (
        <div className="space-y-6">
          <FormAlert tone="success" message={answer.message || t("sent")} />
          {/* A plain link: `back` is already the page's public path, in its language. */}
          <a href={back} className="btn btn-primary btn-lg w-full whitespace-normal text-center sm:w-auto">
            {t("back")}
          </a>
        </div>
      ) : (
        <AnswerForm form={form} locale={locale} flash={answer} />
      )}
    </section>
  );
}

async function AnswerForm({ form, locale, flash }: { form: NoScriptForm; locale: Locale; flash: FormFlash | null }) {
  const answer: MarkupFormAnswer | undefined = flash
    ? { values: flash.values, errors: flash.fieldErrors, message: flash.message, back: flash.back }
    : undefined;
  switch (form) {
    case "contact": {
      const units = await getBusinessUnits(locale).catch(() => []);
      return <ContactFormMarkup units={units.map(({ id, name }) => ({ id, name }))} defaultUnit={env.BU_ID} answer={answer} />;
    }
    case "newsletter":
      return <NewsletterFormMarkup idPrefix="newsletter-answer-form" labels={await newsletterLabels(locale)} answer={answer} />;
    case "lead": {
      const page = flash?.slug ? await getLandingPage(locale, flash.slug).catch(() => null) : null;
      if (!page) return <LeadGone locale={locale} />;
      return <LeadFormMarkup slug={slugIn(page, locale)} text={await leadFormText(locale, page)} answer={answer} />;
    }
  }
}

async function LeadGone({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "formAnswer" });
  return (
    <div className="space-y-6">
      <p>{t("leadUnknown")}</p>
      <a href={homePath(locale)} className="btn btn-primary btn-lg w-full whitespace-normal text-center sm:w-auto">
        {t("home")}
      </a>
    </div>
  );
}
