import type { InsuranceKeys } from "./keys";
import {
  type BenefitCategory,
  type Coverage,
  type CoverageEligibilityRequest,
  type CoverageEligibilityResponse,
  type EligibilityProvider,
  EligibilityUnavailable,
} from "./types";

/**
 * A FHIR R4 eligibility exchange (NPHIES, or the gateway in front of it): the request is POSTed as
 * a `CoverageEligibilityRequest` resource to `{base}/CoverageEligibilityRequest` with the bearer
 * token, and the answer is the `CoverageEligibilityResponse`, its Coverage and Patient contained.
 * Identifier systems and code values are NPHIES's.
 */

const NPHIES = "http://nphies.sa";
const SYSTEMS = {
  national_id: `${NPHIES}/identifier/nationalid`,
  iqama: `${NPHIES}/identifier/iqama`,
  provider: `${NPHIES}/license/provider-license`,
  payer: `${NPHIES}/license/payer-license`,
  benefitCategory: `${NPHIES}/terminology/CodeSystem/benefit-category`,
  benefitType: "http://terminology.hl7.org/CodeSystem/benefit-type",
};

/** Every visit the site books is an outpatient consultation in NPHIES's benefit categories. */
const BENEFIT_CODE: Record<BenefitCategory, string> = { consultation: "1", follow_up: "1", examination: "1" };

interface Coding {
  system?: string;
  code?: string;
  display?: string;
}
interface CodeableConcept {
  coding?: Coding[];
  text?: string;
}
interface Benefit {
  type?: CodeableConcept;
  allowedUnsignedInt?: number;
  allowedMoney?: { value?: number; currency?: string };
}
interface FhirCoverage {
  resourceType: "Coverage";
  id?: string;
  identifier?: Array<{ value?: string }>;
  subscriberId?: string;
  policyHolder?: { display?: string };
  relationship?: CodeableConcept;
  period?: { start?: string; end?: string };
  class?: Array<{ type?: CodeableConcept; value?: string; name?: string }>;
  network?: string;
}
interface FhirPatient {
  resourceType: "Patient";
  id?: string;
  name?: Array<{ text?: string }>;
  gender?: string;
  birthDate?: string;
  extension?: Array<{ url?: string; valueCodeableConcept?: CodeableConcept; valueString?: string }>;
}
interface FhirEligibilityResponse {
  resourceType?: string;
  outcome?: "queued" | "complete" | "error" | "partial";
  contained?: Array<FhirCoverage | FhirPatient | { resourceType: string; id?: string }>;
  insurance?: Array<{
    coverage?: { reference?: string };
    inforce?: boolean;
    item?: Array<{ category?: CodeableConcept; excluded?: boolean; benefit?: Benefit[] }>;
  }>;
  error?: Array<{ code?: CodeableConcept }>;
}

export function eligibilityRequestResource(request: CoverageEligibilityRequest, providerLicense: string, now = new Date()) {
  return {
    resourceType: "CoverageEligibilityRequest",
    status: "active",
    purpose: ["benefits", "validation"],
    patient: { identifier: { system: SYSTEMS[request.patient.system], value: request.patient.identifier } },
    servicedDate: request.servicedDate,
    created: now.toISOString(),
    provider: { identifier: { system: SYSTEMS.provider, value: providerLicense } },
    insurer: { identifier: { system: SYSTEMS.payer, value: String(request.insurer.id) } },
    item: [{ category: { coding: [{ system: SYSTEMS.benefitCategory, code: BENEFIT_CODE[request.benefit] }] } }],
  };
}

const code = (concept: CodeableConcept | undefined) => concept?.coding?.[0]?.code;
const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);

