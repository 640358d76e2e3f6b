import { z } from "zod";
import { otpCode } from "@/lib/validation";
import { CodedErrorSchema, DateSchema, DateTimeSchema, intParam, MessageSchema, PagingMetaSchema } from "./common";
import { PhrIdentifierSchema } from "./phr";
import { CodeKeySchema } from "./accounts";

/**
 * "My health record": what the hospital information system (HIS) holds about a patient, read
 * from its FHIR R4 server and shaped for the site. Every answer is `Cache-Control: private,
 * no-store`; ids are opaque (never a HIS id, never guessable).
 *
 * - `GET /api/records/persons`: whether the account is linked to a patient of the HIS, and whose
 *   records it may read (the account holder, and children under 18 the HIS confirms it guards).
 * - `GET /api/records/{kind}?person=&page=&limit=`: one kind of record, paged like the other lists.
 * - `GET /api/records/reports/{id}/file?person=`: a report's PDF (`Content-Disposition: attachment`).
 * - `POST /api/records/link` then `POST /api/records/link/confirm`: a password account links itself
 *   to its record with a code sent to the mobile the HIS holds (a health-record sign-in links at once).
 */

export const RECORD_KINDS = ["results", "visits", "prescriptions", "reports", "allergies", "access-log"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Default and largest page sizes of every records list. */
export const RECORDS_PER_PAGE = 20;
export const RECORDS_MAX_PER_PAGE = 100;

/** The `code` of every refusal of the records routes (with a translated `message` beside it). */
export const RECORDS_ERROR_CODES = {
  /** 409: the account is not linked to a patient of the HIS yet (link it first). */
  unlinked: "records_unlinked",
  /** 404: no such person, report or record for this account (another's is answered the same). */
  notFound: "records_not_found",
  /** 503 (with `Retry-After`): the HIS did not answer; nothing is known. */
  hisUnavailable: "records_his_unavailable",
  /** 429 (with `Retry-After`): too many reads or link attempts from this account or address. */
  rateLimited: "records_rate_limited",
  /** 503: this deployment has no HIS configured; there is no health record section at all. */
  notConfigured: "records_not_configured",
  /** 409: POST /api/records/link when the account is already linked. */
  alreadyLinked: "records_already_linked",
  /** 422: POST /api/records/link/confirm with a wrong, spent or expired code. */
  wrongCode: "records_wrong_code",
} as const;
export type RecordsErrorCode = (typeof RECORDS_ERROR_CODES)[keyof typeof RECORDS_ERROR_CODES];
export const RecordsErrorSchema = CodedErrorSchema;

// ── Query ───────────────────────────────────────────────────────────────────────────────────

/** `?person=`: a family member id (GET /api/profile/family) of a child the account may read; absent: the account holder. */
export const personParam = intParam("person", 1).describe("A linked child's family_member_id; absent: the account holder");

export const RecordsQuerySchema = z.object({
  person: personParam,
  page: intParam("page", 1),
  limit: intParam("limit", 1, RECORDS_MAX_PER_PAGE),
  /** results only: keeps the one test (its LOINC code, e.g. `4548-4` for HbA1c) in each panel: a trend's values. */
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.-]{1,32}$/, { error: "The code must be a test code (letters, digits, dots and dashes)." })
    .optional(),
});
export type RecordsQuery = z.input<typeof RecordsQuerySchema>;

export const RecordKindParamSchema = z.object({
  kind: z.enum(RECORD_KINDS, { error: `The kind must be one of ${RECORD_KINDS.join(", ")}.` }),
});
export const ReportFileParamSchema = z.object({ id: z.string().min(16).max(400) });
export const ReportFileQuerySchema = z.object({ person: personParam });

// ── Shared pieces ─────────────────────────────────────────────────────────────────────────────

/**
 * A doctor as the HIS names them; `doctor_id`/`slug` (the slug in the caller's language) when the
 * HIS practitioner is one of the site's doctors, so "book a follow-up" can go to their booking.
 */
export const RecordDoctorSchema = z.object({
  name: z.string(),
  doctor_id: z.number().int().nullable(),
  slug: z.string().nullable(),
});
export type RecordDoctor = z.infer<typeof RecordDoctorSchema>;

/** A list's meta: the usual paging, and `partial` when the HIS answered only part of it (show it, offer a retry). */
export const RecordsMetaSchema = PagingMetaSchema.extend({
  partial: z.boolean().describe("True when the HIS failed part-way: `data` is what was read, a retry may bring the rest"),
});
export type RecordsMeta = z.infer<typeof RecordsMetaSchema>;
const recordsListOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: RecordsMetaSchema });

// ── results: DiagnosticReport panels with their Observations (category laboratory) ─────────────

