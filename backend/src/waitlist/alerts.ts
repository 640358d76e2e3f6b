import { randomUUID } from "node:crypto";
import { and, desc, eq, exists, lte, sql } from "drizzle-orm";
import { MAX_ACTIVE_ALERTS, type WaitlistAlert, type WaitlistAlertBody } from "@/lib/contract/waitlist";
import type { Lang } from "@/lib/contract/common";
import type { Db } from "../db/client";
import { bookingReservations, branches, doctors, waitlistAlerts, waitlistOffers } from "../db/schema";
import { tr, type Deps, type UserRow } from "../http/context";
import { isoInZone } from "@/lib/time/zone";
import { loadDoctorSetups } from "../booking/setup";
import { stopTokenOf, tokenHash } from "./tokens";

type AlertRow = typeof waitlistAlerts.$inferSelect;

/** Namespace of the per-patient advisory lock under which "one per doctor and kind" and "at most 5 running" hold, whatever arrives at once. */
const PATIENT_ALERTS_LOCK = 2201;

/**
 * Ends, in one statement each, the alerts that ended by themselves: their `before` came (a
 * patient who waited for a time before their appointment has nothing left to wait for once it
 * starts), or the patient booked a time one of their offers held.
 */
export async function endFinishedAlerts(db: Db, now: Date, userId?: number) {
  const mine = userId === undefined ? undefined : eq(waitlistAlerts.userId, userId);
  await db
    .update(waitlistAlerts)
    .set({ status: "ended", endedReason: "passed", endedAt: now })
    .where(and(eq(waitlistAlerts.status, "active"), lte(waitlistAlerts.before, now), mine));
  await db
    .update(waitlistAlerts)
    .set({ status: "ended", endedReason: "booked", endedAt: now })
    .where(
      and(
        eq(waitlistAlerts.status, "active"),
        mine,
        exists(
          db
            .select({ one: sql`1` })
            .from(waitlistOffers)
            .innerJoin(bookingReservations, eq(bookingReservations.id, waitlistOffers.reservationId))
            .where(and(eq(waitlistOffers.alertId, waitlistAlerts.id), eq(bookingReservations.status, "booked"))),
        ),
      ),
    );
}

const alertColumns = {
  alert: waitlistAlerts,
  doctorNameAr: doctors.nameAr,
  doctorNameEn: doctors.nameEn,
  slugAr: doctors.slugAr,
  slugEn: doctors.slugEn,
  branchNameAr: branches.nameAr,
  branchNameEn: branches.nameEn,
};

function alertQuery(db: Db) {
  return db
    .select(alertColumns)
    .from(waitlistAlerts)
    .innerJoin(doctors, eq(doctors.id, waitlistAlerts.doctorId))
    .leftJoin(branches, eq(branches.id, waitlistAlerts.branchId));
}

type AlertRecord = Awaited<ReturnType<ReturnType<typeof alertQuery>["where"]>>[number];

function toWire(rec: AlertRecord, lang: Lang, timeZone: string): WaitlistAlert {
  const a = rec.alert;
  return {
    id: a.id,
    doctor: { id: a.doctorId, name: tr(lang, rec.doctorNameAr, rec.doctorNameEn), slug_ar: rec.slugAr, slug_en: rec.slugEn },
    branch: a.branchId !== null && rec.branchNameAr !== null ? { id: a.branchId, name: tr(lang, rec.branchNameAr, rec.branchNameEn ?? "") } : null,
    kind: a.kind,
    before: isoInZone(a.before.getTime(), timeZone),
    time_zone: timeZone,
    status: a.status,
    ended_reason: a.endedReason ?? null,
    created_at: isoInZone(a.createdAt.getTime(), timeZone),
  };
}

/** The zone the doctor keeps time in (at the alert's branch, or their first). */
async function zoneOf(db: Db, alert: AlertRow): Promise<string> {
  const setup = (await loadDoctorSetups(db, [alert.doctorId], new Date().toISOString().slice(0, 10))).get(alert.doctorId);
  const schedule = setup?.schedules.find((s) => alert.branchId === null || s.branchId === alert.branchId);
  return schedule?.timeZone ?? "Asia/Riyadh";
}

async function wire(db: Db, rec: AlertRecord, lang: Lang) {
  return toWire(rec, lang, await zoneOf(db, rec.alert));
}

/** The patient's running alerts, newest first. */
export async function listAlerts(db: Db, lang: Lang, user: UserRow, nowMs = Date.now()) {
  await endFinishedAlerts(db, new Date(nowMs), user.id);
  const rows = await alertQuery(db)
    .where(and(eq(waitlistAlerts.userId, user.id), eq(waitlistAlerts.status, "active")))
    .orderBy(desc(waitlistAlerts.id));
  return Promise.all(rows.map((r) => wire(db, r, lang)));
}

