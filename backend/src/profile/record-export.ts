import { asc, eq, or } from "drizzle-orm";
import type { AccountExport } from "@/lib/contract/accounts";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { recordLinks, recordReads } from "../db/schema-records";

/**
 * What the site holds about an account's health record, for the account's export: the link (which
 * HIS patient, how and when) and the access log of the reads it covers. Never the record itself:
 * that stays in the HIS, which the site reads per request and never keeps.
 */
export async function recordExport(db: Db, userId: number): Promise<AccountExport["health_record"]> {
  const [link] = await db.select().from(recordLinks).where(eq(recordLinks.userId, userId));
  // A link still waiting for its code says only the ID the account typed: whether the HIS knows
  // it, and its patient id and mobile, are what the code proves, and the export must not tell them.
  const patientRef = link?.linkedAt ? link.patientRef : null;
  const whose = patientRef ? or(eq(recordReads.patientRef, patientRef), eq(recordReads.viewerUserId, userId)) : eq(recordReads.viewerUserId, userId);
  const reads = await db
    .select({ id: recordReads.id, patientRef: recordReads.patientRef, viewerId: recordReads.viewerUserId, what: recordReads.what, at: recordReads.at, name: users.fullName })
    .from(recordReads)
    .leftJoin(users, eq(users.id, recordReads.viewerUserId))
    .where(whose)
    .orderBy(asc(recordReads.at), asc(recordReads.id));
  return {
    link: link
      ? {
          identifier: link.identifier,
          method: link.method,
          his_patient_id: patientRef,
          requested_at: link.createdAt.toISOString(),
          linked_at: link.linkedAt?.toISOString() ?? null,
        }
      : null,
    access_log: reads.map((r) => ({
      at: r.at.toISOString(),
      what: r.what,
      his_patient_id: r.patientRef,
      read_by_you: r.viewerId === userId,
      reader_name: r.viewerId === userId ? null : (r.name ?? ""),
    })),
  };
}

/**
 * A deleted account's link goes with it; the access log stays, as the record's log of who read
 * it (which the hospital must be able to show its patient), but no longer names the account.
 */
export async function forgetRecordLink(db: Db, userId: number) {
  await db.delete(recordLinks).where(eq(recordLinks.userId, userId));
  await db.update(recordReads).set({ viewerUserId: null }).where(eq(recordReads.viewerUserId, userId));
}
