// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { FindriscAnswersSchema, fromWireAnswers, toWireAnswers } from "@/lib/contract/risk";
import { keepPendingAnswers, takePendingAnswers } from "@/lib/risk/pending-answers";

describe("answers kept while a guest signs in", () => {
  afterEach(() => sessionStorage.clear());

  const values = { age: "65", sex: "male", height: "170", weight: "90", waist: "103", activity: "no", vegetables: "yes", bloodPressure: "no", glucose: "no", family: "first-degree" } as const;

  it("are read back once, then gone", () => {
    keepPendingAnswers(values);
    expect(takePendingAnswers()).toEqual(values);
    expect(takePendingAnswers()).toBeNull();
  });

  it("ignore what is not an object", () => {
    sessionStorage.setItem("risk:pending-answers", "not json");
    expect(takePendingAnswers()).toBeNull();
    sessionStorage.setItem("risk:pending-answers", "42");
    expect(takePendingAnswers()).toBeNull();
  });
});

describe("risk assessment wire answers", () => {
  it("map to the calculator's answers and back unchanged", () => {
    const wire = FindriscAnswersSchema.parse({
      age: 55,
      sex: "female",
      height_cm: 160,
      weight_kg: 70.5,
      waist_cm: 85,
      daily_activity: true,
      daily_vegetables: false,
      blood_pressure_medication: true,
      high_glucose_history: false,
      family_history: "second-degree",
    });
    expect(fromWireAnswers(wire)).toMatchObject({ heightCm: 160, weightKg: 70.5, bloodPressureMedication: true, familyHistory: "second-degree" });
    expect(toWireAnswers(fromWireAnswers(wire))).toEqual(wire);
  });
});
