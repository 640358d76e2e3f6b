import type {
  AllergyIntolerance,
  CodeableConcept,
  DiagnosticReport,
  DocumentReference,
  Encounter,
  MedicationRequest,
  Observation,
  Reference,
} from "../fhir";
import { LOINC, OBSERVATION_CATEGORY_SYSTEM } from "../fhir";
import { translated } from "../translation";
import { arabicOf, withArabic } from "./arabic";
import type { SandboxPatient } from "./patients";

/**
 * The sandbox's records of one patient, dated back from `today` so there is always a year of
 * them: an adult with type 2 diabetes found a year ago and treated since (HbA1c, glucose and lipids
 * coming down over four blood draws, anaemia recovering, one thyroid value out of range, a
 * critical glucose at the first draw), and a child with asthma and a peanut allergy. Three
 * reports each for the adult (a medical report, a chest X-ray, a sick-leave certificate), one for
 * the child, all PDFs the sandbox writes (report-pdfs.ts). Every text is sent in English with
 * its Arabic (arabic.ts), as a bilingual HIS sends them.
 */

export const SPECIALITIES = ["Internal medicine", "Endocrinology", "Cardiology", "Pulmonology", "Family medicine", "Paediatrics"] as const;
type Speciality = (typeof SPECIALITIES)[number];

export interface SandboxRecords {
  encounters: Encounter[];
  observations: Observation[];
  reports: DiagnosticReport[];
  medications: MedicationRequest[];
  documents: DocumentReference[];
  allergies: AllergyIntolerance[];
}

export interface DocumentSpec {
  index: number;
  kind: "medical_report" | "radiology_report" | "sick_leave";
  title: string;
  loinc: string;
  monthsAgo: number;
  speciality: Speciality;
  /** What the list of reports says of it (DocumentReference.description). */
  summary: string;
  /** The report's paragraphs (English: see pdf.ts). */
  body: string[];
}

/** A concept in English with its Arabic, on its text and on its coding's display. */
const concept = (display: string, system?: string, code?: string): CodeableConcept => ({
  text: display,
  _text: withArabic(display),
  coding: code ? [{ system, code, display, _display: withArabic(display) }] : undefined,
});
/** A drug: its name is the same in both languages. */
const drug = (name: string, system: string, code: string): CodeableConcept => ({ text: name, coding: [{ system, code, display: name }] });
/** Units written the same in Arabic; a word like "tablet" is translated. */
const LATIN_UNITS = new Set(["mg", "mcg", "mL"]);

/** A time `months` months and `days` days before `today` (UTC midnight), at `hour` Riyadh time. */
export function dateBack(today: Date, months: number, days = 0, hour = 9): Date {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate() - days, hour - 3, 15));
  return d;
}
const iso = (d: Date) => d.toISOString().replace(".000Z", "+00:00");
const day = (d: Date) => d.toISOString().slice(0, 10);

interface TestSpec {
  loinc: string;
  name: string;
  unit: string;
  low?: number;
  high?: number;
  rangeText?: string;
  /** One value per draw, oldest first. */
  values: number[];
  /** A value's interpretation when the HIS calls it critical (by draw index). */
  critical?: Record<number, "HH" | "LL">;
}
interface PanelSpec {
  loinc: string | null;
  name: string;
  tests: TestSpec[];
}

