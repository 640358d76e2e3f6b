import type { Lang } from "@/lib/contract/common";
import type { Allergy, Interpretation, LabPanel, LabResult, Prescription, RecordDoctor, Report, ReportKind, Visit } from "@/lib/contract/records";
import type {
  AllergyIntolerance,
  CodeableConcept,
  DiagnosticReport,
  DocumentReference,
  Encounter,
  MedicationRequest,
  Observation,
  Quantity,
  Reference,
} from "./fhir";
import { LOINC } from "./fhir";
import { frequencyIn } from "./frequency";
import { inLang, translationIn } from "./translation";

/**
 * FHIR R4 resources as the site's records: each reader keeps what the contract shows and drops
 * the rest. Ids come from `ids` (never the HIS's own); doctors from `doctor` (the site's doctor
 * when the HIS practitioner carries its id). Every text is read in the request's `lang`: the
 * HIS's translation into it when it sends one (translation.ts), else the text as the HIS wrote it.
 */
export interface MapContext {
  lang: Lang;
  id: (resource: { resourceType: string; id?: string }, index: number) => string;
  doctor: (ref: Reference | undefined) => RecordDoctor | null;
}

/**
 * A concept's words in `lang`: its text's translation, else a coding's display's; then its text,
 * else a coding's display, as the HIS wrote them (a coding in the right language beats a text in
 * another).
 */
function conceptText(concept: CodeableConcept | undefined, lang: Lang): string | null {
  if (!concept) return null;
  for (const element of [concept._text, ...(concept.coding ?? []).map((c) => c._display)]) {
    const found = translationIn(element, lang);
    if (found) return found;
  }
  return inLang(concept.text, undefined, lang) ?? concept.coding?.find((c) => c.display?.trim())?.display ?? null;
}
const codeIn = (concept: CodeableConcept | undefined, system?: string) =>
  concept?.coding?.find((c) => c.code && (!system || c.system === system))?.code ?? null;
const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);
const instant = (value: string | undefined) => (value && !Number.isNaN(Date.parse(value)) ? value : null);
const time = (value: string | null) => (value ? Date.parse(value) : 0);
export const newestFirst = <T>(at: (item: T) => string | null) => (a: T, b: T) => time(at(b)) - time(at(a));

const INTERPRETATION: Record<string, Interpretation> = {
  N: "normal",
  H: "high",
  L: "low",
  HH: "critical_high",
  LL: "critical_low",
  HU: "critical_high",
  LU: "critical_low",
  A: "abnormal",
  AA: "abnormal",
};

/** The interpretation the HIS gives; else the value read against its range (H or L), so nothing out of range goes unflagged. */
function interpretationOf(o: Observation): Interpretation | null {
  const given = codeIn(o.interpretation?.[0]);
  if (given && INTERPRETATION[given]) return INTERPRETATION[given];
  const value = o.valueQuantity?.value;
  const range = o.referenceRange?.[0];
  if (typeof value !== "number" || !range) return null;
  if (typeof range.high?.value === "number" && value > range.high.value) return "high";
  if (typeof range.low?.value === "number" && value < range.low.value) return "low";
  return "normal";
}

/** A quantity's unit as the HIS writes it for readers (its translation of a word like "tablet"), else its UCUM code. */
const unitOf = (q: Quantity | undefined, lang: Lang) => inLang(q?.unit, q?._unit, lang) ?? q?.code ?? null;
/** A reference's display in `lang` (a place, a practitioner the site does not know). */
export const displayOf = (ref: Reference | undefined, lang: Lang) => inLang(ref?.display, ref?._display, lang);

const num = (q: Quantity | undefined) => (typeof q?.value === "number" && Number.isFinite(q.value) ? q.value : null);

export function labResult(o: Observation, index: number, ctx: MapContext): LabResult {
  const range = o.referenceRange?.[0];
  const { lang } = ctx;
  return {
    id: ctx.id(o, index),
    code: codeIn(o.code, LOINC) ?? codeIn(o.code) ?? "",
    name: conceptText(o.code, lang) ?? "",
    value: num(o.valueQuantity),
    value_text: inLang(o.valueString, o._valueString, lang),
    unit: unitOf(o.valueQuantity, lang),
    reference_range: range ? { low: num(range.low), high: num(range.high), text: inLang(range.text, range._text, lang) } : null,
    interpretation: interpretationOf(o),
    effective_at: instant(o.effectiveDateTime),
    issued_at: instant(o.issued),
  };
}

/**
 * Observations grouped under the DiagnosticReport that lists them; one an ordering report does
 * not list is a panel of its own. `code` keeps only that test (a trend) and the panels holding it.
 */
export function labPanels(reports: DiagnosticReport[], observations: Observation[], ctx: MapContext, code?: string): LabPanel[] {
  const byRef = new Map<string, { o: Observation; i: number }>();
  observations.forEach((o, i) => o.id && byRef.set(`Observation/${o.id}`, { o, i }));
  const listed = new Set<string>();
  const keep = (r: LabResult) => !code || r.code === code;
  const panels: LabPanel[] = reports.map((report, index) => {
    const results = (report.result ?? []).flatMap((ref) => {
      const found = ref.reference ? byRef.get(ref.reference) : undefined;
      if (!found) return [];
      listed.add(ref.reference!);
      return [labResult(found.o, found.i, ctx)];
    });
    return {
      id: ctx.id(report, index),
      code: codeIn(report.code, LOINC) ?? codeIn(report.code),
      name: conceptText(report.code, ctx.lang) ?? "",
      status: report.status ?? "unknown",
      effective_at: instant(report.effectiveDateTime),
      issued_at: instant(report.issued),
      ordering_doctor: ctx.doctor(report.resultsInterpreter?.[0] ?? report.performer?.[0]),
      results: results.filter(keep),
    };
  });
  observations.forEach((o, i) => {
    if (o.id && listed.has(`Observation/${o.id}`)) return;
    const result = labResult(o, i, ctx);
    panels.push({
      id: `${result.id}p`,
      code: result.code || null,
      name: result.name,
      status: o.status ?? "unknown",
      effective_at: result.effective_at,
      issued_at: result.issued_at,
      ordering_doctor: null,
      results: [result].filter(keep),
    });
  });
  return panels.filter((p) => p.results.length > 0).sort(newestFirst((p) => p.effective_at ?? p.issued_at));
}

