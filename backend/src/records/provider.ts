import type { Config } from "../config";
import type { AllergyIntolerance, DiagnosticReport, DocumentReference, Encounter, MedicationRequest, Observation, Patient, RelatedPerson } from "./fhir";
import { IQAMA_SYSTEM, NATIONAL_ID_SYSTEM } from "./fhir";
import { privateKeyFrom } from "./client-assertion";
import { recordsAvailable } from "./keys";
import { SANDBOX_CLIENT_ID, SANDBOX_KEY_ID, sandboxClientKey } from "./sandbox/client-key";
import { type SearchResult, smartClient } from "./smart-client";

/**
 * The hospital information system as the health record reads it: FHIR R4 searches for one
 * patient. Every method throws `RecordsUnavailable` when the server does not answer; a search
 * whose later page fails answers what it read with `partial: true`.
 */
export interface RecordsProvider {
  /** The patient with this national ID, iqama or medical record number, or null. */
  findPatient(identifier: { kind: "national_id" | "medical_record_number"; value: string }): Promise<Patient | null>;
  readPatient(id: string): Promise<Patient | null>;
  /** `RelatedPerson?patient=`: who the HIS records as related to the patient (a child's guardians). */
  relatedPersons(patientId: string): Promise<SearchResult<RelatedPerson>>;
  encounters(patientId: string): Promise<SearchResult<Encounter>>;
  /** `Observation?category=laboratory`. */
  labObservations(patientId: string): Promise<SearchResult<Observation>>;
  /** `DiagnosticReport?category=LAB`: the panels the observations belong to. */
  labReports(patientId: string): Promise<SearchResult<DiagnosticReport>>;
  medicationRequests(patientId: string): Promise<SearchResult<MedicationRequest>>;
  documentReferences(patientId: string): Promise<SearchResult<DocumentReference>>;
  allergies(patientId: string): Promise<SearchResult<AllergyIntolerance>>;
  readDocument(id: string): Promise<DocumentReference | null>;
  /** An attachment's bytes as the server streams them. */
  attachment(url: string, contentType: string): Promise<Response>;
  /** The identifier system of medical record numbers at this HIS. */
  mrnSystem: string;
  /** The identifier system under which a Practitioner carries the site's doctor id. */
  doctorSystem: string;
}

const sandboxBase = (config: Config) => {
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  return `http://${host}:${config.port}/sandbox/fhir`;
};

function identifierParam(mrnSystem: string, identifier: { kind: "national_id" | "medical_record_number"; value: string }): string {
  if (identifier.kind === "medical_record_number") return `${mrnSystem}|${identifier.value}`;
  // A 10-digit ID starting with 2 is an iqama (a resident's), with 1 a citizen's national ID.
  return `${identifier.value.startsWith("2") ? IQAMA_SYSTEM : NATIONAL_ID_SYSTEM}|${identifier.value}`;
}

/**
 * Reads through the configured HIS; outside production without one, through the backend's own
 * FHIR sandbox, over HTTP all the same. Null: no source (production without configuration).
 */
export function recordsProviderFor(config: Config): RecordsProvider | null {
  const keys = config.records;
  if (!recordsAvailable(keys)) return null;
  const sandboxKey = keys.sandbox ? sandboxClientKey(config.tokenSecret) : null;
  const client = smartClient({
    baseUrl: keys.baseUrl ?? sandboxBase(config),
    tokenUrl: keys.tokenUrl,
    clientId: sandboxKey ? SANDBOX_CLIENT_ID : keys.clientId!,
    key: sandboxKey ? sandboxKey.privateKey : privateKeyFrom(keys.privateKey!),
    kid: sandboxKey ? SANDBOX_KEY_ID : keys.keyId!,
    scope: keys.scope,
    timeoutMs: keys.timeoutMs,
  });
  const forPatient = (patientId: string, extra: Record<string, string> = {}) => ({ patient: `Patient/${patientId}`, ...extra });
  return {
    mrnSystem: keys.mrnSystem,
    doctorSystem: keys.doctorSystem,
    async findPatient(identifier) {
      const found = await client.search<Patient>("Patient", { identifier: identifierParam(keys.mrnSystem, identifier) });
      // Two patients under one identifier is a HIS to fix, not a record to guess between.
      return found.resources.length === 1 ? found.resources[0]! : null;
    },
    readPatient: (id) => client.read<Patient>("Patient", id),
    relatedPersons: (patientId) => client.search<RelatedPerson>("RelatedPerson", forPatient(patientId)),
    encounters: (patientId) => client.search<Encounter>("Encounter", forPatient(patientId, { _sort: "-date" })),
    labObservations: (patientId) => client.search<Observation>("Observation", forPatient(patientId, { category: "laboratory", _sort: "-date" })),
    labReports: (patientId) => client.search<DiagnosticReport>("DiagnosticReport", forPatient(patientId, { category: "LAB", _sort: "-date" })),
    medicationRequests: (patientId) => client.search<MedicationRequest>("MedicationRequest", forPatient(patientId, { _sort: "-authoredon" })),
    documentReferences: (patientId) => client.search<DocumentReference>("DocumentReference", forPatient(patientId, { _sort: "-date" })),
    allergies: (patientId) => client.search<AllergyIntolerance>("AllergyIntolerance", forPatient(patientId)),
    readDocument: (id) => client.read<DocumentReference>("DocumentReference", id),
    attachment: (url, contentType) => client.attachment(url, contentType),
  };
}
