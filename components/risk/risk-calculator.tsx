"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { RadioGroupField } from "@/components/forms/radio-group-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { type FindriscAnswers, type FindriscResult, bodyMassIndex, findrisc } from "@/lib/risk/findrisc";
import { findriscFormSchema, type RiskFormValues } from "@/lib/risk/form-schema";
import { takePendingAnswers } from "@/lib/risk/pending-answers";
import { RiskSave } from "./risk-save";

interface RiskCalculatorProps {
  /** Specialty ids of the doctor search; a button is left out when its specialty is unknown. */
  endocrinologyId: number | null;
  familyMedicineId: number | null;
  /** Reads what was answered in the server's markup (risk-form-markup.tsx) before this form loaded. */
  readTyped?: () => Partial<RiskFormValues>;
  /** The visitor sent the server's markup: compute the score now. */
  submitOnMount?: boolean;
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
export function RiskCalculator({ endocrinologyId, familyMedicineId, readTyped, submitOnMount = false }: RiskCalculatorProps) {
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
  const [typed] = useState(() => readTyped?.() ?? {});
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

  const yesNo = [
    { value: "yes", label: t("fields.yes") },
    { value: "no", label: t("fields.no") },
  ];
  const doctorsLink = (specialty: number) => ({ pathname: "/doctors" as const, query: { specialty: String(specialty) } });

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="space-y-6 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] md:p-8">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="age" label={t("fields.age")} hint={t("fields.ageHint")} inputMode="numeric" autoComplete="off" required />
          <RadioGroupField
            form={form}
            name="sex"
            legend={t("fields.sex")}
            inline
            options={[
              { value: "male", label: t("fields.male") },
              { value: "female", label: t("fields.female") },
            ]}
          />
          <TextField form={form} name="height" label={t("fields.height")} hint={t("fields.heightHint")} inputMode="decimal" autoComplete="off" required />
          <TextField form={form} name="weight" label={t("fields.weight")} hint={t("fields.weightHint")} inputMode="decimal" autoComplete="off" required />
        </div>
        <p className="text-sm font-medium text-brand-800" aria-live="polite">
          {liveBmi !== null ? t("fields.bmi", { bmi: liveBmi }) : ""}
        </p>
        <TextField form={form} name="waist" label={t("fields.waist")} hint={t("fields.waistHint")} inputMode="decimal" autoComplete="off" required />
        <RadioGroupField form={form} name="activity" legend={t("fields.activity")} options={yesNo} inline />
        <RadioGroupField
          form={form}
          name="vegetables"
          legend={t("fields.vegetables")}
          inline
          options={[
            { value: "yes", label: t("fields.vegetablesDaily") },
            { value: "no", label: t("fields.vegetablesNotDaily") },
          ]}
        />
        <RadioGroupField form={form} name="bloodPressure" legend={t("fields.bloodPressure")} options={yesNo} inline />
        <RadioGroupField form={form} name="glucose" legend={t("fields.glucose")} options={yesNo} inline />
        <RadioGroupField
          form={form}
          name="family"
          legend={t("fields.family")}
          options={[
            { value: "none", label: t("fields.familyNone") },
            { value: "second-degree", label: t("fields.familySecond") },
            { value: "first-degree", label: t("fields.familyFirst") },
          ]}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={false} label={t("submit")} pendingLabel={t("submit")} className="w-full sm:w-auto" />
          {result ? (
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
          ) : null}
        </div>
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
