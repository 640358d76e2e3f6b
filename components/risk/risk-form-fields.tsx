import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { FieldBinder } from "@/components/forms/field-binding";
import { RadioGroupInput } from "@/components/forms/radio-group-input";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextInput } from "@/components/forms/text-input";

/** Ids of the questionnaire's fields, the same in the server's markup and in the calculator. */
/** The questionnaire's fields, as named in its markup and in its code. */
export const RISK_FIELDS = ["age", "sex", "height", "weight", "waist", "activity", "vegetables", "bloodPressure", "glucose", "family"] as const;

export const RISK_FORM_ID = "risk";

const YES_NO = { yes: "yes", no: "no" } as const;
const CHOICES = {
  sex: { male: "male", female: "female" },
  activity: YES_NO,
  vegetables: { yes: "vegetablesDaily", no: "vegetablesNotDaily" },
  bloodPressure: YES_NO,
  glucose: YES_NO,
  family: { none: "familyNone", "second-degree": "familySecond", "first-degree": "familyFirst" },
} as const;

/** The questionnaire's look, around its fields in both renderings. */
export const riskFormClasses = "space-y-6 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] md:p-8";

/**
 * The eight questions, rendered by the server's markup (risk-fields-view.tsx, native fields) and
 * by the calculator (risk-form-client.tsx, react-hook-form): only `bind`, the live BMI line and the
 * "again" button differ.
 */
export function RiskFormFields({ bind, bmi = "", again = null }: { bind: FieldBinder; bmi?: string; again?: ReactNode }) {
  const t = useTranslations("risk");
  const measure = (name: "age" | "height" | "weight" | "waist", inputMode: "numeric" | "decimal") => (
    <TextInput field={bind(name)} label={t(`fields.${name}`)} hint={t(`fields.${name}Hint`)} inputMode={inputMode} autoComplete="off" required />
  );
  // Each question's answers as value → message key under "fields"; all but the last sit side by side.
  const choice = (name: keyof typeof CHOICES, inline = true) => (
    <RadioGroupInput
      field={bind(name)}
      legend={t(`fields.${name}`)}
      inline={inline}
      options={Object.entries(CHOICES[name]).map(([value, key]) => ({ value, label: t(`fields.${key}`) }))}
    />
  );
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {measure("age", "numeric")}
        {choice("sex")}
        {measure("height", "decimal")}
        {measure("weight", "decimal")}
      </div>
      <p className="text-sm font-medium text-brand-800" aria-live="polite">
        {bmi}
      </p>
      {measure("waist", "decimal")}
      {choice("activity")}
      {choice("vegetables")}
      {choice("bloodPressure")}
      {choice("glucose")}
      {choice("family", false)}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={false} label={t("submit")} pendingLabel={t("submit")} className="w-full sm:w-auto" />
        {again}
      </div>
    </>
  );
}
