import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { FormAlert } from "@/components/forms/form-alert";
import { ANSWER_CARD } from "@/lib/forms/no-script/declaration";
import { isNoScriptForm, NO_SCRIPT_DECLARATIONS } from "@/components/forms/no-script-declared";
import { openFormFlash, sealFromCookies } from "@/lib/forms/no-script/flash";
import { pageLocale } from "@/lib/i18n/page-locale";
import { homePath, isLocale } from "@/lib/i18n/routing";
import { sanitizeReturnPath } from "@/lib/navigation/return-path";

type Props = { params: Promise<{ locale: string; form: string }> };

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
  const declaration = NO_SCRIPT_DECLARATIONS[form];
  // After a failure (or with no outcome) the form again, as its own file declares it.
  const again = answer?.ok
    ? null
    : await declaration.answer(locale, answer ? { values: answer.values, errors: answer.fieldErrors, message: answer.message, back: answer.back } : undefined, answer);

  return (
    <section aria-labelledby="form-answer-title" className={`mx-auto w-full ${answer?.ok ? `max-w-md ${ANSWER_CARD}` : declaration.frame}`}>
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
        again
      )}
    </section>
  );
}