const ADULT_DRAWS = [11, 8, 5, 1];
const ADULT_PANELS: PanelSpec[] = [
  {
    loinc: "58410-2",
    name: "Complete blood count (CBC)",
    tests: [
      { loinc: "6690-2", name: "White blood cells", unit: "10*3/uL", low: 4, high: 11, values: [6.8, 7.1, 6.2, 6.5] },
      { loinc: "789-8", name: "Red blood cells", unit: "10*6/uL", low: 3.9, high: 5.2, values: [3.8, 4.1, 4.4, 4.5] },
      { loinc: "718-7", name: "Hemoglobin", unit: "g/dL", low: 12, high: 15.5, values: [10.9, 11.6, 12.4, 12.9] },
      { loinc: "4544-3", name: "Hematocrit", unit: "%", low: 35.5, high: 44.9, values: [33.9, 35.2, 37.5, 38.8] },
      { loinc: "777-3", name: "Platelets", unit: "10*3/uL", low: 150, high: 450, values: [265, 281, 248, 259] },
    ],
  },
  {
    loinc: "57698-3",
    name: "Lipid profile",
    tests: [
      { loinc: "2093-3", name: "Total cholesterol", unit: "mg/dL", high: 200, rangeText: "< 200", values: [236, 221, 204, 188] },
      { loinc: "18262-6", name: "LDL cholesterol", unit: "mg/dL", high: 130, rangeText: "< 130", values: [168, 151, 134, 118] },
      { loinc: "2085-9", name: "HDL cholesterol", unit: "mg/dL", low: 40, rangeText: "> 40", values: [37, 41, 44, 47] },
      { loinc: "2571-8", name: "Triglycerides", unit: "mg/dL", high: 150, rangeText: "< 150", values: [212, 184, 160, 142] },
    ],
  },
  {
    loinc: "4548-4",
    name: "HbA1c",
    tests: [{ loinc: "4548-4", name: "Hemoglobin A1c", unit: "%", low: 4, high: 5.6, values: [8.4, 7.5, 6.9, 6.4] }],
  },
  {
    loinc: "24348-5",
    name: "Thyroid function",
    tests: [
      { loinc: "3016-3", name: "TSH", unit: "mIU/L", low: 0.4, high: 4, values: [2.1, 6.2, 3.7, 2.4] },
      { loinc: "3024-7", name: "Free T4", unit: "ng/dL", low: 0.9, high: 1.7, values: [1.2, 0.8, 1.1, 1.3] },
    ],
  },
  // Ordered on its own, not as part of a panel: the HIS files it without a DiagnosticReport.
  {
    loinc: null,
    name: "Fasting glucose",
    tests: [{ loinc: "1558-6", name: "Fasting glucose", unit: "mg/dL", low: 70, high: 99, values: [412, 168, 132, 118], critical: { 0: "HH" } }],
  },
];

const CHILD_DRAWS = [7, 1];
const CHILD_PANELS: PanelSpec[] = [
  {
    loinc: "58410-2",
    name: "Complete blood count (CBC)",
    tests: [
      { loinc: "6690-2", name: "White blood cells", unit: "10*3/uL", low: 4.5, high: 13.5, values: [14.2, 8.1] },
      { loinc: "718-7", name: "Hemoglobin", unit: "g/dL", low: 11.5, high: 15.5, values: [10.9, 11.9] },
      { loinc: "777-3", name: "Platelets", unit: "10*3/uL", low: 150, high: 450, values: [310, 288] },
    ],
  },
];

interface VisitSpec {
  monthsAgo: number;
  days: number;
  speciality: Speciality;
  reason: string;
  kind?: "AMB" | "EMER" | "VR";
}
const ADULT_VISITS: VisitSpec[] = [
  { monthsAgo: 11, days: 2, speciality: "Internal medicine", reason: "Tiredness and increased thirst" },
  { monthsAgo: 11, days: -5, speciality: "Endocrinology", reason: "Type 2 diabetes: starting treatment" },
  { monthsAgo: 8, days: -2, speciality: "Endocrinology", reason: "Diabetes follow-up" },
  { monthsAgo: 6, days: 0, speciality: "Cardiology", reason: "High cholesterol" },
  { monthsAgo: 5, days: -3, speciality: "Endocrinology", reason: "Diabetes follow-up; low thyroid hormone" },
  { monthsAgo: 3, days: 0, speciality: "Pulmonology", reason: "Cough for three weeks", kind: "AMB" },
  { monthsAgo: 2, days: 0, speciality: "Family medicine", reason: "Acute bronchitis", kind: "EMER" },
  { monthsAgo: 1, days: -2, speciality: "Endocrinology", reason: "Diabetes follow-up", kind: "VR" },
];
const CHILD_VISITS: VisitSpec[] = [
  { monthsAgo: 10, days: 0, speciality: "Paediatrics", reason: "Vaccinations and growth check" },
  { monthsAgo: 7, days: 0, speciality: "Paediatrics", reason: "Fever and sore throat" },
  { monthsAgo: 4, days: 0, speciality: "Paediatrics", reason: "Wheezing at night: asthma" },
  { monthsAgo: 1, days: 0, speciality: "Paediatrics", reason: "Asthma follow-up" },
];

