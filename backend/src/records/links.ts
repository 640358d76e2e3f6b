import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { recordLinks } from "../db/schema-records";

/**
 * Which HIS patient an account reads as its own. A health-record sign-in proves it at once (the
 * HIS's identifier and its password); a password account proves it with a code sent to the mobile
 * the HIS holds for the identifier it names (links in progress wait here for their code).
 */

export type RecordLink = typeof recordLinks.$inferSelect;

export async function linkOf(db: Db, userId: number): Promise<RecordLink | undefined> {
  const [row] = await db.select().from(recordLinks).where(eq(recordLinks.userId, userId)).limit(1);
  return row;
}

export const isLinked = (link: RecordLink | undefined): link is RecordLink & { linkedAt: Date } => Boolean(link?.linkedAt);

/** The health-record sign-in links the account to the record it signed in with (its medical record number, else its national ID). */
export async function linkByHealthSignIn(db: Db, user: { id: number; medicalRecordNumber: string | null; nationalId: string | null }, now = new Date()) {
  const identifier = user.medicalRecordNumber ?? user.nationalId;
  if (!identifier) return;
  const existing = await linkOf(db, user.id);
  // A code-confirmed link stays as it is; a sign-in by the record only renews its own.
  if (isLinked(existing) && (existing.method === "mobile_code" || existing.identifier === identifier)) return;
  await db
    .insert(recordLinks)
    .values({ userId: user.id, identifier, method: "health_record_sign_in", linkedAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: recordLinks.userId,
      set: { identifier, method: "health_record_sign_in", patientRef: null, pendingMobile: null, linkedAt: now, createdAt: now },
    });
}

/** A code link asked for (or an ID the HIS does not know, kept the same way so the answer tells nothing). */
export async function startCodeLink(db: Db, userId: number, o: { identifier: string; patientRef: string | null; mobile: string | null }, now = new Date()) {
  await db
    .insert(recordLinks)
    .values({ userId, identifier: o.identifier, method: "mobile_code", patientRef: o.patientRef, pendingMobile: o.mobile, linkedAt: null, createdAt: now })
    .onConflictDoUpdate({
      target: recordLinks.userId,
      set: { identifier: o.identifier, method: "mobile_code", patientRef: o.patientRef, pendingMobile: o.mobile, linkedAt: null, createdAt: now },
      // Never turns a confirmed link back into a pending one.
      setWhere: isNull(recordLinks.linkedAt),
    });
}

/** Confirms the pending link (once, under concurrent confirmations). */
export async function confirmCodeLink(db: Db, userId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .update(recordLinks)
    .set({ linkedAt: now, pendingMobile: null })
    .where(and(eq(recordLinks.userId, userId), isNull(recordLinks.linkedAt), isNotNull(recordLinks.patientRef)))
    .returning();
  return row !== undefined;
}

export async function rememberPatientRef(db: Db, userId: number, patientRef: string) {
  await db.update(recordLinks).set({ patientRef }).where(eq(recordLinks.userId, userId));
}
