"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { FormAlert } from "@/components/forms/form-alert";
import { inputClasses, errorClasses, hintClasses, labelClasses } from "@/components/forms/field-classes";
import { useValidationT } from "@/components/forms/use-validation-t";
import { buttonClasses } from "@/components/ui/button";
import { type Survey, type SurveyQuestion, surveyRespondentSchema } from "@/lib/contract/engagement";
import { submitSurvey } from "@/lib/engagement/survey-actions";
import { useRouter } from "@/lib/i18n/router";
import type { Locale } from "@/lib/i18n/routing";

type Value = string | boolean;
type Respondent = { name: string; email: string; phone: string };
interface Progress {
  answers: Record<number, Value>;
  respondent: Respondent;
}

interface SurveyWizardProps {
  locale: Locale;
  survey: Survey;
  /** The campaign lead the link was sent to, if any. */
  lead?: string;
}

const EMPTY: Progress = { answers: {}, respondent: { name: "", email: "", phone: "" } };

/** The step in the address (`?step=2`): Back, Forward and a reload land on the same step. */
function stepFromUrl(last: number): number {
  const step = Number(new URLSearchParams(window.location.search).get("step"));
  return Number.isInteger(step) && step >= 1 && step <= last ? step : 1;
}

/**
 * A survey step by step: its questions grouped by step, then the respondent's details. Answers are
 * kept in sessionStorage and the step in the URL, so a reload or the browser's Back button never
 * loses what was entered. After sending, the visitor lands on the unit's thank-you page.
 */
export function SurveyWizard({ locale, survey, lead }: SurveyWizardProps) {
  const t = useTranslations("survey");
  const tForms = useTranslations("forms");
  const tv = useValidationT();
  const router = useRouter();
  const formId = useId();
  const storageKey = `survey:${survey.business_unit.key}:${survey.slug}`;
  const last = survey.steps + 1;
  const [step, setStep] = useState(1);
  const [progress, setProgress] = useState<Progress>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Saving waits for the restore, so the empty first render never overwrites what was kept.
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    try {
      const saved = sessionStorage.getItem(storageKey);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring what this tab entered before a reload
      if (saved) setProgress({ ...EMPTY, ...(JSON.parse(saved) as Progress) });
    } catch {
      // Storage may be unavailable (private mode); the survey still works without it.
    }
    setStep(stepFromUrl(last));
    setRestored(true);
    const onPop = () => {
      setErrors({});
      setStep(stepFromUrl(last));
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [storageKey, last]);

  useEffect(() => {
    if (!restored) return;
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(progress));
    } catch {
      // See above.
    }
  }, [progress, storageKey, restored]);

  const questions = survey.questions.filter((q) => q.step === step);
  const setAnswer = (q: SurveyQuestion, value: Value) => {
    setProgress((p) => ({ ...p, answers: { ...p.answers, [q.id]: value } }));
    setErrors((e) => ({ ...e, [`q${q.id}`]: "" }));
  };
  const setRespondent = (field: keyof Respondent, value: string) => {
    setProgress((p) => ({ ...p, respondent: { ...p.respondent, [field]: value } }));
    setErrors((e) => ({ ...e, [field]: "" }));
  };

  const focusFirstError = (found: Record<string, string>) => {
    const first = Object.keys(found).find((key) => found[key]);
    if (first) requestAnimationFrame(() => document.getElementById(`${formId}-${first}`)?.focus());
  };

  const goTo = (next: number) => {
    const url = new URL(window.location.href);
    url.searchParams.set("step", String(next));
    window.history.pushState(null, "", url);
    setErrors({});
    setAlert(null);
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const checkStep = (): Record<string, string> => {
    const found: Record<string, string> = {};
    for (const q of questions) {
      const value = progress.answers[q.id];
      if (q.required && (value === undefined || value === "")) found[`q${q.id}`] = q.type === "text" ? tv("required", { field: q.label }) : t("chooseOne");
    }
    return found;
  };

  const submit = async () => {
    const schema = surveyRespondentSchema({ name: t("fields.name"), email: t("fields.email"), phone: t("fields.phone") }, tv);
    const parsed = schema.safeParse(progress.respondent);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return focusFirstError(found);
    }
    setPending(true);
    setAlert(null);
    try {
      const answers = survey.questions
        .filter((q) => progress.answers[q.id] !== undefined && progress.answers[q.id] !== "")
        .map((q) => ({ question_id: q.id, value: progress.answers[q.id] as Value }));
      const result = await submitSurvey(locale, survey.business_unit.id, survey.slug, { ...parsed.data, lead, answers });
      if (result.ok) {
        sessionStorage.removeItem(storageKey);
        router.replace({ pathname: "/filled/[bu]", params: { bu: survey.business_unit.key } });
        return;
      }
      const fieldErrors = Object.fromEntries(
        Object.entries(result.fieldErrors ?? {}).filter(([field]) => ["name", "email", "phone"].includes(field)),
      );
      setErrors(fieldErrors);
      setAlert(result.message);
      requestAnimationFrame(() => alertRef.current?.focus());
    } catch {
      setAlert(tForms("genericError"));
      requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (step < last) {
      const found = checkStep();
      setErrors(found);
      if (Object.values(found).some(Boolean)) return focusFirstError(found);
      return goTo(step + 1);
    }
    void submit();
  };

  const error = (key: string) => errors[key] || undefined;
  const errorId = (key: string) => `${formId}-${key}-error`;

  return (
    <form noValidate method="post" onSubmit={onSubmit} className="space-y-6 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] md:p-8">
      {/* Every step the respondent goes through is counted, the details after the questions too. */}
      <p className="text-sm font-semibold text-brand-700" data-testid="survey-step">
        {t("stepOf", { step, total: last })}
      </p>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-brand-800">
        {step === last ? t("aboutYou") : `${survey.title}`}
      </h2>
      <FormAlert ref={alertRef} message={alert} />
      {step < last ? (
        questions.map((q) => (
          <QuestionField
            key={q.id}
            id={`${formId}-q${q.id}`}
            question={q}
            value={progress.answers[q.id]}
            onChange={(value) => setAnswer(q, value)}
            error={error(`q${q.id}`)}
            errorId={errorId(`q${q.id}`)}
            labels={{ yes: t("yes"), no: t("no"), optional: t("optional") }}
          />
        ))
      ) : (
        <div className="space-y-5">
          <p className={hintClasses}>{t("aboutYouIntro")}</p>
          {(["name", "email", "phone"] as const).map((field) => (
            <div key={field}>
              <label htmlFor={`${formId}-${field}`} className={labelClasses}>
                {t(`fields.${field}`)}
              </label>
              <input
                id={`${formId}-${field}`}
                type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
                inputMode={field === "phone" ? "tel" : undefined}
                autoComplete={field === "name" ? "name" : field === "email" ? "email" : "tel"}
                dir={field === "name" ? undefined : "ltr"}
                value={progress.respondent[field]}
                onChange={(event) => setRespondent(field, event.target.value)}
                aria-invalid={error(field) ? true : undefined}
                aria-describedby={error(field) ? errorId(field) : undefined}
                className={inputClasses(Boolean(error(field)))}
              />
              {error(field) ? (
                <p id={errorId(field)} className={errorClasses}>
                  {error(field)}
                </p>
              ) : null}
            </div>
          ))}
        </div>
      )}
      <div className="flex flex-wrap justify-between gap-3">
        {step > 1 ? (
          <button type="button" onClick={() => window.history.back()} className={buttonClasses("secondary", "lg")}>
            {t("back")}
          </button>
        ) : (
          <span />
        )}
        <button type="submit" disabled={pending} aria-busy={pending || undefined} className={buttonClasses("primary", "lg")}>
          {step < last ? t("next") : pending ? t("sending") : t("submit")}
        </button>
      </div>
    </form>
  );
}

