import type { PrimitiveElement } from "./translation";

/**
 * The parts of FHIR R4 resources the health record reads (https://hl7.org/fhir/R4/). A text a
 * patient reads has its primitive's element beside it (`_text`, `_display`, …): a bilingual HIS
 * sends its other language there (translation.ts).
 */

export interface Coding {
  system?: string;
  code?: string;
  display?: string;
  _display?: PrimitiveElement;
}
export interface CodeableConcept {
  coding?: Coding[];
  text?: string;
  _text?: PrimitiveElement;
}
export interface Identifier {
  system?: string;
  value?: string;
}
export interface Reference {
  reference?: string;
  display?: string;
  _display?: PrimitiveElement;
  identifier?: Identifier;
}
export interface Period {
  start?: string;
  end?: string;
}
export interface Quantity {
  value?: number;
  unit?: string;
  _unit?: PrimitiveElement;
  code?: string;
}
export interface Attachment {
  contentType?: string;
  url?: string;
  size?: number;
  title?: string;
  _title?: PrimitiveElement;
}

export interface Resource {
  resourceType: string;
  id?: string;
}

export interface Patient extends Resource {
  resourceType: "Patient";
  identifier?: Identifier[];
  active?: boolean;
  name?: Array<{ text?: string; family?: string; given?: string[]; use?: string }>;
  telecom?: Array<{ system?: string; value?: string; use?: string }>;
  gender?: string;
  birthDate?: string;
}

export interface RelatedPerson extends Resource {
  resourceType: "RelatedPerson";
  active?: boolean;
  patient?: Reference;
  identifier?: Identifier[];
  relationship?: CodeableConcept[];
  name?: Array<{ text?: string }>;
}

export interface Encounter extends Resource {
  resourceType: "Encounter";
  status?: string;
  class?: Coding;
  serviceType?: CodeableConcept;
  period?: Period;
  participant?: Array<{ individual?: Reference }>;
  reasonCode?: CodeableConcept[];
  location?: Array<{ location?: Reference }>;
  serviceProvider?: Reference;
}

export interface Observation extends Resource {
  resourceType: "Observation";
  status?: string;
  category?: CodeableConcept[];
  code?: CodeableConcept;
  effectiveDateTime?: string;
  issued?: string;
  valueQuantity?: Quantity;
  valueString?: string;
  _valueString?: PrimitiveElement;
  interpretation?: CodeableConcept[];
  referenceRange?: Array<{ low?: Quantity; high?: Quantity; text?: string; _text?: PrimitiveElement }>;
}

export interface DiagnosticReport extends Resource {
  resourceType: "DiagnosticReport";
  status?: string;
  category?: CodeableConcept[];
  code?: CodeableConcept;
  effectiveDateTime?: string;
  issued?: string;
  performer?: Reference[];
  resultsInterpreter?: Reference[];
  result?: Reference[];
}

export interface MedicationRequest extends Resource {
  resourceType: "MedicationRequest";
  status?: string;
  medicationCodeableConcept?: CodeableConcept;
  authoredOn?: string;
  requester?: Reference;
  dosageInstruction?: Array<{
    text?: string;
    _text?: PrimitiveElement;
    route?: CodeableConcept;
    timing?: { code?: CodeableConcept; repeat?: { frequency?: number; period?: number; periodUnit?: string; boundsPeriod?: Period } };
    doseAndRate?: Array<{ doseQuantity?: Quantity }>;
  }>;
  dispenseRequest?: { validityPeriod?: Period; expectedSupplyDuration?: Quantity };
}

export interface DocumentReference extends Resource {
  resourceType: "DocumentReference";
  status?: string;
  subject?: Reference;
  type?: CodeableConcept;
  category?: CodeableConcept[];
  date?: string;
  author?: Reference[];
  description?: string;
  _description?: PrimitiveElement;
  content?: Array<{ attachment?: Attachment }>;
}

export interface AllergyIntolerance extends Resource {
  resourceType: "AllergyIntolerance";
  clinicalStatus?: CodeableConcept;
  category?: string[];
  criticality?: string;
  code?: CodeableConcept;
  recordedDate?: string;
  reaction?: Array<{ manifestation?: CodeableConcept[]; severity?: string }>;
  note?: Array<{ text?: string; _text?: PrimitiveElement }>;
}

export interface Bundle<T extends Resource = Resource> extends Resource {
  resourceType: "Bundle";
  type?: string;
  total?: number;
  link?: Array<{ relation?: string; url?: string }>;
  entry?: Array<{ fullUrl?: string; resource?: T; search?: { mode?: string } }>;
}

/** Identifier systems of Saudi national IDs and iqamas (NPHIES's, as the insurance exchange uses them). */
export const NATIONAL_ID_SYSTEM = "http://nphies.sa/identifier/nationalid";
export const IQAMA_SYSTEM = "http://nphies.sa/identifier/iqama";
/** HL7 v3 RoleCode: the relationships that make a RelatedPerson a child's guardian. */
export const ROLE_CODE_SYSTEM = "http://terminology.hl7.org/CodeSystem/v3-RoleCode";
export const GUARDIAN_ROLES = new Set(["GUARD", "PRN", "MTH", "FTH", "NPRN", "NMTH", "NFTH", "PRNFOST", "STPPRN"]);
/** The Observation category of laboratory results, and DiagnosticReport's. */
export const OBSERVATION_CATEGORY_SYSTEM = "http://terminology.hl7.org/CodeSystem/observation-category";
export const LOINC = "http://loinc.org";
