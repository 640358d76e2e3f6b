import { describe, expect, it } from "vitest";
import type { Lang } from "@/lib/contract/common";
import type { AllergyIntolerance, DocumentReference, Encounter, MedicationRequest, Observation, Reference } from "../../backend/src/records/fhir";
import { allergy, labResult, type MapContext, prescription, report, visit } from "../../backend/src/records/map";
import { sandboxRecords } from "../../backend/src/records/sandbox/data";
import type { SandboxPatient } from "../../backend/src/records/sandbox/patients";
import { translated, TRANSLATION_URL, type PrimitiveElement } from "../../backend/src/records/translation";

/**
 * The record reads the HIS's texts in the reader's language: FHIR's translation extension on a
 * primitive's element (`_text`, `_display`, …), else the text as the HIS wrote it. And the
 * sandbox HIS sends every text a patient reads with its Arabic, as a bilingual HIS does.
 */

const ctx = (lang: Lang): MapContext => ({ lang, id: (_r, i) => `id${i}`, doctor: () => null });
const ar = (content: string) => translated("ar", content);

describe("reading the HIS's texts in the request's language", () => {
  const observation: Observation = {
    resourceType: "Observation",
    code: { text: "Hemoglobin A1c", _text: ar("الهيموغلوبين السكري"), coding: [{ system: "http://loinc.org", code: "4548-4", display: "Hemoglobin A1c" }] },
    valueQuantity: { value: 6.4, unit: "%" },
    referenceRange: [{ high: { value: 5.6 }, text: "Below 5.7", _text: ar("أقل من 5.7") }],
  };

  it("an Arabic read gets the Arabic the HIS sends, an English read the English", () => {
    expect(labResult(observation, 0, ctx("ar"))).toMatchObject({ name: "الهيموغلوبين السكري", unit: "%", reference_range: { text: "أقل من 5.7" } });
    expect(labResult(observation, 0, ctx("en"))).toMatchObject({ name: "Hemoglobin A1c", unit: "%", reference_range: { text: "Below 5.7" } });
  });

  it("a text without a translation is read as the HIS wrote it, in either language", () => {
    const plain: Observation = { ...observation, code: { text: "Ferritin" }, referenceRange: [{ text: "30-400" }] };
    expect(labResult(plain, 0, ctx("ar"))).toMatchObject({ name: "Ferritin", reference_range: { text: "30-400" } });
    const drug: MedicationRequest = { resourceType: "MedicationRequest", medicationCodeableConcept: { text: "Metformin 500 mg tablet" }, dosageInstruction: [{ text: "One tablet twice a day" }] };
    expect(prescription(drug, 0, ctx("ar"))).toMatchObject({ drug: "Metformin 500 mg tablet", instructions: "One tablet twice a day" });
  });

  it("takes a coding's translated display when the concept's text has none, a regional tag (ar-SA) for ar, and never another language's", () => {
    const coded: AllergyIntolerance = {
      resourceType: "AllergyIntolerance",
      code: { text: "Peanut", coding: [{ code: "256349002", display: "Peanut", _display: translated("ar-SA", "الفول السوداني") }] },
      reaction: [{ manifestation: [{ text: "Hives", _text: translated("fr", "Urticaire") }, { text: "Wheezing", _text: ar("أزيز") }] }],
      note: [{ text: "Carries an auto-injector.", _text: ar("يحمل حاقنًا ذاتيًا.") }],
    };
    expect(allergy(coded, 0, ctx("ar"))).toMatchObject({ substance: "الفول السوداني", reactions: [{ manifestation: "Hives، أزيز" }], note: "يحمل حاقنًا ذاتيًا." });
    expect(allergy(coded, 0, ctx("en"))).toMatchObject({ substance: "Peanut", reactions: [{ manifestation: "Hives, Wheezing" }], note: "Carries an auto-injector." });
  });

  it("reads a prescription's route, timing, instructions and a dose's word unit, and says an uncoded timing in the reader's language", () => {
    const request: MedicationRequest = {
      resourceType: "MedicationRequest",
      medicationCodeableConcept: { text: "Salbutamol 100 mcg inhaler" },
      dosageInstruction: [
        {
          text: "Two puffs when wheezing",
          _text: ar("بختان عند الأزيز"),
          route: { text: "Inhaled", _text: ar("عن طريق الاستنشاق") },
          timing: { repeat: { frequency: 3, period: 8, periodUnit: "h" } },
          doseAndRate: [{ doseQuantity: { value: 2, unit: "puffs", _unit: ar("بخة") } }],
        },
      ],
    };
    expect(prescription(request, 0, ctx("ar"))).toMatchObject({ drug: "Salbutamol 100 mcg inhaler", dose: "2 بخة", route: "عن طريق الاستنشاق", frequency: "3 مرات كل 8 ساعات", instructions: "بختان عند الأزيز" });
    expect(prescription(request, 0, ctx("en"))).toMatchObject({ dose: "2 puffs", route: "Inhaled", frequency: "3 times every 8 hours", instructions: "Two puffs when wheezing" });
    const twiceDaily = { ...request, dosageInstruction: [{ timing: { repeat: { frequency: 2, period: 1, periodUnit: "d" } } }] };
    expect(prescription(twiceDaily, 0, ctx("ar")).frequency).toBe("مرتين يوميًا");
    expect(prescription(twiceDaily, 0, ctx("en")).frequency).toBe("Twice a day");
  });

  it("reads a visit's department, reasons and place, and a report's title and description", () => {
    const encounter: Encounter = {
      resourceType: "Encounter",
      period: { start: "2026-01-05T09:00:00+03:00" },
      serviceType: { text: "Cardiology", _text: ar("أمراض القلب") },
      reasonCode: [{ text: "Chest pain", _text: ar("ألم في الصدر") }, { text: "Palpitations" }],
      serviceProvider: { display: "Main hospital", _display: ar("المستشفى الرئيسي") },
    };
    expect(visit(encounter, 0, ctx("ar"))).toMatchObject({ department: "أمراض القلب", reason: "ألم في الصدر، Palpitations", location: "المستشفى الرئيسي" });
    expect(visit(encounter, 0, ctx("en"))).toMatchObject({ department: "Cardiology", reason: "Chest pain, Palpitations", location: "Main hospital" });

    const document: DocumentReference = {
      resourceType: "DocumentReference",
      description: "3 days",
      _description: ar("3 أيام"),
      content: [{ attachment: { contentType: "application/pdf", url: "https://his.example/Binary/1", title: "Sick leave.pdf", _title: ar("إجازة مرضية.pdf") } }],
    };
    expect(report(document, "r1", ctx("ar"))).toMatchObject({ title: "إجازة مرضية.pdf", description: "3 أيام" });
    expect(report(document, "r1", ctx("en"))).toMatchObject({ title: "Sick leave.pdf", description: "3 days" });
  });
});

