import { FormIsland } from "@/components/forms/form-island";
import { MarkupForm } from "@/components/forms/markup-form";
import { PENDING_ANSWERS_KEY } from "@/lib/risk/pending-answers";
import { KeptRiskFields } from "./kept-risk-fields";
import { riskFormClasses } from "./risk-form-fields";

/**
 * The diabetes risk questionnaire, declared in one place: the server renders its questions as
 * native controls (a browser without JavaScript shows NoScriptNotice in place of its button: the
 * score is worked out in the browser), and its code (risk-form-client.tsx: the form kit and the
 * calculator) takes their place through FormIsland, with what was answered, as soon as a field
 * takes the focus; at once for a visitor back from signing in to save a result.
 */
export function RiskQuestionnaire({ endocrinologyId, familyMedicineId }: { endocrinologyId: number | null; familyMedicineId: number | null }) {
  return (
    <FormIsland form="risk" props={{ endocrinologyId, familyMedicineId }} activateWhenStored={PENDING_ANSWERS_KEY}>
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
        <MarkupForm className={riskFormClasses}>
          <KeptRiskFields />
        </MarkupForm>
        <div aria-live="polite" className="lg:sticky lg:top-24" />
      </div>
    </FormIsland>
  );
}
