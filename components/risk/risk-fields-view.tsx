import { nativeFields } from "@/components/forms/field-binding";
import { RISK_FORM_ID, RiskFormFields } from "./risk-form-fields";

/**
 * The questionnaire's questions as native fields (risk-form.tsx), in the words of the page's message
 * provider, which carries them for the calculator anyway (kept-risk-fields.tsx).
 */
export function RiskFieldsView() {
  return <RiskFormFields bind={nativeFields(RISK_FORM_ID)} />;
}