describe("the sandbox HIS", () => {
  const patient = (kind: SandboxPatient["kind"]): SandboxPatient => ({ id: `u-${kind}`, kind, name: "سارة أحمد", gender: "female", birthDate: "1990-01-01", mobile: null, identifiers: [] });
  const practitioner = (speciality: string): Reference => ({ display: `${speciality} consultant`, _display: ar(`استشاري ${speciality}`) });
  const arabicOf = (element: PrimitiveElement | undefined) =>
    element?.extension?.find((e) => e.url === TRANSLATION_URL && e.extension?.some((p) => p.url === "lang" && p.valueCode === "ar"))?.extension?.find((p) => p.url === "content")?.valueString;

  /** Every text a patient reads, by where it is, with the element beside it. */
  function texts(value: unknown, path = "", out: Array<{ path: string; text: string; element: PrimitiveElement | undefined }> = []) {
    if (Array.isArray(value)) value.forEach((v, i) => texts(v, `${path}[${i}]`, out));
    else if (value && typeof value === "object") {
      const o = value as Record<string, unknown>;
      for (const [key, v] of Object.entries(o)) {
        if (["text", "display", "description", "title", "unit"].includes(key) && typeof v === "string") out.push({ path: `${path}.${key}`, text: v, element: o[`_${key}`] as PrimitiveElement | undefined });
        else if (!key.startsWith("_")) texts(v, `${path}.${key}`, out);
      }
    }
    return out;
  }

  it("sends every text with its Arabic, except a drug's name, a unit of measure and a range's figures", () => {
    for (const kind of ["adult", "child"] as const) {
      const records = sandboxRecords(patient(kind), practitioner, (i) => `https://his.example/Binary/${i}`, () => 1000, new Date("2026-06-01T00:00:00Z"));
      const all = texts(records);
      const kept = all.filter((t) => t.path.includes(".medicationCodeableConcept.") || t.path.includes(".valueQuantity.") || t.path.includes(".referenceRange[") || /^(mg|mcg|mL)$/.test(t.text));
      const translatedTexts = all.filter((t) => !kept.includes(t));
      expect(translatedTexts.length, kind).toBeGreaterThan(kind === "adult" ? 100 : 20);
      for (const t of translatedTexts) {
        expect(arabicOf(t.element) ?? "", `${kind} ${t.path}: ${t.text}`).toMatch(/[\u0600-\u06FF]/);
      }
      for (const t of kept) expect(arabicOf(t.element), t.path).toBeUndefined();
    }
  });
});
