"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import { FormIsland, typedValues } from "@/components/lists/activate-on-intent";
import type { RiskFormValues } from "@/lib/risk/form-schema";
import { hasPendingAnswers } from "@/lib/risk/pending-answers";

const load = () => import("./risk-calculator");
const FIELDS = ["age", "sex", "height", "weight", "waist", "activity", "vegetables", "bloodPressure", "glucose", "family"] as const;
const noSubscription = () => () => {};

/**
 * The server's questionnaire (`children`, risk-form-markup.tsx) until a field takes the focus;
 * then the form kit and the calculator, fetched then and not with the page, take its place with
 * what was answered. A visitor back from signing in to save gets them at once.
 */
export function RiskCalculatorIsland({
  endocrinologyId,
  familyMedicineId,
  children,
}: {
  endocrinologyId: number | null;
  familyMedicineId: number | null;
  children: ReactNode;
}) {
  const returning = useSyncExternalStore(noSubscription, hasPendingAnswers, () => false);
  return (
    <FormIsland
      load={load}
      activateNow={returning}
      render={(module, typed, sent) => (
        <module.RiskCalculator
          endocrinologyId={endocrinologyId}
          familyMedicineId={familyMedicineId}
          readTyped={() => typedValues(typed(), FIELDS) as Partial<RiskFormValues>}
          submitOnMount={sent}
        />
      )}
    >
      {children}
    </FormIsland>
  );
}