function coverageOf(body: FhirEligibilityResponse, reference: string | undefined): Coverage | null {
  const id = reference?.replace(/^#/, "");
  const contained = body.contained ?? [];
  const cov = contained.find((r): r is FhirCoverage => r.resourceType === "Coverage" && (!id || r.id === id));
  const patient = contained.find((r): r is FhirPatient => r.resourceType === "Patient");
  const start = day(cov?.period?.start);
  const expiry = day(cov?.period?.end);
  const policy = cov?.identifier?.[0]?.value;
  if (!cov || !policy || !start || !expiry) return null;
  const plan = cov.class?.find((c) => code(c.type) === "plan") ?? cov.class?.[0];
  const relationship = code(cov.relationship);
  const gender = patient?.gender;
  const extension = (suffix: string) => patient?.extension?.find((e) => e.url?.endsWith(suffix));
  return {
    policy,
    policyHolder: cov.policyHolder?.display ?? "",
    class: plan?.value ?? plan?.name ?? "",
    network: cov.network ?? "",
    start,
    expiry,
    beneficiary: {
      name: patient?.name?.[0]?.text ?? "",
      birthDate: day(patient?.birthDate),
      gender: gender === "male" || gender === "female" ? gender : "unknown",
      memberId: cov.subscriberId ?? "",
      relationship: relationship === "self" || relationship === "spouse" || relationship === "child" ? relationship : "other",
      nationality: code(extension("extension-nationality")?.valueCodeableConcept) ?? "",
      sponsor: extension("extension-sponsor")?.valueString ?? "",
    },
  };
}

/** Reads the exchange's answer; anything not shaped as FHIR says is treated as no answer. */
export function readEligibilityResponse(body: FhirEligibilityResponse): CoverageEligibilityResponse {
  if (body.resourceType !== "CoverageEligibilityResponse") throw new EligibilityUnavailable("not a CoverageEligibilityResponse");
  const entry = body.insurance?.[0];
  if (body.outcome === "error" || !entry) return { outcome: "not_member" };
  if (body.outcome !== "complete") throw new EligibilityUnavailable(`the exchange answered ${body.outcome ?? "no outcome"}`);
  const coverage = coverageOf(body, entry.coverage?.reference);
  if (!coverage) throw new EligibilityUnavailable("the response has no readable Coverage");
  if (entry.inforce !== true) return { outcome: "not_inforce", coverage };
  const item = entry.item?.[0];
  if (!item || item.excluded) return { outcome: "not_covered", coverage };
  const benefit = (type: string) => item.benefit?.find((b) => code(b.type) === type);
  const percent = benefit("copay-percent")?.allowedUnsignedInt;
  const maximum = benefit("copay-maximum")?.allowedMoney?.value;
  // A co-pay the response does not state is not assumed to be zero: the visit is then not offered as covered.
  if (typeof percent !== "number" || !Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new EligibilityUnavailable("the response states no co-pay percent");
  }
  return { outcome: "eligible", coverage, copay: { percent, maximum: typeof maximum === "number" && maximum > 0 ? maximum : null } };
}

export function fhirEligibility(keys: InsuranceKeys): EligibilityProvider {
  return {
    name: "fhir",
    countries: ["SA"],
    async check(request) {
      let response: Response;
      let body: unknown;
      try {
        response = await fetch(`${keys.eligibilityUrl}/CoverageEligibilityRequest`, {
          method: "POST",
          headers: {
            accept: "application/fhir+json",
            "content-type": "application/fhir+json",
            authorization: `Bearer ${keys.eligibilityToken ?? ""}`,
          },
          body: JSON.stringify(eligibilityRequestResource(request, keys.providerLicense ?? "")),
          signal: AbortSignal.timeout(keys.timeoutMs),
        });
        body = await response.json();
      } catch (err) {
        throw new EligibilityUnavailable(`the exchange did not answer (${err instanceof Error ? err.message : String(err)})`);
      }
      if (!response.ok) throw new EligibilityUnavailable(`the exchange answered ${response.status}`);
      return readEligibilityResponse(body as FhirEligibilityResponse);
    },
  };
}