/** FHIR interpretation codes H, L, HH, LL, A, N, as words. */
export const INTERPRETATIONS = ["normal", "high", "low", "critical_high", "critical_low", "abnormal"] as const;
export type Interpretation = (typeof INTERPRETATIONS)[number];

export const ReferenceRangeSchema = z.object({
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** The HIS's own wording of the range when it has one (e.g. "< 5.7"). */
  text: z.string().nullable(),
});
export type ReferenceRange = z.infer<typeof ReferenceRangeSchema>;

export const LabResultSchema = z.object({
  id: z.string(),
  /** The test's LOINC code (the `code` filter of a trend) and its name. */
  code: z.string(),
  name: z.string(),
  /** Numeric value, or null when the result is text only (`value_text`). */
  value: z.number().nullable(),
  value_text: z.string().nullable(),
  unit: z.string().nullable(),
  reference_range: ReferenceRangeSchema.nullable(),
  /** Null: the HIS gave no interpretation. Anything but `normal` is out of range. */
  interpretation: z.enum(INTERPRETATIONS).nullable(),
  effective_at: DateTimeSchema.nullable().describe("When the sample was taken"),
  issued_at: DateTimeSchema.nullable(),
});
export type LabResult = z.infer<typeof LabResultSchema>;

export const LabPanelSchema = z.object({
  id: z.string(),
  /** The panel's LOINC code and name (e.g. `58410-2` Complete blood count). */
  code: z.string().nullable(),
  name: z.string(),
  status: z.string().describe("FHIR DiagnosticReport.status: final, preliminary, amended…"),
  effective_at: DateTimeSchema.nullable(),
  issued_at: DateTimeSchema.nullable(),
  ordering_doctor: RecordDoctorSchema.nullable(),
  results: z.array(LabResultSchema),
});
export type LabPanel = z.infer<typeof LabPanelSchema>;
/** Newest panel first. */
export const LabResultsResponseSchema = recordsListOf(LabPanelSchema);
export type LabResultsResponse = z.infer<typeof LabResultsResponseSchema>;

// ── visits: Encounter ─────────────────────────────────────────────────────────────────────────

export const VISIT_CLASSES = ["outpatient", "inpatient", "emergency", "virtual", "other"] as const;
export const VisitSchema = z.object({
  id: z.string(),
  start: DateTimeSchema,
  end: DateTimeSchema.nullable(),
  status: z.string().describe("FHIR Encounter.status: finished, in-progress, cancelled…"),
  class: z.enum(VISIT_CLASSES),
  department: z.string().nullable(),
  doctor: RecordDoctorSchema.nullable(),
  reason: z.string().nullable(),
  location: z.string().nullable(),
});
export type Visit = z.infer<typeof VisitSchema>;
/** Newest visit first. */
export const VisitsResponseSchema = recordsListOf(VisitSchema);
export type VisitsResponse = z.infer<typeof VisitsResponseSchema>;

// ── prescriptions: MedicationRequest ──────────────────────────────────────────────────────────

export const PrescriptionSchema = z.object({
  id: z.string(),
  drug: z.string(),
  /** e.g. "500 mg" */
  dose: z.string().nullable(),
  /** e.g. "Oral" */
  route: z.string().nullable(),
  /** e.g. "Twice a day" */
  frequency: z.string().nullable(),
  /** Days the course lasts, when stated. */
  duration_days: z.number().int().nullable(),
  /** The HIS's dosage text, what to take in its words. */
  instructions: z.string().nullable(),
  prescribed_at: DateTimeSchema.nullable(),
  starts_on: DateSchema.nullable(),
  /** Until when to take it (null: ongoing or not stated). */
  ends_on: DateSchema.nullable(),
  prescriber: RecordDoctorSchema.nullable(),
  status: z.string().describe("FHIR MedicationRequest.status: active, completed, stopped, cancelled, on-hold…"),
});
export type Prescription = z.infer<typeof PrescriptionSchema>;
/** Newest prescription first. */
export const PrescriptionsResponseSchema = recordsListOf(PrescriptionSchema);
export type PrescriptionsResponse = z.infer<typeof PrescriptionsResponseSchema>;

// ── reports: DocumentReference with a PDF ─────────────────────────────────────────────────────

