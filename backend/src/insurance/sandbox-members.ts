import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { familyMembers, patientProfiles, users } from "../db/schema";

/** Who the sandbox insurer insures under an ID number the hospital already knows. */
export interface SandboxPerson {
  name: string;
  birthDate: string | null;
  gender: "male" | "female" | "unknown";
}

const genderOf = (value: string | null | undefined) => (value === "male" || value === "female" ? value : "unknown");

/**
 * The person with this ID number in the hospital's own records: an account whose health record
 * holds it (with its profile's birth date and gender), or a family member kept with it. Only the
 * sandbox asks, so that local bookings can be covered for the patient they are for.
 */
export async function knownPerson(db: Db, identity: string): Promise<SandboxPerson | null> {
  const [account] = await db
    .select({ name: users.fullName, birthDate: patientProfiles.dateOfBirth, gender: patientProfiles.gender })
    .from(users)
    .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
    .where(and(eq(users.nationalId, identity), isNull(users.deletedAt)))
    .limit(1);
  if (account) return { name: account.name, birthDate: account.birthDate, gender: genderOf(account.gender) };
  const [member] = await db
    .select({ name: familyMembers.fullName, birthDate: familyMembers.dateOfBirth, gender: familyMembers.gender })
    .from(familyMembers)
    .where(eq(familyMembers.nationalId, identity))
    .limit(1);
  return member ? { name: member.name, birthDate: member.birthDate, gender: genderOf(member.gender) } : null;
}
