import { z } from "zod";
import { DateTimeSchema } from "./common";

/**
 * Risk assessments a signed-in patient chose to keep in their profile (SPEC §1's health risk
 * assessment; FINDRISC for now). The request carries the answers only: the backend computes the
 * score with lib/risk/findrisc.ts, so a saved score is always the published one for its answers.
 * Health data: read and written with the user's token only, never cached.
 */

export const RISK_TOOLS = ["findrisc"] as const;
export const RISK_BANDS = ["low", "slightly-elevated", "moderate", "high", "very-high"] as const;

const whole = (name: string, min: number, max: number) =>
  z
    .number({ error: `The ${name} must be a number.` })
    .int({ error: `The ${name} must be a whole number.` })
    .min(min, { error: `The ${name} must be at least ${min}.` })
    .max(max, { error: `The ${name} may not be greater than ${max}.` });

const measure = (name: string, min: number, max: number) =>
  z
    .number({ error: `The ${name} must be a number.` })
    .min(min, { error: `The ${name} must be at least ${min}.` })
    .max(max, { error: `The ${name} may not be greater than ${max}.` });

const yesNo = (name: string) => z.boolean({ error: `The ${name} field must be true or false.` });

/** The eight FINDRISC answers, in the ranges the questionnaire's form accepts. */
export const FindriscAnswersSchema = z.object({
  age: whole("age", 18, 120),
  sex: z.enum(["male", "female"], { error: "The selected sex is invalid." }),
  height_cm: measure("height", 100, 250),
  weight_kg: measure("weight", 30, 300),
  waist_cm: measure("waist", 40, 200),
  daily_activity: yesNo("daily_activity"),
  daily_vegetables: yesNo("daily_vegetables"),
  blood_pressure_medication: yesNo("blood_pressure_medication"),
  high_glucose_history: yesNo("high_glucose_history"),
  family_history: z.enum(["none", "second-degree", "first-degree"], { error: "The selected family_history is invalid." }),
});
export type FindriscAnswersWire = z.infer<typeof FindriscAnswersSchema>;

/** POST /api/profile/risk-assessments (send an Idempotency-Key: a double click saves once). */
export const RiskAssessmentRequestSchema = z.object({
  tool: z.enum(RISK_TOOLS, { error: "The selected tool is invalid." }),
  answers: FindriscAnswersSchema,
});
export type RiskAssessmentRequest = z.input<typeof RiskAssessmentRequestSchema>;

export const RiskAssessmentSchema = z.object({
  id: z.number().int(),
  tool: z.enum(RISK_TOOLS),
  score: z.number().int().min(0).max(26),
  band: z.enum(RISK_BANDS),
  bmi: z.number().describe("kg/m², one decimal"),
  answers: FindriscAnswersSchema,
  assessed_at: DateTimeSchema,
});
export type RiskAssessment = z.infer<typeof RiskAssessmentSchema>;

export const RiskAssessmentListSchema = z.object({ data: z.array(RiskAssessmentSchema) });
export const RiskAssessmentSavedSchema = z.object({ message: z.string(), data: RiskAssessmentSchema });
export type RiskAssessmentSaved = z.infer<typeof RiskAssessmentSavedSchema>;

/** Wire answers to the calculator's own names (lib/risk/findrisc.ts). */
export const fromWireAnswers = (a: FindriscAnswersWire) => ({
  age: a.age,
  sex: a.sex,
  heightCm: a.height_cm,
  weightKg: a.weight_kg,
  waistCm: a.waist_cm,
  dailyActivity: a.daily_activity,
  dailyVegetables: a.daily_vegetables,
  bloodPressureMedication: a.blood_pressure_medication,
  highGlucoseHistory: a.high_glucose_history,
  familyHistory: a.family_history,
});

export const toWireAnswers = (a: ReturnType<typeof fromWireAnswers>): FindriscAnswersWire => ({
  age: a.age,
  sex: a.sex,
  height_cm: a.heightCm,
  weight_kg: a.weightKg,
  waist_cm: a.waistCm,
  daily_activity: a.dailyActivity,
  daily_vegetables: a.dailyVegetables,
  blood_pressure_medication: a.bloodPressureMedication,
  high_glucose_history: a.highGlucoseHistory,
  family_history: a.familyHistory,
});
