import { describe, expect, it } from "vitest";
import {
  type FindriscAnswers,
  MAX_SCORE,
  agePoints,
  bmiPoints,
  bodyMassIndex,
  findrisc,
  riskBand,
  waistPoints,
} from "@/lib/risk/findrisc";

/** A person who scores 0: young, BMI 22, slim waist, active, eats vegetables, no history. */
const healthy: FindriscAnswers = {
  age: 30,
  heightCm: 170,
  weightKg: 63.6,
  waistCm: 80,
  sex: "male",
  dailyActivity: true,
  dailyVegetables: true,
  bloodPressureMedication: false,
  highGlucoseHistory: false,
  familyHistory: "none",
};

describe("FINDRISC points as published (Lindström & Tuomilehto 2003)", () => {
  it("age: under 45 → 0, 45–54 → 2, 55–64 → 3, over 64 → 4", () => {
    expect([18, 44, 45, 54, 55, 64, 65, 90].map(agePoints)).toEqual([0, 0, 2, 2, 3, 3, 4, 4]);
  });
  it("BMI: under 25 → 0, 25–30 → 1, over 30 → 3", () => {
    expect([18.5, 24.9, 25, 27.5, 30, 30.1, 42].map(bmiPoints)).toEqual([0, 0, 1, 1, 1, 3, 3]);
  });
  it("BMI is weight over height squared, to one decimal", () => {
    expect(bodyMassIndex(170, 63.6)).toBe(22);
    expect(bodyMassIndex(180, 97.2)).toBe(30);
    expect(bodyMassIndex(160, 82)).toBe(32);
  });
  it("waist, men: under 94 → 0, 94–102 → 3, over 102 → 4", () => {
    expect([80, 93.9, 94, 102, 102.5, 120].map((w) => waistPoints(w, "male"))).toEqual([0, 0, 3, 3, 4, 4]);
  });
  it("waist, women: under 80 → 0, 80–88 → 3, over 88 → 4", () => {
    expect([70, 79.9, 80, 88, 88.5, 110].map((w) => waistPoints(w, "female"))).toEqual([0, 0, 3, 3, 4, 4]);
  });
  it("daily physical activity: yes → 0, no → 2", () => {
    expect(findrisc(healthy).points.activity).toBe(0);
    expect(findrisc({ ...healthy, dailyActivity: false }).points.activity).toBe(2);
  });
  it("vegetables, fruit or berries every day: yes → 0, no → 1", () => {
    expect(findrisc(healthy).points.vegetables).toBe(0);
    expect(findrisc({ ...healthy, dailyVegetables: false }).points.vegetables).toBe(1);
  });
  it("blood-pressure medication: no → 0, yes → 2", () => {
    expect(findrisc(healthy).points.bloodPressure).toBe(0);
    expect(findrisc({ ...healthy, bloodPressureMedication: true }).points.bloodPressure).toBe(2);
  });
  it("high blood glucose ever found: no → 0, yes → 5", () => {
    expect(findrisc(healthy).points.glucose).toBe(0);
    expect(findrisc({ ...healthy, highGlucoseHistory: true }).points.glucose).toBe(5);
  });
  it("family history: none → 0, grandparent/aunt/uncle/cousin → 3, parent/sibling/child → 5", () => {
    expect(findrisc(healthy).points.family).toBe(0);
    expect(findrisc({ ...healthy, familyHistory: "second-degree" }).points.family).toBe(3);
    expect(findrisc({ ...healthy, familyHistory: "first-degree" }).points.family).toBe(5);
  });
});

describe("FINDRISC score and bands", () => {
  it("sums the eight answers: 0 for the healthiest answers, 26 for the riskiest", () => {
    expect(findrisc(healthy)).toMatchObject({ score: 0, band: "low", bmi: 22, oneIn: 100 });
    const riskiest = findrisc({
      age: 70,
      heightCm: 160,
      weightKg: 95,
      waistCm: 110,
      sex: "female",
      dailyActivity: false,
      dailyVegetables: false,
      bloodPressureMedication: true,
      highGlucoseHistory: true,
      familyHistory: "first-degree",
    });
    expect(riskiest.score).toBe(MAX_SCORE);
    expect(riskiest).toMatchObject({ band: "very-high", oneIn: 2 });
  });
  it("bands: under 7 low, 7–11 slightly elevated, 12–14 moderate, 15–20 high, over 20 very high", () => {
    const bands = Array.from({ length: MAX_SCORE + 1 }, (_, score) => riskBand(score));
    expect(bands.slice(0, 7).every((b) => b === "low")).toBe(true);
    expect(bands.slice(7, 12).every((b) => b === "slightly-elevated")).toBe(true);
    expect(bands.slice(12, 15).every((b) => b === "moderate")).toBe(true);
    expect(bands.slice(15, 21).every((b) => b === "high")).toBe(true);
    expect(bands.slice(21).every((b) => b === "very-high")).toBe(true);
  });
  it("gives each band's published ten-year risk", () => {
    // 45 years (2) + no activity (2) + no vegetables (1) + medication (2) = 7.
    expect(findrisc({ ...healthy, age: 45, dailyActivity: false, dailyVegetables: false, bloodPressureMedication: true })).toMatchObject({
      score: 7,
      band: "slightly-elevated",
      oneIn: 25,
    });
    // 55 (3) + BMI 27.7 (1) + waist 95 cm (3) + glucose (5) = 12.
    expect(findrisc({ ...healthy, age: 55, weightKg: 80, waistCm: 95, highGlucoseHistory: true })).toMatchObject({
      score: 12,
      band: "moderate",
      oneIn: 6,
    });
    // 65 (4) + BMI 31.1 (3) + waist 103 cm (4) + no activity (2) + parent (5) = 18.
    expect(findrisc({ ...healthy, age: 65, weightKg: 90, waistCm: 103, dailyActivity: false, familyHistory: "first-degree" })).toMatchObject({
      score: 18,
      band: "high",
      oneIn: 3,
    });
  });
});