export const REPORT_KINDS = ["medical_report", "radiology_report", "sick_leave", "other"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const ReportSchema = z.object({
  /** Opaque and unguessable; the file is GET /api/records/reports/{id}/file (same `person`). */
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  title: z.string(),
  date: DateTimeSchema.nullable(),
  author: RecordDoctorSchema.nullable(),
  description: z.string().nullable(),
  content_type: z.literal("application/pdf"),
  size: z.number().int().nullable().describe("Bytes, when the HIS states it"),
});
export type Report = z.infer<typeof ReportSchema>;
/** Newest report first. */
export const ReportsResponseSchema = recordsListOf(ReportSchema);
export type ReportsResponse = z.infer<typeof ReportsResponseSchema>;

// ── allergies: AllergyIntolerance ─────────────────────────────────────────────────────────────

export const AllergySchema = z.object({
  id: z.string(),
  substance: z.string(),
  category: z.enum(["food", "medication", "environment", "biologic"]).nullable(),
  criticality: z.enum(["low", "high", "unable-to-assess"]).nullable(),
  clinical_status: z.enum(["active", "inactive", "resolved"]).nullable(),
  reactions: z.array(z.object({ manifestation: z.string(), severity: z.enum(["mild", "moderate", "severe"]).nullable() })),
  recorded_on: DateSchema.nullable(),
  note: z.string().nullable(),
});
export type Allergy = z.infer<typeof AllergySchema>;
export const AllergiesResponseSchema = recordsListOf(AllergySchema);
export type AllergiesResponse = z.infer<typeof AllergiesResponseSchema>;

// ── access-log: who read this person's record ─────────────────────────────────────────────────

/** What a read was of: a list of one kind, or one report's file. */
export const ACCESS_LOG_WHAT = ["results", "visits", "prescriptions", "reports", "allergies", "report_file"] as const;
export const AccessLogEntrySchema = z.object({
  id: z.number().int(),
  at: DateTimeSchema,
  what: z.enum(ACCESS_LOG_WHAT),
  /** The account that read it: its name (empty once that account is deleted), and whether it is the caller's own. */
  viewer: z.object({ name: z.string(), is_you: z.boolean() }),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntrySchema>;
/** Newest read first. Always complete (`partial` false): the log is the site's own. */
export const AccessLogResponseSchema = recordsListOf(AccessLogEntrySchema);
export type AccessLogResponse = z.infer<typeof AccessLogResponseSchema>;

/** The answer of GET /api/records/{kind}, by kind. */
export const RECORDS_RESPONSE_SCHEMAS = {
  results: LabResultsResponseSchema,
  visits: VisitsResponseSchema,
  prescriptions: PrescriptionsResponseSchema,
  reports: ReportsResponseSchema,
  allergies: AllergiesResponseSchema,
  "access-log": AccessLogResponseSchema,
} as const satisfies Record<RecordKind, z.ZodType>;
export type RecordsResponse<K extends RecordKind> = z.infer<(typeof RECORDS_RESPONSE_SCHEMAS)[K]>;

// ── persons and linking ───────────────────────────────────────────────────────────────────────

export const RecordsPersonSchema = z.object({
  /** null: the account holder; else the child's family_member_id, the `person` of the other routes. */
  family_member_id: z.number().int().nullable(),
  relation: z.enum(["self", "child"]),
  /** The name the HIS holds. */
  full_name: z.string(),
  date_of_birth: DateSchema.nullable(),
});
export type RecordsPerson = z.infer<typeof RecordsPersonSchema>;

export const LINK_METHODS = ["health_record_sign_in", "mobile_code"] as const;
export const RecordsPersonsResponseSchema = z.object({
  /** False: the account is not linked to a patient of the HIS; `data` is empty, offer the link form. */
  linked: z.boolean(),
  link_method: z.enum(LINK_METHODS).nullable(),
  /** The account holder first, then each child the HIS confirms the holder guards. */
  data: z.array(RecordsPersonSchema),
  /** True when the HIS could not confirm every child just now: a retry may show more. */
  partial: z.boolean(),
});
export type RecordsPersonsResponse = z.infer<typeof RecordsPersonsResponseSchema>;

/**
 * POST /api/records/link: the national ID or medical record number of the patient's HIS record.
 * A code goes to the mobile the HIS holds for that patient, if it holds one; the answer is the
 * same either way (202), so the form tells nobody whether an ID is the hospital's.
 */
export const RecordsLinkRequestSchema = z.object({
  identifier: PhrIdentifierSchema,
});
export type RecordsLinkRequest = z.input<typeof RecordsLinkRequestSchema>;
export const RecordsLinkStartedSchema = MessageSchema.extend({
  /** Seconds before another code may be asked for. */
  resend_in: z.number().int(),
});
export type RecordsLinkStarted = z.infer<typeof RecordsLinkStartedSchema>;

/** POST /api/records/link/confirm: the 4-digit code; wrong codes count against the usual budgets. */
export const RecordsLinkConfirmRequestSchema = z.object({ code: otpCode({ label: "Code" }), key: CodeKeySchema });
export type RecordsLinkConfirmRequest = z.input<typeof RecordsLinkConfirmRequestSchema>;
/** Linked: the persons now readable. */
export const RecordsLinkConfirmedSchema = RecordsPersonsResponseSchema.extend({ message: z.string() });
export type RecordsLinkConfirmed = z.infer<typeof RecordsLinkConfirmedSchema>;
