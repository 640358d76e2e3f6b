/**
 * Insurance eligibility, shaped after the Saudi national insurance exchange's (NPHIES) FHIR R4
 * `CoverageEligibilityRequest` and `CoverageEligibilityResponse`: who the patient is, which insurer,
 * the day of the visit and the benefit asked about go out; whether the policy is in force, the
 * coverage (policy, class, network, period) and the patient's co-pay come back. A real exchange is
 * one file implementing `EligibilityProvider` (see fhir.ts); the sandbox is another (sandbox.ts).
 */

export type InsuranceCountry = "SA" | "EG";

/** The benefit asked about (FHIR `item.category`): the kinds of outpatient visit the site books. */
export type BenefitCategory = "consultation" | "follow_up" | "examination";

export interface CoverageEligibilityRequest {
  /** A Saudi national ID (starts with 1) or an iqama (starts with 2), as FHIR `patient.identifier`. */
  patient: { identifier: string; system: "national_id" | "iqama" };
  /** The insurer (FHIR `insurer`) as this site lists it; an adapter maps the id to the exchange's payer id. */
  insurer: { id: number; country: InsuranceCountry };
  /** The local day of the visit, YYYY-MM-DD (FHIR `servicedDate`). */
  servicedDate: string;
  benefit: BenefitCategory;
}

/** The member's coverage (the FHIR `Coverage` the response points at). */
export interface Coverage {
  policy: string;
  policyHolder: string;
  /** The plan class (VIP, A, B…), FHIR `Coverage.class`. */
  class: string;
  network: string;
  /** FHIR `Coverage.period`, YYYY-MM-DD. */
  start: string;
  expiry: string;
  beneficiary: {
    name: string;
    /** FHIR `Patient.birthDate`, YYYY-MM-DD; null when the exchange does not state it. */
    birthDate: string | null;
    gender: "male" | "female" | "unknown";
    memberId: string;
    /** FHIR `Coverage.relationship`: the policy's principal member is "self". */
    relationship: "self" | "spouse" | "child" | "other";
    nationality: string;
    /** An iqama holder's sponsor; empty for citizens. */
    sponsor: string;
  };
}

/** The patient's share of the benefit: FHIR benefit types `copay-percent` and `copay-maximum`. */
export interface Copay {
  /** 0–100. */
  percent: number;
  /** Most the patient pays per visit before tax; null: no cap. */
  maximum: number | null;
}

export type CoverageEligibilityResponse =
  /** The insurer knows no member with this identity (FHIR `outcome: error` or no `insurance`). */
  | { outcome: "not_member" }
  /** A member whose policy is not in force on the service date (`inforce: false`). */
  | { outcome: "not_inforce"; coverage: Coverage }
  /** In force, but the benefit asked about is excluded (`item.excluded: true`). */
  | { outcome: "not_covered"; coverage: Coverage }
  | { outcome: "eligible"; coverage: Coverage; copay: Copay };

export interface EligibilityProvider {
  /** For logs: "sandbox", "fhir". */
  name: string;
  /** The insurers' countries it can ask about; the others are not offered. */
  countries: readonly InsuranceCountry[];
  /** Throws `EligibilityUnavailable` when the exchange cannot answer. */
  check(request: CoverageEligibilityRequest): Promise<CoverageEligibilityResponse>;
}

/** The exchange did not answer (down, too slow, refused our credentials, broke its contract). */
export class EligibilityUnavailable extends Error {}