interface MedicationSpec {
  monthsAgo: number;
  drug: string;
  rxnorm: string;
  dose: number;
  unit: string;
  route: string;
  frequency: number;
  periodUnit: "d";
  timing: string;
  text: string;
  days: number;
  speciality: Speciality;
  status?: string;
}
const ADULT_MEDICATIONS: MedicationSpec[] = [
  { monthsAgo: 11, drug: "Metformin 500 mg tablet", rxnorm: "861007", dose: 500, unit: "mg", route: "Oral", frequency: 2, periodUnit: "d", timing: "Twice a day", text: "One tablet twice a day with breakfast and dinner", days: 180, speciality: "Endocrinology" },
  { monthsAgo: 5, drug: "Metformin 1000 mg tablet", rxnorm: "861004", dose: 1000, unit: "mg", route: "Oral", frequency: 2, periodUnit: "d", timing: "Twice a day", text: "One tablet twice a day with meals", days: 270, speciality: "Endocrinology" },
  { monthsAgo: 6, drug: "Atorvastatin 20 mg tablet", rxnorm: "617310", dose: 20, unit: "mg", route: "Oral", frequency: 1, periodUnit: "d", timing: "Once a day at bedtime", text: "One tablet at bedtime", days: 365, speciality: "Cardiology" },
  { monthsAgo: 5, drug: "Levothyroxine 25 mcg tablet", rxnorm: "966222", dose: 25, unit: "mcg", route: "Oral", frequency: 1, periodUnit: "d", timing: "Once a day before breakfast", text: "One tablet on an empty stomach, 30 minutes before breakfast", days: 90, speciality: "Endocrinology" },
  { monthsAgo: 2, drug: "Amoxicillin 875 mg / clavulanate 125 mg tablet", rxnorm: "562508", dose: 1, unit: "tablet", route: "Oral", frequency: 2, periodUnit: "d", timing: "Twice a day", text: "One tablet twice a day for 7 days, with food", days: 7, speciality: "Family medicine" },
];
const CHILD_MEDICATIONS: MedicationSpec[] = [
  { monthsAgo: 7, drug: "Amoxicillin 250 mg/5 mL oral suspension", rxnorm: "308182", dose: 5, unit: "mL", route: "Oral", frequency: 3, periodUnit: "d", timing: "Three times a day", text: "5 mL three times a day for 7 days", days: 7, speciality: "Paediatrics" },
  { monthsAgo: 4, drug: "Salbutamol 100 mcg inhaler", rxnorm: "245314", dose: 2, unit: "puffs", route: "Inhaled", frequency: 4, periodUnit: "d", timing: "Up to four times a day when wheezing", text: "Two puffs through the spacer when wheezing, up to four times a day", days: 365, speciality: "Paediatrics" },
];

export function documentSpecs(patient: SandboxPatient): DocumentSpec[] {
  if (patient.kind === "child") {
    return [
      {
        index: 0,
        kind: "sick_leave",
        title: "School absence certificate",
        loinc: "64292-6",
        monthsAgo: 7,
        speciality: "Paediatrics",
        summary: "3 days",
        body: ["The child was seen for fever and sore throat (acute tonsillitis) and should stay home from school for 3 days from the date of this certificate."],
      },
    ];
  }
  return [
    {
      index: 0,
      kind: "medical_report",
      title: "Medical report",
      loinc: "11488-4",
      monthsAgo: 1,
      speciality: "Endocrinology",
      summary: "Type 2 diabetes, dyslipidaemia and hypothyroidism: course and plan",
      body: [
        "Diagnosis: type 2 diabetes mellitus (diagnosed eleven months ago), dyslipidaemia, subclinical hypothyroidism (treated), iron-deficiency anaemia (resolved).",
        "Course: HbA1c fell from 8.4 % at diagnosis to 6.4 % on metformin 1000 mg twice daily with diet and exercise. LDL cholesterol fell from 168 to 118 mg/dL on atorvastatin 20 mg. TSH normalised on levothyroxine 25 mcg.",
        "Plan: continue current treatment; repeat HbA1c, lipid profile and TSH in three months; annual eye and foot examination.",
      ],
    },
    {
      index: 1,
      kind: "radiology_report",
      title: "Chest X-ray report",
      loinc: "18748-4",
      monthsAgo: 3,
      speciality: "Pulmonology",
      summary: "Chest radiograph, PA and lateral views: normal",
      body: [
        "Examination: chest radiograph, PA and lateral views. Indication: cough for three weeks.",
        "Findings: the lungs are clear with no focal consolidation, effusion or pneumothorax. Heart size is normal. Mediastinal contours are normal. No bony abnormality.",
        "Impression: normal chest radiograph.",
      ],
    },
    {
      index: 2,
      kind: "sick_leave",
      title: "Sick leave certificate",
      loinc: "64292-6",
      monthsAgo: 2,
      speciality: "Family medicine",
      summary: "3 days",
      body: ["The patient was seen for acute bronchitis and is unfit for work for 3 days from the date of this certificate, returning to work on the fourth day."],
    },
  ];
}

