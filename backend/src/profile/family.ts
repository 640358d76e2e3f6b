import { and, asc, count, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { FamilyMember, FamilyMemberValues } from "@/lib/contract/family";
import { FAMILY_MEMBERS_MAX } from "@/lib/contract/family";
import type { Db } from "../db/client";
import { bookingReservations, familyMembers } from "../db/schema";
import { lockPatientTime } from "../platform/patient-time-lock";
import { guarded } from "./health-data";

/**
 * A signed-in patient's family members. Every read and write names the owner in its WHERE, so
 * another account's id is simply not found (404), exactly like an unknown one.
 */

type Row = typeof familyMembers.$inferSelect;

export const toFamilyMember = (row: Row): FamilyMember => ({
  id: row.id,
  full_name: row.fullName,
  relation: row.relation,
  date_of_birth: row.dateOfBirth,
  gender: row.gender,
  national_id: row.nationalId,
  mobile: row.mobile,
});

const columns = (v: FamilyMemberValues) => ({
  fullName: v.full_name,
  relation: v.relation,
  dateOfBirth: v.date_of_birth,
  gender: v.gender,
  nationalId: v.national_id,
  mobile: v.mobile,
});

const owned = (ownerId: number, id: number) => and(eq(familyMembers.id, id), eq(familyMembers.ownerUserId, ownerId));

export async function listFamily(db: Db, ownerId: number): Promise<FamilyMember[]> {
  const rows = await guarded("family read", () =>
    db.select().from(familyMembers).where(eq(familyMembers.ownerUserId, ownerId)).orderBy(asc(familyMembers.createdAt), asc(familyMembers.id)),
  );
  return rows.map(toFamilyMember);
}

/** The owner's member `id`, or undefined: another account's member is not there for this caller. */
export async function ownFamilyMember(db: Db, ownerId: number, id: number): Promise<Row | undefined> {
  const [row] = await guarded("family read", () => db.select().from(familyMembers).where(owned(ownerId, id)).limit(1));
  return row;
}

/** Whether the account keeps any family member (a hold that names none may be for any of them). */
export async function hasFamily(db: Db, ownerId: number): Promise<boolean> {
  const [row] = await db.select({ id: familyMembers.id }).from(familyMembers).where(eq(familyMembers.ownerUserId, ownerId)).limit(1);
  return row !== undefined;
}

/** Namespace of the per-account advisory lock that makes two additions at once count each other. */
const FAMILY_LOCK = 2103;

/** Adds a member unless the account already keeps FAMILY_MEMBERS_MAX ("full"). */
export async function addFamilyMember(db: Db, ownerId: number, values: FamilyMemberValues): Promise<FamilyMember | "full"> {
  return guarded("family write", () =>
    db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.execute(sql`select pg_advisory_xact_lock(${FAMILY_LOCK}, ${ownerId}::int)`);
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(familyMembers).where(eq(familyMembers.ownerUserId, ownerId));
      if (n >= FAMILY_MEMBERS_MAX) return "full" as const;
      const [row] = await tx.insert(familyMembers).values({ ownerUserId: ownerId, ...columns(values) }).returning();
      return toFamilyMember(row!);
    }),
  );
}

export async function updateFamilyMember(db: Db, ownerId: number, id: number, values: FamilyMemberValues): Promise<FamilyMember | undefined> {
  const [row] = await guarded("family write", () =>
    db.update(familyMembers).set({ ...columns(values), updatedAt: new Date() }).where(owned(ownerId, id)).returning(),
  );
  return row ? toFamilyMember(row) : undefined;
}

/** A member's active visits still to come (held or booked, not yet ended). */
const upcomingOf = (memberId: number, now: Date) =>
  and(
    eq(bookingReservations.patientFamilyMemberId, memberId),
    gt(bookingReservations.endsAt, now),
    or(eq(bookingReservations.status, "booked"), and(eq(bookingReservations.status, "held"), gt(bookingReservations.expiresAt, now))),
  );

/**
 * Removes a member. One with a visit still to come stays ("booked"): the patient cancels it first,
 * so no appointment is left for a person the account no longer names. Past visits keep their own
 * copy of the name and relation; their times stop naming the person (they can no longer overlap
 * anything, and would otherwise turn into the holder's own once the member is gone).
 */
export async function removeFamilyMember(db: Db, ownerId: number, id: number, now = new Date()): Promise<"removed" | "missing" | "booked"> {
  return guarded("family write", () =>
    db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [row] = await tx.select({ id: familyMembers.id }).from(familyMembers).where(owned(ownerId, id)).for("update");
      if (!row) return "missing" as const;
      // Taken by a booking for this member too (booking/patient-overlap.ts): a confirmation and this removal take turns.
      await lockPatientTime(tx, { userId: ownerId, familyMemberId: id, mobile: null });
      const [upcoming] = await tx.select({ id: bookingReservations.id }).from(bookingReservations).where(upcomingOf(id, now)).limit(1);
      if (upcoming) return "booked" as const;
      await forgetMembers(tx, [id]);
      await tx.delete(familyMembers).where(owned(ownerId, id));
      return "removed" as const;
    }),
  );
}

/** The times of these members' visits stop naming them (see removeFamilyMember); their appointments keep the name. */
async function forgetMembers(tx: Db, ids: number[]) {
  await tx
    .update(bookingReservations)
    .set({ patientUserId: null, patientFamilyMemberId: null })
    .where(inArray(bookingReservations.patientFamilyMemberId, ids));
}

/** PDPL erasure with the account: every member goes; their appointments stay, anonymised with the account's (their link to the member is set null by the foreign key). */
export async function deleteFamilyOf(tx: Db, ownerId: number) {
  const ids = (await tx.select({ id: familyMembers.id }).from(familyMembers).where(eq(familyMembers.ownerUserId, ownerId))).map((r) => r.id);
  if (ids.length === 0) return;
  await forgetMembers(tx, ids);
  await tx.delete(familyMembers).where(eq(familyMembers.ownerUserId, ownerId));
}