export type CreateOutcome =
  | { ok: true; alert: WaitlistAlert }
  | { ok: false; reason: "limit" | "exists" | "before_passed" | "not_offered" };

/**
 * Starts an alert. The doctor must see patients of that kind (at that branch, when one is named).
 * One runs per patient, doctor and kind (a second would double every offer), and at most
 * MAX_ACTIVE_ALERTS per patient: the checks and the insert happen under a lock on the patient, so
 * two requests at once cannot both pass them (`waitlist_alerts_one_running` backs the first).
 */
export async function createAlert(deps: Deps, lang: Lang, user: UserRow, body: WaitlistAlertBody, nowMs = Date.now()): Promise<CreateOutcome> {
  const { db } = deps;
  const now = new Date(nowMs);
  const before = new Date(Date.parse(body.before));
  if (before.getTime() <= nowMs) return { ok: false, reason: "before_passed" };
  const setup = (await loadDoctorSetups(db, [body.doctor_id], now.toISOString().slice(0, 10))).get(body.doctor_id);
  const branchId = body.branch_id ?? null;
  const offered =
    setup?.kinds.some((k) => k.kind === body.kind) && setup.schedules.some((s) => branchId === null || s.branchId === branchId);
  if (!offered) return { ok: false, reason: "not_offered" };

  await endFinishedAlerts(db, now, user.id);
  const id = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${PATIENT_ALERTS_LOCK}, ${user.id}::int)`);
    const [{ running, same } = { running: 0, same: 0 }] = await tx
      .select({
        running: sql<number>`count(*)::int`,
        same: sql<number>`(count(*) filter (where ${waitlistAlerts.doctorId} = ${body.doctor_id} and ${waitlistAlerts.kind} = ${body.kind}))::int`,
      })
      .from(waitlistAlerts)
      .where(and(eq(waitlistAlerts.userId, user.id), eq(waitlistAlerts.status, "active")));
    if (Number(same) > 0) return "exists" as const;
    if (Number(running) >= MAX_ACTIVE_ALERTS) return "limit" as const;
    // The stop token is a MAC of the id, known only once the row exists: a placeholder fills the
    // column for the moment of the insert.
    const [row] = await tx
      .insert(waitlistAlerts)
      .values({
        userId: user.id,
        doctorId: body.doctor_id,
        branchId,
        kind: body.kind,
        before,
        lang,
        stopTokenHash: `pending-${randomUUID()}`,
      })
      .returning({ id: waitlistAlerts.id });
    await tx
      .update(waitlistAlerts)
      .set({ stopTokenHash: tokenHash(stopTokenOf(deps.config.tokenSecret, row!.id)) })
      .where(eq(waitlistAlerts.id, row!.id));
    return row!.id;
  });
  if (typeof id === "string") return { ok: false, reason: id };
  const [rec] = await alertQuery(db).where(eq(waitlistAlerts.id, id));
  return { ok: true, alert: await wire(db, rec!, lang) };
}

async function endAlert(db: Db, lang: Lang, where: ReturnType<typeof eq>, nowMs: number) {
  const [rec] = await alertQuery(db).where(where).limit(1);
  if (!rec) return null;
  if (rec.alert.status === "active") {
    await db
      .update(waitlistAlerts)
      .set({ status: "ended", endedReason: "stopped", endedAt: new Date(nowMs) })
      .where(and(eq(waitlistAlerts.id, rec.alert.id), eq(waitlistAlerts.status, "active")));
  }
  const [fresh] = await alertQuery(db).where(eq(waitlistAlerts.id, rec.alert.id));
  return wire(db, fresh!, lang);
}

/** The patient stops one of their alerts (from My appointments); another patient's is unknown here. */
export async function stopAlert(db: Db, lang: Lang, user: UserRow, id: number, nowMs = Date.now()) {
  const [own] = await db
    .select({ id: waitlistAlerts.id })
    .from(waitlistAlerts)
    .where(and(eq(waitlistAlerts.id, id), eq(waitlistAlerts.userId, user.id)))
    .limit(1);
  return own ? endAlert(db, lang, eq(waitlistAlerts.id, own.id), nowMs) : null;
}

/** Stops the alert a message's stop link names (the token is the proof; no sign-in needed). */
export function stopAlertByToken(db: Db, lang: Lang, token: string, nowMs = Date.now()) {
  return endAlert(db, lang, eq(waitlistAlerts.stopTokenHash, tokenHash(token)), nowMs);
}