const VISIT_CLASS: Record<string, Visit["class"]> = { AMB: "outpatient", IMP: "inpatient", ACUTE: "inpatient", EMER: "emergency", VR: "virtual" };

export function visit(e: Encounter, index: number, ctx: MapContext): Visit | null {
  const start = instant(e.period?.start);
  if (!start) return null;
  return {
    id: ctx.id(e, index),
    start,
    end: instant(e.period?.end),
    status: e.status ?? "unknown",
    class: VISIT_CLASS[e.class?.code ?? ""] ?? "other",
    department: conceptText(e.serviceType, ctx.lang),
    doctor: ctx.doctor(e.participant?.find((p) => p.individual?.reference?.startsWith("Practitioner/"))?.individual ?? e.participant?.[0]?.individual),
    reason: e.reasonCode?.map((r) => conceptText(r, ctx.lang)).filter(Boolean).join(ctx.lang === "ar" ? "، " : ", ") || null,
    location: displayOf(e.location?.[0]?.location, ctx.lang) ?? displayOf(e.serviceProvider, ctx.lang),
  };
}

const PERIOD_DAYS: Record<string, number> = { d: 1, wk: 7, mo: 30, a: 365 };
const addDays = (start: string, days: number) => new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function prescription(m: MedicationRequest, index: number, ctx: MapContext): Prescription {
  const dosage = m.dosageInstruction?.[0];
  const dose = dosage?.doseAndRate?.[0]?.doseQuantity;
  const supply = m.dispenseRequest?.expectedSupplyDuration;
  const durationDays = typeof supply?.value === "number" ? Math.round(supply.value * (PERIOD_DAYS[supply.code ?? "d"] ?? 1)) : null;
  const bounds = dosage?.timing?.repeat?.boundsPeriod ?? m.dispenseRequest?.validityPeriod;
  const starts = day(bounds?.start) ?? day(m.authoredOn);
  const { lang } = ctx;
  return {
    id: ctx.id(m, index),
    drug: conceptText(m.medicationCodeableConcept, lang) ?? "",
    dose: dose && typeof dose.value === "number" ? `${dose.value} ${unitOf(dose, lang) ?? ""}`.trim() : null,
    route: conceptText(dosage?.route, lang),
    frequency: conceptText(dosage?.timing?.code, lang) ?? frequencyIn(dosage?.timing?.repeat, lang),
    duration_days: durationDays,
    instructions: inLang(dosage?.text, dosage?._text, lang),
    prescribed_at: instant(m.authoredOn),
    starts_on: starts,
    ends_on: day(bounds?.end) ?? (starts && durationDays ? addDays(starts, durationDays - 1) : null),
    prescriber: ctx.doctor(m.requester),
    status: m.status ?? "unknown",
  };
}

/** LOINC document types: 11488-4 consult note, 18748-4 diagnostic imaging study, 64292-6 release from work or school (sick leave). */
const REPORT_KIND: Record<string, ReportKind> = {
  "11488-4": "medical_report",
  "11506-3": "medical_report",
  "34117-2": "medical_report",
  "18748-4": "radiology_report",
  "18782-3": "radiology_report",
  "64292-6": "sick_leave",
};

/** A DocumentReference with a PDF; null for one without (the site offers PDFs only). */
export function report(d: DocumentReference, id: string, ctx: MapContext): Report | null {
  const attachment = d.content?.map((c) => c.attachment).find((a) => a?.contentType === "application/pdf" && a.url);
  if (!attachment) return null;
  const kind = REPORT_KIND[codeIn(d.type, LOINC) ?? ""] ?? "other";
  return {
    id,
    kind,
    title: conceptText(d.type, ctx.lang) ?? inLang(attachment.title, attachment._title, ctx.lang) ?? "",
    date: instant(d.date),
    author: ctx.doctor(d.author?.find((a) => a.reference?.startsWith("Practitioner/")) ?? d.author?.[0]),
    description: inLang(d.description, d._description, ctx.lang),
    content_type: "application/pdf",
    size: typeof attachment.size === "number" ? attachment.size : null,
  };
}

const oneOf = <T extends string>(value: string | null | undefined, allowed: readonly T[]): T | null =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : null;

export function allergy(a: AllergyIntolerance, index: number, ctx: MapContext): Allergy {
  const { lang } = ctx;
  return {
    id: ctx.id(a, index),
    substance: conceptText(a.code, lang) ?? "",
    category: oneOf(a.category?.[0], ["food", "medication", "environment", "biologic"] as const),
    criticality: oneOf(a.criticality, ["low", "high", "unable-to-assess"] as const),
    clinical_status: oneOf(codeIn(a.clinicalStatus), ["active", "inactive", "resolved"] as const),
    reactions: (a.reaction ?? []).map((r) => ({
      manifestation: r.manifestation?.map((m) => conceptText(m, lang)).filter(Boolean).join(lang === "ar" ? "، " : ", ") ?? "",
      severity: oneOf(r.severity, ["mild", "moderate", "severe"] as const),
    })),
    recorded_on: day(a.recordedDate),
    note: a.note?.map((n) => inLang(n.text, n._text, lang)).filter(Boolean).join(" ") || null,
  };
}
