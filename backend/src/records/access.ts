import { phrIdentifierKind } from "@/lib/contract/phr";
import type { RecordsPerson } from "@/lib/contract/records";
import type { Db } from "../db/client";
import type { UserRow } from "../http/context";
import { ownFamilyMember, listFamily } from "../profile/family";
import type { Identifier, Patient } from "./fhir";
import { GUARDIAN_ROLES, ROLE_CODE_SYSTEM } from "./fhir";
import { isLinked, linkOf, type RecordLink, rememberPatientRef } from "./links";
import type { RecordsProvider } from "./provider";

/**
 * Who sees whose record: the account holder their own, once the account is linked to a patient
 * of the HIS; and a child under 18 of their family, when the HIS itself records the holder as the
 * child's guardian (a RelatedPerson of the child, with a guardian's relationship, carrying one of
 * the holder's identifiers). Nobody else: any other person is "not found", the same as one that
 * does not exist.
 */

export const ADULT_AGE = 18;

export interface ReadablePerson {
  patientId: string;
  person: RecordsPerson;
}

export type HolderAccess =
  | { linked: false }
  | { linked: true; link: RecordLink; patient: Patient | null };

const nameOf = (p: Patient, fallback: string) => p.name?.[0]?.text ?? ([p.name?.[0]?.given?.join(" "), p.name?.[0]?.family].filter(Boolean).join(" ") || fallback);
const birthOf = (p: Patient) => (p.birthDate && /^\d{4}-\d{2}-\d{2}$/.test(p.birthDate) ? p.birthDate : null);

export function ageOn(birthDate: string, now = new Date()): number {
  const [y, m, d] = birthDate.split("-").map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age--;
  return age;
}

/** The holder's own HIS patient: named by the link, looked up by its identifier the first time. */
export async function holderAccess(db: Db, provider: RecordsProvider, user: UserRow): Promise<HolderAccess> {
  const link = await linkOf(db, user.id);
  if (!isLinked(link)) return { linked: false };
  if (link.patientRef) return { linked: true, link, patient: await provider.readPatient(link.patientRef) };
  const kind = phrIdentifierKind(link.identifier);
  const patient = kind ? await provider.findPatient({ kind, value: link.identifier }) : null;
  if (patient?.id) await rememberPatientRef(db, user.id, patient.id);
  return { linked: true, link, patient };
}

const sameIdentifier = (a: Identifier[], b: Identifier[]) => a.some((x) => x.value && b.some((y) => y.system === x.system && y.value === x.value));

/** Whether the HIS records `guardian` as a guardian of `childId`. */
async function guardianConfirmed(provider: RecordsProvider, childId: string, guardian: Patient): Promise<boolean> {
  const related = await provider.relatedPersons(childId);
  return related.resources.some(
    (rp) =>
      rp.active !== false &&
      rp.patient?.reference === `Patient/${childId}` &&
      (rp.relationship ?? []).some((r) => (r.coding ?? []).some((c) => c.system === ROLE_CODE_SYSTEM && GUARDIAN_ROLES.has(c.code ?? ""))) &&
      sameIdentifier(rp.identifier ?? [], guardian.identifier ?? []),
  );
}

/** One family member as a readable child, or null (not a child, no ID, 18 or over, or no guardian link in the HIS). */
export async function childOf(
  provider: RecordsProvider,
  guardian: Patient,
  member: { id: number; relation: string; nationalId: string | null; fullName: string },
  now = new Date(),
): Promise<ReadablePerson | null> {
  if (member.relation !== "child" || !member.nationalId) return null;
  const child = await provider.findPatient({ kind: "national_id", value: member.nationalId });
  const birthDate = child ? birthOf(child) : null;
  if (!child?.id || !birthDate || ageOn(birthDate, now) >= ADULT_AGE) return null;
  if (!(await guardianConfirmed(provider, child.id, guardian))) return null;
  return {
    patientId: child.id,
    person: { family_member_id: member.id, relation: "child", full_name: nameOf(child, member.fullName), date_of_birth: birthDate },
  };
}

export function holderPerson(patient: Patient & { id: string }, user: UserRow): ReadablePerson {
  return { patientId: patient.id, person: { family_member_id: null, relation: "self", full_name: nameOf(patient, user.fullName), date_of_birth: birthOf(patient) } };
}

export type PersonOutcome = { ok: true; holder: ReadablePerson; person: ReadablePerson } | { ok: false; reason: "unlinked" | "not_found" };

/** The person `familyMemberId` names (absent: the holder), if this account may read their record. */
export async function readablePerson(db: Db, provider: RecordsProvider, user: UserRow, familyMemberId: number | undefined): Promise<PersonOutcome> {
  const access = await holderAccess(db, provider, user);
  if (!access.linked) return { ok: false, reason: "unlinked" };
  if (!access.patient?.id) return { ok: false, reason: "not_found" };
  const holder = holderPerson(access.patient as Patient & { id: string }, user);
  if (familyMemberId === undefined) return { ok: true, holder, person: holder };
  const member = await ownFamilyMember(db, user.id, familyMemberId);
  const child = member ? await childOf(provider, access.patient, member) : null;
  return child ? { ok: true, holder, person: child } : { ok: false, reason: "not_found" };
}

/** Every person the account may read: the holder, then each confirmed child; `partial` when the HIS failed for some child. */
export async function readablePersons(db: Db, provider: RecordsProvider, user: UserRow, access: HolderAccess & { linked: true }) {
  if (!access.patient?.id) return { persons: [] as RecordsPerson[], partial: false };
  const persons: RecordsPerson[] = [holderPerson(access.patient as Patient & { id: string }, user).person];
  let partial = false;
  for (const member of await listFamily(db, user.id)) {
    if (member.relation !== "child" || !member.national_id) continue;
    try {
      const child = await childOf(provider, access.patient, { id: member.id, relation: member.relation, nationalId: member.national_id, fullName: member.full_name });
      if (child) persons.push(child.person);
    } catch {
      partial = true;
    }
  }
  return { persons, partial };
}
