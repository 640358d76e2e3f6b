"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { IntentProps } from "@/components/forms/form-island";
import { formFields } from "@/components/forms/form-fields";
import { useZodForm } from "@/components/forms/use-zod-form";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { type FindriscAnswers, type FindriscResult, bodyMassIndex, findrisc } from "@/lib/risk/findrisc";
import { findriscFormSchema, type RiskFormValues } from "@/lib/risk/form-schema";
import { takePendingAnswers } from "@/lib/risk/pending-answers";
import { RISK_FIELDS, RISK_FORM_ID, RiskFormFields, riskFormClasses } from "./risk-form-fields";
import { RiskSave } from "./risk-save";

interface RiskCalculatorProps {
  /** Specialty ids of the doctor search; a button is left out when its specialty is unknown. */
  endocrinologyId: number | null;
  familyMedicineId: number | null;
}

const EMPTY = {
  age: "",
  sex: undefined,
  height: "",
  weight: "",
  waist: "",
  activity: undefined,
  vegetables: undefined,
  bloodPressure: undefined,
  glucose: undefined,
  family: undefined,
};

const BAND_STYLE: Record<FindriscResult["band"], string> = {
  low: "border-success bg-success-50",
  "slightly-elevated": "border-brand-600 bg-brand-50",
  moderate: "border-warning bg-warning-50",
  high: "border-accent-600 bg-accent-50",
  "very-high": "border-error bg-error-50",
};

/**
 * FINDRISC in the browser: eight questions, the score with its band, what it means, that it is
 * not a diagnosis, and the way to a doctor. Nothing leaves the device unless a signed-in patient
 * saves the result to their profile (RiskSave).
 */
export default function RiskCalculator({ endocrinologyId, familyMedicineId, typed: readTyped, submitOnMount }: RiskCalculatorProps & IntentProps) {
  const t = useTranslations("risk");
  const [result, setResult] = useState<{ score: FindriscResult; values: RiskFormValues; key: string } | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const schema = findriscFormSchema({
    age: t("errors.age"),
    height: t("errors.height"),
    weight: t("errors.weight"),
    waist: t("errors.waist"),
    choose: t("errors.choose"),
  });
  // What was answered in the server's markup (risk-form.tsx) before this code loaded.
  const [typed] = useState(() => {
    const values = readTyped();
    return Object.fromEntries(RISK_FIELDS.flatMap((field) => (values[field]?.[0] !== undefined ? [[field, values[field][0]]] : []))) as Partial<RiskFormValues>;
  });
  const form = useZodForm(schema, { defaultValues: { ...EMPTY, ...typed } });
  const [height, weight] = form.watch(["height", "weight"]);
  const liveBmi = (() => {
    const h = Number(height);
    const w = Number(weight);
    return h >= 100 && h <= 250 && w >= 30 && w <= 300 ? bodyMassIndex(h, w) : null;
  })();

  const submit = (answers: FindriscAnswers) => {
    setResult({ score: findrisc(answers), values: form.getValues(), key: crypto.randomUUID() });
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  // Back from signing in to save: the same answers, and their result, as the visitor left them.
  // Or the server's form was sent before this one loaded: its score.
  useEffect(() => {
    const pending = takePendingAnswers();
    if (!pending && !submitOnMount) return;
    if (pending) form.reset(pending);
    void form.handleSubmit(submit)();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const doctorsLink = (specialty: number) => ({ pathname: "/doctors" as const, query: { specialty: String(specialty) } });

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <form noValidate method="post" onSubmit={(event) => void form.handleSubmit(submit)(event)} className={riskFormClasses}>
        <RiskFormFields
          bind={formFields(form, RISK_FORM_ID)}
          bmi={liveBmi !== null ? t("fields.bmi", { bmi: liveBmi }) : ""}
          again={
            result ? (
              <button
                type="button"
                className={buttonClasses("secondary", "lg", "w-full sm:w-auto")}
                onClick={() => {
                  form.reset(EMPTY);
                  setResult(null);
                }}
              >
                {t("again")}
              </button>
            ) : null
          }
        />
      </form>

      <div aria-live="polite" className="lg:sticky lg:top-24">
        {result ? (
          <section
            aria-labelledby="risk-result-title"
            className={`space-y-4 rounded-[var(--radius-card)] border-s-4 p-6 ${BAND_STYLE[result.score.band]}`}
            data-band={result.score.band}
          >
            <h2 id="risk-result-title" ref={resultRef} tabIndex={-1} className="text-2xl font-bold text-ink">
              {t("resultTitle", { score: result.score.score })}
            </h2>
            <p className="text-xl font-bold text-ink">{t(`bands.${result.score.band}`)}</p>
            <p className="text-ink">{t(`meaning.${result.score.band}`)}</p>
            <p className="text-ink">{t("oneIn", { count: result.score.oneIn })}</p>
            <p className="rounded-xl bg-white p-4 text-sm font-medium text-ink">{t("notDiagnosis")}</p>
            <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
              {endocrinologyId !== null ? (
                <Link href={doctorsLink(endocrinologyId)} className={buttonClasses("primary", "md")}>
                  {t("findEndocrinologist")}
                </Link>
              ) : null}
              {familyMedicineId !== null ? (
                <Link href={doctorsLink(familyMedicineId)} className={buttonClasses("secondary", "md")}>
                  {t("findFamilyDoctor")}
                </Link>
              ) : null}
            </div>
            <RiskSave key={result.key} values={result.values} idempotencyKey={result.key} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
