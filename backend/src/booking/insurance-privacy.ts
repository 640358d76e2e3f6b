import { and, eq } from "drizzle-orm";
import type { Eligibility, InsuranceData } from "@/lib/contract/booking";
import type { Db } from "../db/client";
import { familyMembers } from "../db/schema";
import type { UserRow } from "../http/context";

/**
 * An eligibility answer names a person and a policy. It goes out in full only to whoever has
 * proven to be that person: the signed-in account whose health record holds the ID number, or
 * that account's family member kept with it. Anyone else gets those fields masked and keeps what
 * the booking needs in full (covered or not, the insurer, the class, the deductible and its cap).
 */

/** Whether the signed-in `user` is the person with this ID number, or keeps them as a family member. */
export async function provesIdentity(db: Db, user: UserRow | null, identityNumber: string): Promise<boolean> {
  if (!user) return false;
  if (user.nationalId === identityNumber) return true;
  const [member] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.ownerUserId, user.id), eq(familyMembers.nationalId, identityNumber)))
    .limit(1);
  return member !== undefined;
}

/** Each word's first letter: "Mohammed Al-Harbi" → "M••• A•••". */
export const maskName = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]}•••`)
    .join(" ");

/** The last four characters only: "POL-1-826855" → "••••6855"; a shorter value shows none. */
export const maskNumber = (value: string) => (value.length > 4 ? `••••${value.slice(-4)}` : value ? "••••" : "");

export function maskInsurance(data: InsuranceData): InsuranceData {
  return {
    ...data,
    beneficiaryName: maskName(data.beneficiaryName),
    name: maskName(data.name),
    policyHolder: maskName(data.policyHolder),
    policyNumber: maskNumber(data.policyNumber),
    beneficiaryNumber: maskNumber(data.beneficiaryNumber),
    sponsorNumber: maskNumber(data.sponsorNumber),
    identityNumber: maskNumber(data.identityNumber),
  };
}

/** The answer as this caller may read it. */
export async function eligibilityFor(db: Db, user: UserRow | null, identityNumber: string, answer: Eligibility): Promise<Eligibility> {
  if (!answer.insurance || (await provesIdentity(db, user, identityNumber))) return answer;
  return { ...answer, insurance: maskInsurance(answer.insurance) };
}
