"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import { ActivateOnIntent } from "@/components/lists/activate-on-intent";
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
    <ActivateOnIntent
      load={load}
      activateNow={returning}
      render={(module, action, current) => (
        <module.RiskCalculator
          endocrinologyId={endocrinologyId}
          familyMedicineId={familyMedicineId}
          readTyped={() => {
            const values = current();
            return Object.fromEntries(FIELDS.flatMap((field) => (values[field]?.[0] !== undefined ? [[field, values[field][0]]] : []))) as Partial<RiskFormValues>;
          }}
          submitOnMount={action?.type === "submit"}
        />
      )}
    >
      {children}
    </ActivateOnIntent>
  );
}
