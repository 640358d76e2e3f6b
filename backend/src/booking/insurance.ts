import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Eligibility, InsuranceData } from "@/lib/contract/booking";
import type { Lang } from "@/lib/contract/common";
import type { Db } from "../db/client";
import { insuranceCompanies } from "../db/schema";
import { tr } from "../http/context";
import { serverMessage } from "../http/messages";

/**
 * Insurance eligibility. Production asks the insurers' eligibility gateway; outside production a
 * sandbox answers with deterministic members so every case can be tried:
 *   - an ID number ending in 9 is no member of the insurer (rejected);
 *   - ending in 8: a member whose policy expired;
 *   - any other: a covered member; the class (and so the deductible) follows the last digit.
 */

type Company = typeof insuranceCompanies.$inferSelect;

export async function companyList(db: Db, lang: Lang, country?: "SA" | "EG") {
  const rows = await db.select().from(insuranceCompanies).orderBy(asc(insuranceCompanies.id));
  return rows.filter((r) => !country || r.country === country).map((r) => ({ id: r.id, name: tr(lang, r.nameAr, r.nameEn), country: r.country }));
}

export async function companyById(db: Db, id: number): Promise<Company | undefined> {
  const [row] = await db.select().from(insuranceCompanies).where(eq(insuranceCompanies.id, id)).limit(1);
  return row;
}

const CLASSES = [
  { className: "VIP", deductibleRate: 0, maxLimit: 0 },
  { className: "A", deductibleRate: 0.1, maxLimit: 50 },
  { className: "B", deductibleRate: 0.2, maxLimit: 75 },
  { className: "C", deductibleRate: 0.3, maxLimit: 100 },
] as const;

const FIRST_NAMES = ["Mohammed Al-Harbi", "Noura Al-Qahtani", "Khalid Al-Otaibi", "Reem Al-Zahrani", "Omar Al-Shehri", "Lama Al-Dossary"];
const NATIONALITIES = ["EG", "IN", "PK", "JO", "SD", "PH"];

const addYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

/** The sandbox member behind an ID number at a company, or null when it is no member. */
export function sandboxMember(identityNumber: string, company: Company, today: string): { status: "covered" | "expired"; data: InsuranceData } | null {
  const last = Number(identityNumber.at(-1));
  if (last === 9) return null;
  const seed = createHash("sha256").update(`${company.id}:${identityNumber}`).digest();
  const cls = CLASSES[last % CLASSES.length]!;
  const expired = last === 8;
  const inception = addYears(today, expired ? -2 : 0).slice(0, 8) + "01";
  const expiry = addYears(inception, 1);
  const name = FIRST_NAMES[seed[0]! % FIRST_NAMES.length]!;
  const female = /Noura|Reem|Lama/.test(name);
  const policy = `POL-${company.id}-${seed.readUInt32BE(1) % 1_000_000}`.padEnd(12, "0");
  return {
    status: expired ? "expired" : "covered",
    data: {
      policyNumber: policy,
      insuranceCompanyName: company.nameEn,
      insuranceCompanyNameAr: company.nameAr,
      className: cls.className,
      gender: female ? "Female" : "Male",
      deductibleRate: cls.deductibleRate,
      maxLimit: cls.maxLimit,
      beneficiaryType: "Principal",
      beneficiaryTypeId: 1,
      beneficiaryNumber: `B${seed.readUInt32BE(5) % 100_000_000}`,
      identityNumber,
      beneficiaryName: name,
      inceptionDate: inception,
      policyHolder: `${company.nameEn} group policy ${seed[9]! % 50 + 1}`,
      insurancePolicyExpiryDate: expiry,
      insuranceCompanyID: company.id,
      insuranceCompanyEN: company.nameEn,
      insuranceCompanyAR: company.nameAr,
      name,
      expiryDate: expiry,
      nationalityCode: identityNumber.startsWith("1") ? "SA" : NATIONALITIES[seed[10]! % NATIONALITIES.length]!,
      sponsorNumber: identityNumber.startsWith("2") ? `7${String(seed.readUInt32BE(11) % 1_000_000_000).padStart(9, "0")}` : "",
      issueDate: inception,
      networkID: `NET-${cls.className}`,
    },
  };
}

export async function checkEligibility(
  db: Db,
  lang: Lang,
  identityNumber: string,
  companyId: number,
  today: string,
): Promise<Eligibility | null> {
  const company = await companyById(db, companyId);
  if (!company) return null;
  const member = sandboxMember(identityNumber, company, today);
  if (!member) {
    return {
      status: "rejected",
      eligible: false,
      message: serverMessage(lang, "booking.insurance.notMember"),
      insurance: null,
    };
  }
  if (member.status === "expired") {
    return {
      status: "expired",
      eligible: false,
      message: serverMessage(lang, "booking.insurance.expired"),
      insurance: member.data,
    };
  }
  return {
    status: "covered",
    eligible: true,
    message: serverMessage(lang, "booking.insurance.covered"),
    insurance: member.data,
  };
}

