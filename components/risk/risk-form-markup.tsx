import { useTranslations } from "next-intl";
import { FieldShell, describedBy, fieldIds } from "@/components/forms/field-shell";
import { inputClasses } from "@/components/forms/field-classes";
import { SubmitButton } from "@/components/forms/submit-button";

type Option = { value: string; label: string };

/**
 * The questionnaire as the server renders it, with no code of its own in the browser: the same
 * fields, labels and look as risk-calculator.tsx, which risk-calculator-island.tsx puts in its
 * place (with what was answered) as soon as a field takes the focus.
 */
export function RiskFormMarkup() {
  const t = useTranslations("risk");
  const text = (name: "age" | "height" | "weight" | "waist", inputMode: "numeric" | "decimal") => {
    const ids = fieldIds("risk", name);
    const hint = t(`fields.${name}Hint`);
    return (
      <FieldShell ids={ids} label={t(`fields.${name}`)} hint={hint}>
        <input id={ids.input} name={name} inputMode={inputMode} autoComplete="off" required aria-describedby={describedBy(ids, hint, null)} className={inputClasses(false)} />
      </FieldShell>
    );
  };
  const radios = (name: string, legend: string, options: Option[], inline = true) => (
    <fieldset>
      <legend className="font-semibold text-ink">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${inline ? "sm:grid-cols-2" : ""}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-line-strong bg-white px-4 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input type="radio" name={name} value={option.value} className="mt-1 size-5 shrink-0 accent-brand-600" />
            <span>
              <span className="block font-medium text-ink">{option.label}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
  const yesNo = [
    { value: "yes", label: t("fields.yes") },
    { value: "no", label: t("fields.no") },
  ];

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <form noValidate method="post" className="space-y-6 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] md:p-8">
        <div className="grid gap-5 sm:grid-cols-2">
          {text("age", "numeric")}
          {radios("sex", t("fields.sex"), [
            { value: "male", label: t("fields.male") },
            { value: "female", label: t("fields.female") },
          ])}
          {text("height", "decimal")}
          {text("weight", "decimal")}
        </div>
        <p className="text-sm font-medium text-brand-800" aria-live="polite" />
        {text("waist", "decimal")}
        {radios("activity", t("fields.activity"), yesNo)}
        {radios("vegetables", t("fields.vegetables"), [
          { value: "yes", label: t("fields.vegetablesDaily") },
          { value: "no", label: t("fields.vegetablesNotDaily") },
        ])}
        {radios("bloodPressure", t("fields.bloodPressure"), yesNo)}
        {radios("glucose", t("fields.glucose"), yesNo)}
        {radios(
          "family",
          t("fields.family"),
          [
            { value: "none", label: t("fields.familyNone") },
            { value: "second-degree", label: t("fields.familySecond") },
            { value: "first-degree", label: t("fields.familyFirst") },
          ],
          false,
        )}
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={false} label={t("submit")} pendingLabel={t("submit")} className="w-full sm:w-auto" />
        </div>
      </form>
      <div aria-live="polite" className="lg:sticky lg:top-24" />
    </div>
  );
}
