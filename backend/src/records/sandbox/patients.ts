import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { doctors, familyMembers, patientProfiles, specialities, users } from "../../db/schema";
import { recordLinks } from "../../db/schema-records";
import { type Identifier, IQAMA_SYSTEM, NATIONAL_ID_SYSTEM } from "../fhir";

/**
 * Who the FHIR sandbox knows, read from the hospital's own tables as the insurer's sandbox does:
 * every account with a national ID or medical record number is a patient (`u<user id>`), and
 * every child kept in a family with a national ID is one (`c<national id>`), whose guardians are
 * the account that kept them first (another account typing the same ID is not), except when the
 * ID ends in 9: the HIS has no guardian on file for such a child, so the refusal can be tried.
 */

export interface SandboxPatient {
  id: string;
  kind: "adult" | "child";
  name: string;
  gender: "male" | "female" | "unknown";
  birthDate: string;
  mobile: string | null;
  identifiers: Identifier[];
}

export interface SandboxGuardian {
  id: string;
  name: string;
  identifiers: Identifier[];
}

const idSystem = (value: string) => (value.startsWith("2") ? IQAMA_SYSTEM : NATIONAL_ID_SYSTEM);
const gender = (value: string | null | undefined) => (value === "male" || value === "female" ? value : "unknown");

function identifiersOf(mrnSystem: string, o: { nationalId: string | null; medicalRecordNumber?: string | null }): Identifier[] {
  return [
    ...(o.nationalId ? [{ system: idSystem(o.nationalId), value: o.nationalId }] : []),
    ...(o.medicalRecordNumber ? [{ system: mrnSystem, value: o.medicalRecordNumber }] : []),
  ];
}

async function adult(db: Db, mrnSystem: string, where: ReturnType<typeof eq>): Promise<SandboxPatient | null> {
  const [row] = await db
    .select({ id: users.id, name: users.fullName, mobile: users.mobile, nationalId: users.nationalId, mrn: users.medicalRecordNumber, birth: patientProfiles.dateOfBirth, gender: patientProfiles.gender })
    .from(users)
    .leftJoin(patientProfiles, eq(patientProfiles.userId, users.id))
    .where(and(where, isNull(users.deletedAt)))
    .limit(1);
  if (!row || (!row.nationalId && !row.mrn)) return null;
  return {
    id: `u${row.id}`,
    kind: "adult",
    name: row.name,
    gender: gender(row.gender),
    // An account without a birth date on file: an adult's, fixed per account.
    birthDate: row.birth ?? `${1970 + (row.id % 25)}-0${1 + (row.id % 9)}-1${row.id % 10}`,
    mobile: row.mobile,
    identifiers: identifiersOf(mrnSystem, { nationalId: row.nationalId, medicalRecordNumber: row.mrn }),
  };
}

async function child(db: Db, nationalId: string): Promise<SandboxPatient | null> {
  const [row] = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.nationalId, nationalId), eq(familyMembers.relation, "child")))
    .orderBy(asc(familyMembers.id))
    .limit(1);
  if (!row) return null;
  return {
    id: `c${nationalId}`,
    kind: "child",
    name: row.fullName,
    gender: row.gender,
    birthDate: row.dateOfBirth,
    mobile: null,
    identifiers: [{ system: idSystem(nationalId), value: nationalId }],
  };
}

export async function patientById(db: Db, mrnSystem: string, id: string): Promise<SandboxPatient | null> {
  if (/^u\d{1,9}$/.test(id)) return adult(db, mrnSystem, eq(users.id, Number(id.slice(1))));
  if (/^c[12]\d{9}$/.test(id)) return child(db, id.slice(1));
  return null;
}

export async function patientByIdentifier(db: Db, mrnSystem: string, system: string, value: string): Promise<SandboxPatient | null> {
  if (system === mrnSystem) return /^\d{6,9}$/.test(value) ? adult(db, mrnSystem, eq(users.medicalRecordNumber, value)) : null;
  if (system !== NATIONAL_ID_SYSTEM && system !== IQAMA_SYSTEM) return null;
  if (!/^[12]\d{9}$/.test(value)) return null;
  return (await adult(db, mrnSystem, eq(users.nationalId, value))) ?? child(db, value);
}

/** The accounts that keep this child, as the HIS's RelatedPersons: their own identifiers and the record they linked. */
export async function guardiansOf(db: Db, mrnSystem: string, childId: string): Promise<SandboxGuardian[]> {
  const nationalId = childId.slice(1);
  if (!/^c[12]\d{9}$/.test(childId) || nationalId.endsWith("9")) return [];
  const rows = await db
    .select({ memberId: familyMembers.id, name: users.fullName, nationalId: users.nationalId, mrn: users.medicalRecordNumber, linked: recordLinks.identifier })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.ownerUserId))
    .leftJoin(recordLinks, eq(recordLinks.userId, users.id))
    .where(and(eq(familyMembers.nationalId, nationalId), eq(familyMembers.relation, "child"), isNull(users.deletedAt)))
    .orderBy(asc(familyMembers.id))
    // The family that kept the child first is the one the HIS knows: another account typing the same ID is no guardian.
    .limit(1);
  return rows.map((r) => {
    const own = identifiersOf(mrnSystem, { nationalId: r.nationalId, medicalRecordNumber: r.mrn });
    const linked = r.linked ? [/^\d{10}$/.test(r.linked) ? { system: idSystem(r.linked), value: r.linked } : { system: mrnSystem, value: r.linked }] : [];
    return { id: `rp${r.memberId}`, name: r.name, identifiers: [...own, ...linked] };
  });
}

export interface SandboxDoctor {
  id: number;
  name: string;
  nameAr: string;
  speciality: string;
}

/** The first doctor of each of these specialities, by the site's order: the sandbox's practitioners. */
export async function sandboxDoctors(db: Db, names: readonly string[]): Promise<Map<string, SandboxDoctor>> {
  const rows = await db
    .select({ id: doctors.id, name: doctors.nameEn, nameAr: doctors.nameAr, speciality: specialities.nameEn })
    .from(doctors)
    .innerJoin(specialities, eq(specialities.id, doctors.specialityId))
    .where(inArray(specialities.nameEn, [...names]))
    .orderBy(asc(doctors.order), asc(doctors.id));
  const out = new Map<string, SandboxDoctor>();
  for (const row of rows) if (!out.has(row.speciality)) out.set(row.speciality, row);
  return out;
}
