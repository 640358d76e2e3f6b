/**
 * The Finnish Diabetes Risk Score (FINDRISC; Lindström & Tuomilehto, Diabetes Care 2003), the
 * questionnaire of the Saudi and Egyptian diabetes programmes: eight questions, 0–26 points, and
 * the risk of type 2 diabetes within ten years by band. Pure: nothing is stored or sent.
 */

export type Sex = "male" | "female";
export type FamilyHistory = "none" | "second-degree" | "first-degree";

export interface FindriscAnswers {
  /** Years. */
  age: number;
  heightCm: number;
  weightKg: number;
  /** Measured below the ribs, usually at the navel. */
  waistCm: number;
  sex: Sex;
  /** At least 30 minutes of physical activity every day, at work or in leisure time. */
  dailyActivity: boolean;
  /** Vegetables, fruit or berries every day. */
  dailyVegetables: boolean;
  /** Has ever taken blood-pressure medication regularly. */
  bloodPressureMedication: boolean;
  /** Has ever been found to have high blood glucose (a check-up, an illness, a pregnancy). */
  highGlucoseHistory: boolean;
  /** Second degree: grandparent, aunt, uncle or first cousin; first degree: parent, sibling or child. */
  familyHistory: FamilyHistory;
}

export type RiskBand = "low" | "slightly-elevated" | "moderate" | "high" | "very-high";

export interface FindriscPoints {
  age: number;
  bmi: number;
  waist: number;
  activity: number;
  vegetables: number;
  bloodPressure: number;
  glucose: number;
  family: number;
}

export interface FindriscResult {
  score: number;
  band: RiskBand;
  /** Body-mass index, kg/m², to one decimal. */
  bmi: number;
  points: FindriscPoints;
  /** The published ten-year risk of the band: 1 in `oneIn` people develop type 2 diabetes. */
  oneIn: number;
}

export const MAX_SCORE = 26;

/** Body-mass index to one decimal, as it is read off a BMI table. */
export function bodyMassIndex(heightCm: number, weightKg: number): number {
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

export const agePoints = (age: number) => (age < 45 ? 0 : age <= 54 ? 2 : age <= 64 ? 3 : 4);
export const bmiPoints = (bmi: number) => (bmi < 25 ? 0 : bmi <= 30 ? 1 : 3);

/** Men: under 94 cm 0, 94–102 cm 3, over 102 cm 4. Women: under 80 cm 0, 80–88 cm 3, over 88 cm 4. */
export function waistPoints(waistCm: number, sex: Sex): number {
  const [low, high] = sex === "male" ? [94, 102] : [80, 88];
  return waistCm < low ? 0 : waistCm <= high ? 3 : 4;
}

const FAMILY_POINTS: Record<FamilyHistory, number> = { none: 0, "second-degree": 3, "first-degree": 5 };

/** Bands: under 7 low, 7–11 slightly elevated, 12–14 moderate, 15–20 high, over 20 very high. */
export function riskBand(score: number): RiskBand {
  if (score < 7) return "low";
  if (score <= 11) return "slightly-elevated";
  if (score <= 14) return "moderate";
  if (score <= 20) return "high";
  return "very-high";
}

const ONE_IN: Record<RiskBand, number> = { low: 100, "slightly-elevated": 25, moderate: 6, high: 3, "very-high": 2 };

export function findrisc(answers: FindriscAnswers): FindriscResult {
  const bmi = bodyMassIndex(answers.heightCm, answers.weightKg);
  const points: FindriscPoints = {
    age: agePoints(answers.age),
    bmi: bmiPoints(bmi),
    waist: waistPoints(answers.waistCm, answers.sex),
    activity: answers.dailyActivity ? 0 : 2,
    vegetables: answers.dailyVegetables ? 0 : 1,
    bloodPressure: answers.bloodPressureMedication ? 2 : 0,
    glucose: answers.highGlucoseHistory ? 5 : 0,
    family: FAMILY_POINTS[answers.familyHistory],
  };
  const score = Object.values(points).reduce((sum, p) => sum + p, 0);
  const band = riskBand(score);
  return { score, band, bmi, points, oneIn: ONE_IN[band] };
}
