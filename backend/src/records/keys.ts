/**
 * The hospital information system's FHIR R4 server and this site's SMART Backend Services client
 * there, from the environment. None set: outside production the backend's own FHIR sandbox
 * answers (records/sandbox), reached over HTTP like the real one; in production there is no
 * health record section (every records route answers `records_not_configured`).
 */
export interface RecordsKeys {
  /** The FHIR R4 base URL (FHIR_BASE_URL), no trailing slash; the sandbox's outside production when unset. */
  baseUrl: string | undefined;
  /** The token endpoint (FHIR_TOKEN_URL); unset: read from `{base}/.well-known/smart-configuration`. */
  tokenUrl: string | undefined;
  /** This client's id at the HIS (FHIR_CLIENT_ID). */
  clientId: string | undefined;
  /** PEM PKCS#8 private key the client assertion is signed with (FHIR_PRIVATE_KEY): RSA signs RS384, EC P-384 ES384. */
  privateKey: string | undefined;
  /** The `kid` of that key in the JWK Set registered with the HIS (FHIR_KEY_ID). */
  keyId: string | undefined;
  /** Scopes asked for (FHIR_SCOPE). */
  scope: string;
  /** The identifier system of the hospital's medical record numbers (FHIR_MRN_SYSTEM). */
  mrnSystem: string;
  /** The identifier system under which a Practitioner carries the site's doctor id (FHIR_DOCTOR_SYSTEM). */
  doctorSystem: string;
  /** How long one FHIR call may take before it counts as unanswered (FHIR_TIMEOUT_MS). */
  timeoutMs: number;
  /** True when nothing is configured and this is not production: the sandbox answers. */
  sandbox: boolean;
}

export const RECORDS_KEY_NAMES = ["FHIR_BASE_URL", "FHIR_CLIENT_ID", "FHIR_PRIVATE_KEY", "FHIR_KEY_ID"] as const;

export const DEFAULT_FHIR_SCOPE =
  "system/Patient.read system/RelatedPerson.read system/Encounter.read system/Observation.read system/DiagnosticReport.read " +
  "system/MedicationRequest.read system/DocumentReference.read system/AllergyIntolerance.read system/Binary.read";

export function loadRecordsKeys(env: Record<string, string | undefined>, production: boolean): RecordsKeys {
  const configured = RECORDS_KEY_NAMES.every((name) => env[name]);
  return {
    baseUrl: configured ? env.FHIR_BASE_URL!.replace(/\/$/, "") : undefined,
    tokenUrl: (configured && env.FHIR_TOKEN_URL) || undefined,
    clientId: configured ? env.FHIR_CLIENT_ID : undefined,
    // A key in a one-line variable keeps its line breaks as \n.
    privateKey: configured ? env.FHIR_PRIVATE_KEY!.replace(/\\n/g, "\n") : undefined,
    keyId: configured ? env.FHIR_KEY_ID : undefined,
    scope: env.FHIR_SCOPE || DEFAULT_FHIR_SCOPE,
    mrnSystem: env.FHIR_MRN_SYSTEM || "urn:hospital:mrn",
    doctorSystem: env.FHIR_DOCTOR_SYSTEM || "urn:hospital:doctor-id",
    timeoutMs: Number(env.FHIR_TIMEOUT_MS) || 8_000,
    sandbox: !configured && !production,
  };
}

/** Whether any records source answers: the configured HIS, or the sandbox outside production. */
export const recordsAvailable = (keys: RecordsKeys) => Boolean(keys.baseUrl) || keys.sandbox;