interface QuestionFieldProps {
  id: string;
  question: SurveyQuestion;
  value: Value | undefined;
  onChange: (value: Value) => void;
  error?: string;
  errorId: string;
  labels: { yes: string; no: string; optional: string };
}

/** One question: a text box, a choice among options, or a yes/no toggle. */
function QuestionField({ id, question, value, onChange, error, errorId, labels }: QuestionFieldProps) {
  const optional = question.required ? null : <span className="ms-2 text-sm font-normal text-muted">{labels.optional}</span>;
  const errorText = error ? (
    <p id={errorId} className={errorClasses}>
      {error}
    </p>
  ) : null;
  if (question.type === "text") {
    return (
      <div>
        <label htmlFor={id} className={labelClasses}>
          {question.label}
          {optional}
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={1000}
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClasses(Boolean(error), "py-3")}
        />
        {errorText}
      </div>
    );
  }
  const options =
    question.type === "toggle"
      ? [
          { value: "yes", label: labels.yes },
          { value: "no", label: labels.no },
        ]
      : question.options;
  const current = question.type === "toggle" ? (value === true ? "yes" : value === false ? "no" : "") : String(value ?? "");
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="font-semibold text-ink">
        {question.label}
        {optional}
      </legend>
      <div className={`mt-2 grid gap-2 ${options.length <= 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 ${error ? "border-error" : "border-line-strong"}`}
          >
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              name={id}
              value={option.value}
              checked={current === option.value}
              onChange={() => onChange(question.type === "toggle" ? option.value === "yes" : option.value)}
              className="size-5 shrink-0 accent-brand-600"
            />
            <span className="font-medium text-ink">{option.label}</span>
          </label>
        ))}
      </div>
      {errorText}
    </fieldset>
  );
}