export function sandboxRecords(
  patient: SandboxPatient,
  practitioner: (speciality: Speciality) => Reference,
  documentUrl: (index: number) => string,
  documentSize: (index: number) => number,
  today: Date,
): SandboxRecords {
  const child = patient.kind === "child";
  const place = (name: string): Reference => ({ display: name, _display: withArabic(name) });
  const fileTitle = (title: string) => ({ title: `${title}.pdf`, _title: translated("ar", `${arabicOf(title)}.pdf`) });
  const subject = { reference: `Patient/${patient.id}` };
  const pid = patient.id;
  const encounters: Encounter[] = (child ? CHILD_VISITS : ADULT_VISITS).map((v, i) => {
    const start = dateBack(today, v.monthsAgo, v.days, 9 + (i % 5));
    return {
      resourceType: "Encounter",
      id: `${pid}-enc-${i}`,
      status: "finished",
      class: { system: "http://terminology.hl7.org/CodeSystem/v3-ActCode", code: v.kind ?? "AMB" },
      serviceType: concept(v.speciality),
      subject,
      period: { start: iso(start), end: iso(new Date(start.getTime() + 25 * 60_000)) },
      participant: [{ individual: practitioner(v.speciality) }],
      reasonCode: [concept(v.reason)],
      serviceProvider: place(child ? "Children's Clinics – Al Zahra" : "Main hospital – Riyadh"),
    } as Encounter;
  });

  const observations: Observation[] = [];
  const reports: DiagnosticReport[] = [];
  const draws = child ? CHILD_DRAWS : ADULT_DRAWS;
  (child ? CHILD_PANELS : ADULT_PANELS).forEach((panel, p) => {
    draws.forEach((months, d) => {
      const taken = dateBack(today, months, 0, 8);
      const issued = new Date(taken.getTime() + 5 * 3600_000);
      const refs: Reference[] = [];
      panel.tests.forEach((test, t) => {
        const value = test.values[d];
        if (value === undefined) return;
        const id = `${pid}-obs-${p}-${d}-${t}`;
        const out = (test.high !== undefined && value > test.high) ? "H" : (test.low !== undefined && value < test.low) ? "L" : "N";
        const flag = test.critical?.[d] ?? out;
        observations.push({
          resourceType: "Observation",
          id,
          status: "final",
          category: [{ coding: [{ system: OBSERVATION_CATEGORY_SYSTEM, code: "laboratory" }] }],
          code: concept(test.name, LOINC, test.loinc),
          effectiveDateTime: iso(taken),
          issued: iso(issued),
          valueQuantity: { value, unit: test.unit, code: test.unit },
          interpretation: [{ coding: [{ system: "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation", code: flag }] }],
          referenceRange: [
            {
              ...(test.low !== undefined ? { low: { value: test.low, unit: test.unit } } : {}),
              ...(test.high !== undefined ? { high: { value: test.high, unit: test.unit } } : {}),
              ...(test.rangeText ? { text: test.rangeText } : {}),
            },
          ],
          subject,
        } as Observation);
        refs.push({ reference: `Observation/${id}` });
      });
      if (!panel.loinc) return;
      reports.push({
        resourceType: "DiagnosticReport",
        id: `${pid}-dr-${p}-${d}`,
        status: "final",
        category: [{ coding: [{ system: "http://terminology.hl7.org/CodeSystem/v2-0074", code: "LAB" }] }],
        code: concept(panel.name, LOINC, panel.loinc),
        effectiveDateTime: iso(taken),
        issued: iso(issued),
        resultsInterpreter: [practitioner(child ? "Paediatrics" : panel.name === "Lipid profile" ? "Cardiology" : "Endocrinology")],
        result: refs,
        subject,
      } as DiagnosticReport);
    });
  });

  const medications: MedicationRequest[] = (child ? CHILD_MEDICATIONS : ADULT_MEDICATIONS).map((m, i) => {
    const authored = dateBack(today, m.monthsAgo, 0, 10);
    const ends = new Date(authored.getTime() + (m.days - 1) * 86_400_000);
    return {
      resourceType: "MedicationRequest",
      id: `${pid}-med-${i}`,
      status: m.status ?? (ends.getTime() < today.getTime() ? "completed" : "active"),
      intent: "order",
      medicationCodeableConcept: drug(m.drug, "http://www.nlm.nih.gov/research/umls/rxnorm", m.rxnorm),
      subject,
      authoredOn: iso(authored),
      requester: practitioner(m.speciality),
      dosageInstruction: [
        {
          text: m.text,
          _text: withArabic(m.text),
          route: concept(m.route),
          timing: { code: concept(m.timing), repeat: { frequency: m.frequency, period: 1, periodUnit: m.periodUnit, boundsPeriod: { start: day(authored), end: day(ends) } } },
          doseAndRate: [{ doseQuantity: { value: m.dose, unit: m.unit, ...(LATIN_UNITS.has(m.unit) ? {} : { _unit: withArabic(m.unit) }) } }],
        },
      ],
      dispenseRequest: { expectedSupplyDuration: { value: m.days, unit: "days", _unit: withArabic("days"), code: "d" } },
    } as MedicationRequest;
  });

  const documents: DocumentReference[] = documentSpecs(patient).map((spec) => ({
    resourceType: "DocumentReference",
    id: `${pid}-doc-${spec.index}`,
    status: "current",
    type: concept(spec.title, LOINC, spec.loinc),
    category: [concept("Clinical note")],
    subject,
    date: iso(dateBack(today, spec.monthsAgo, 0, 12)),
    author: [practitioner(spec.speciality)],
    description: spec.summary,
    _description: withArabic(spec.summary),
    content: [{ attachment: { contentType: "application/pdf", url: documentUrl(spec.index), size: documentSize(spec.index), ...fileTitle(spec.title) } }],
  }));

  const allergies: AllergyIntolerance[] = child
    ? [
        {
          resourceType: "AllergyIntolerance",
          id: `${pid}-alg-0`,
          clinicalStatus: concept("Active", "http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical", "active"),
          category: ["food"],
          criticality: "high",
          code: concept("Peanut"),
          recordedDate: day(dateBack(today, 10)),
          reaction: [{ manifestation: [concept("Swelling of the lips and hives")], severity: "severe" }],
          note: [{ text: "Carries an adrenaline auto-injector.", _text: withArabic("Carries an adrenaline auto-injector.") }],
        },
      ]
    : [
        {
          resourceType: "AllergyIntolerance",
          id: `${pid}-alg-0`,
          clinicalStatus: concept("Active", "http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical", "active"),
          category: ["medication"],
          criticality: "high",
          code: concept("Sulfonamide antibiotics"),
          recordedDate: day(dateBack(today, 11)),
          reaction: [{ manifestation: [concept("Hives")], severity: "moderate" }],
        },
        {
          resourceType: "AllergyIntolerance",
          id: `${pid}-alg-1`,
          clinicalStatus: concept("Active", "http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical", "active"),
          category: ["environment"],
          criticality: "low",
          code: concept("House dust mite"),
          recordedDate: day(dateBack(today, 3)),
          reaction: [{ manifestation: [concept("Sneezing and runny nose")], severity: "mild" }],
        },
      ];

  return { encounters, observations, reports, medications, documents, allergies };
}
