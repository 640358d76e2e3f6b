import { count, desc, eq } from "drizzle-orm";
import type { AccessLogEntry } from "@/lib/contract/records";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { recordReads } from "../db/schema-records";

/** Every read of a record: who read whose, what, and when (never what it said). */

export type ReadWhat = AccessLogEntry["what"];

export async function logRead(db: Db, o: { patientRef: string; viewerUserId: number; what: ReadWhat }, now = new Date()) {
  await db.insert(recordReads).values({ patientRef: o.patientRef, viewerUserId: o.viewerUserId, what: o.what, at: now });
}

export async function readsOf(db: Db, patientRef: string, viewerUserId: number, page: number, perPage: number) {
  const [total] = await db.select({ n: count() }).from(recordReads).where(eq(recordReads.patientRef, patientRef));
  const rows = await db
    .select({ id: recordReads.id, at: recordReads.at, what: recordReads.what, viewerId: recordReads.viewerUserId, name: users.fullName })
    .from(recordReads)
    .leftJoin(users, eq(users.id, recordReads.viewerUserId))
    .where(eq(recordReads.patientRef, patientRef))
    .orderBy(desc(recordReads.at), desc(recordReads.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const data: AccessLogEntry[] = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    what: r.what as ReadWhat,
    viewer: { name: r.name ?? "", is_you: r.viewerId === viewerUserId },
  }));
  return { data, total: total?.n ?? 0 };
}
