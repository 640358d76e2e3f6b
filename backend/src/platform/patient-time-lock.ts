import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/*
 * The lock every writer of one patient's visits takes: booking (a confirmation, a move) and the
 * family's removal of a member (profile/family.ts). It lives below both so that neither domain
 * imports the other for it.
 */

/**
 * The person a visit is booked for: the account holder (`familyMemberId` null), or one of the
 * account's family members; a guest has no account. `mobile` is the number that stands for the
 * person (a guest's, or the holder's own), null for a family member: a parent books their
 * child with their own number, and the child is not the parent.
 */
export interface Patient {
  userId: number | null;
  familyMemberId: number | null;
  mobile: string | null;
}

/** Namespace of the per-patient advisory lock (the two-int form: namespace, hash of the patient). */
const PATIENT_TIME_LOCK = 2102;

/**
 * Makes writers of one patient's visits take turns (after the doctor's lock, always in this
 * order): two confirmations of the same patient at two doctors would otherwise each wait on the
 * other's row under the exclusion constraint, which PostgreSQL may end as a deadlock.
 */
export async function lockPatientTime(tx: Db, patient: Patient) {
  const person = patient.familyMemberId !== null ? `member:${patient.familyMemberId}` : patient.userId !== null ? `user:${patient.userId}` : null;
  const keys = [person, patient.mobile ? `mobile:${patient.mobile}` : null];
  for (const key of keys) {
    if (key) await tx.execute(sql`select pg_advisory_xact_lock(${PATIENT_TIME_LOCK}, hashtext(${key}))`);
  }
}
