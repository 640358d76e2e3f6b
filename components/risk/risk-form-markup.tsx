import { nativeFields } from "@/components/forms/field-binding";
import { MarkupForm } from "@/components/forms/markup-form";
import { RISK_FORM_ID, RiskFormFields, riskFormClasses } from "./risk-form-fields";

/**
 * The questionnaire as the server renders it, with no code of its own in the browser: the questions
 * of risk-calculator.tsx as native controls (a browser without JavaScript shows NoScriptNotice in
 * place of its button), which risk-calculator-island.tsx puts in its place (with what was
 * answered) as soon as a field takes the focus.
 */
export function RiskFormMarkup() {
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <MarkupForm className={riskFormClasses}>
        <RiskFormFields bind={nativeFields(RISK_FORM_ID)} />
      </MarkupForm>
      <div aria-live="polite" className="lg:sticky lg:top-24" />
    </div>
  );
}
