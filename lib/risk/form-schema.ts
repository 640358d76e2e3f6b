import { z } from "zod";
import { normalizeDigits } from "@/lib/validation/rules";
import type { FindriscAnswers } from "./findrisc";

export type RiskFormErrors = Record<"age" | "height" | "weight" | "waist" | "choose", string>;

/** A number typed in a text box (Arabic-Indic digits and a decimal comma accepted) within a range. */
const measure = (min: number, max: number, message: string) =>
  z
    .string()
    .transform((v) => Number(normalizeDigits(v).replace(/[,٫]/, ".")))
    .refine((n) => Number.isFinite(n) && n >= min && n <= max, { error: message });

const yesNo = (message: string) => z.enum(["yes", "no"], { error: message }).transform((v) => v === "yes");

/** The questionnaire's form: eight answers in, FINDRISC's answers out. */
export const findriscFormSchema = (e: RiskFormErrors) =>
  z
    .object({
      age: measure(18, 120, e.age),
      sex: z.enum(["male", "female"], { error: e.choose }),
      height: measure(100, 250, e.height),
      weight: measure(30, 300, e.weight),
      waist: measure(40, 200, e.waist),
      activity: yesNo(e.choose),
      vegetables: yesNo(e.choose),
      bloodPressure: yesNo(e.choose),
      glucose: yesNo(e.choose),
      family: z.enum(["none", "second-degree", "first-degree"], { error: e.choose }),
    })
    .transform(
      (v): FindriscAnswers => ({
        age: v.age,
        sex: v.sex,
        heightCm: v.height,
        weightKg: v.weight,
        waistCm: v.waist,
        dailyActivity: v.activity,
        dailyVegetables: v.vegetables,
        bloodPressureMedication: v.bloodPressure,
        highGlucoseHistory: v.glucose,
        familyHistory: v.family,
      }),
    );

/** What the questionnaire's form holds: the text typed and the choices picked. */
export type RiskFormValues = z.input<ReturnType<typeof findriscFormSchema>>;
