import { asc, eq } from "drizzle-orm";
import type { Eligibility, InsuranceData } from "@/lib/contract/booking";
import type { Lang } from "@/lib/contract/common";
import type { Db } from "../db/client";
import { insuranceCompanies } from "../db/schema";
import { type Deps, tr } from "../http/context";
import { serverMessage } from "../http/messages";
import {
  type BenefitCategory,
  type Coverage,
  type CoverageEligibilityResponse,
  EligibilityUnavailable,
  eligibilityProvider,
} from "../insurance";

/**
 * Insurance as the booking sees it: the insurers offered and a patient's eligibility, asked of the
 * eligibility provider (insurance/index.ts). Without a provider nothing is offered: the list is
 * empty and every check answers `unavailable`.
 */

type Company = typeof insuranceCompanies.$inferSelect;

export async function companyList(deps: Deps, lang: Lang, country?: "SA" | "EG") {
  const provider = eligibilityProvider(deps);
  if (!provider) return [];
  const rows = await deps.db.select().from(insuranceCompanies).orderBy(asc(insuranceCompanies.id));
  return rows
    .filter((r) => provider.countries.includes(r.country) && (!country || r.country === country))
    .map((r) => ({ id: r.id, name: tr(lang, r.nameAr, r.nameEn), country: r.country }));
}

async function companyById(db: Db, id: number): Promise<Company | undefined> {
  const [row] = await db.select().from(insuranceCompanies).where(eq(insuranceCompanies.id, id)).limit(1);
  return row;
}

/** The wire's insurance fields (SPEC §3) from the exchange's coverage and the insurer as listed here. */
function insuranceData(identityNumber: string, company: Company, coverage: Coverage, copay: { percent: number; maximum: number | null }): InsuranceData {
  const b = coverage.beneficiary;
  return {
    policyNumber: coverage.policy,
    insuranceCompanyName: company.nameEn,
    insuranceCompanyNameAr: company.nameAr,
    className: coverage.class,
    gender: b.gender === "female" ? "Female" : b.gender === "male" ? "Male" : "",
    deductibleRate: copay.percent / 100,
    maxLimit: copay.maximum ?? 0,
    beneficiaryType: b.relationship === "self" ? "Principal" : "Dependent",
    beneficiaryTypeId: b.relationship === "self" ? 1 : 2,
    beneficiaryNumber: b.memberId,
    identityNumber,
    beneficiaryName: b.name,
    inceptionDate: coverage.start,
    policyHolder: coverage.policyHolder,
    insurancePolicyExpiryDate: coverage.expiry,
    insuranceCompanyID: company.id,
    insuranceCompanyEN: company.nameEn,
    insuranceCompanyAR: company.nameAr,
    name: b.name,
    expiryDate: coverage.expiry,
    nationalityCode: b.nationality,
    sponsorNumber: b.sponsor,
    issueDate: coverage.start,
    networkID: coverage.network,
  };
}

function toWire(lang: Lang, identityNumber: string, company: Company, answer: CoverageEligibilityResponse): Eligibility {
  switch (answer.outcome) {
    case "not_member":
      return { status: "rejected", eligible: false, message: serverMessage(lang, "booking.insurance.notMember"), insurance: null };
    case "not_inforce":
      return {
        status: "expired",
        eligible: false,
        message: serverMessage(lang, "booking.insurance.expired"),
        insurance: insuranceData(identityNumber, company, answer.coverage, { percent: 100, maximum: null }),
      };
    case "not_covered":
      return { status: "rejected", eligible: false, message: serverMessage(lang, "booking.insurance.notCovered"), insurance: null };
    case "eligible":
      return {
        status: "covered",
        eligible: true,
        message: serverMessage(lang, "booking.insurance.covered"),
        insurance: insuranceData(identityNumber, company, answer.coverage, answer.copay),
      };
  }
}

export type EligibilityAnswer =
  /** No provider, or none for the insurer's country: insurance is not offered. */
  | { kind: "unavailable" }
  | { kind: "unknown_company" }
  /** The exchange did not answer; nothing is assumed covered. */
  | { kind: "no_answer" }
  /** `member`: the insurer's beneficiary (for the booking's check that the visit is theirs); never sent as such. */
  | { kind: "answer"; eligibility: Eligibility; member: { name: string; birthDate: string | null } | null };

export async function checkEligibility(
  deps: Deps,
  lang: Lang,
  ask: { identityNumber: string; companyId: number; servicedDate: string; benefit: BenefitCategory },
): Promise<EligibilityAnswer> {
  const provider = eligibilityProvider(deps);
  if (!provider) return { kind: "unavailable" };
  const company = await companyById(deps.db, ask.companyId);
  if (!company) return { kind: "unknown_company" };
  if (!provider.countries.includes(company.country)) return { kind: "unavailable" };
  try {
    const answer = await provider.check({
      patient: { identifier: ask.identityNumber, system: ask.identityNumber.startsWith("1") ? "national_id" : "iqama" },
      insurer: { id: company.id, country: company.country },
      servicedDate: ask.servicedDate,
      benefit: ask.benefit,
    });
    const beneficiary = answer.outcome === "not_member" ? null : answer.coverage.beneficiary;
    const member = beneficiary && { name: beneficiary.name, birthDate: beneficiary.birthDate };
    return { kind: "answer", eligibility: toWire(lang, ask.identityNumber, company, answer), member };
  } catch (err) {
    if (!(err instanceof EligibilityUnavailable)) throw err;
    console.error(`[insurance] ${provider.name} eligibility check failed: ${err.message}`);
    return { kind: "no_answer" };
  }
}

/**
 * Insurance could not be checked: not offered here (422, naming `field` of the caller's body), or
 * the exchange did not answer (502). Either way nothing is booked as covered.
 */
export function insuranceNotChecked(lang: Lang, answer: { kind: "unavailable" | "no_answer" }, field: string) {
  if (answer.kind === "no_answer") return { status: 502 as const, body: { message: serverMessage(lang, "booking.insurance.noAnswer") } };
  const message = serverMessage(lang, "booking.insurance.unavailable");
  return { status: 422 as const, body: { message, errors: { [field]: [message] } } };
}
