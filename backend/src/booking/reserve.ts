import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { PaymentType as PaymentMethod, ReserveBody } from "@/lib/contract/booking";
import type { Db } from "../db/client";
import type { Deps, UserRow } from "../http/context";
import { bookingAppointments, bookingReservations } from "../db/schema";
import { reservationCode } from "./codes";
import { newHoldSecret } from "./hold-owner";
import { isExclusionViolation } from "./errors";
import { type Clash, overlappingAppointmentCode, patientOf } from "./patient-overlap";
import { hasFamily, ownFamilyMember } from "../profile/family";
import { bookingTimeChanged } from "./next-slots-cache";
import { PaymentError, quotePayment } from "./payment-port";
import { bookingSettings, loadBranches, loadDoctorSetups, money } from "./setup";
import { slotsOfDay } from "./slots";
import { isoInZone, localDay, weekdayOf } from "@/lib/time/zone";

type ReservationRow = typeof bookingReservations.$inferSelect;

export type ReserveOutcome =
  | { ok: true; reservation: ReservationRow; paymentMethods: PaymentMethod[]; secret: string | null; cancelHoursBefore: number }
  | { ok: false; reason: "not_a_slot" | "taken" | "unknown_family_member" }
  | { ok: false; reason: "already_booked"; appointment: { id: number; code: string } }
  | { ok: false; reason: "patient_overlap"; clash: Clash };

/** Namespace of the per-doctor advisory lock (the two-int form: namespace, doctor id). */
const DOCTOR_TIME_LOCK = 2101;

/**
 * Makes writers of one doctor's time take turns inside their transactions. The exclusion
 * constraint still decides who gets a time; the lock only spares PostgreSQL the deadlock it
 * reports when two transactions insert overlapping rows at once and each waits to check the
 * other's (seen with 1,000 simultaneous holds on two backend processes: 119 of them ended in 500).
 */
export async function lockDoctorTime(tx: Db, doctorId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${DOCTOR_TIME_LOCK}, ${doctorId}::int)`);
}

/**
 * Marks holds of this doctor that ran out and overlap [start, end) as expired, so the
 * exclusion constraint stops counting them. Runs inside the writer's transaction: two writers
 * racing for the same stale hold both see it expired, and the constraint admits only one of them.
 */
export async function expireStaleHolds(tx: Db, doctorId: number, start: Date, end: Date, now: Date) {
  await tx
    .update(bookingReservations)
    .set({ status: "expired" })
    .where(
      and(
        eq(bookingReservations.doctorId, doctorId),
        eq(bookingReservations.status, "held"),
        lte(bookingReservations.expiresAt, now),
        sql`${bookingReservations.startsAt} < ${end.toISOString()}`,
        sql`${bookingReservations.endsAt} > ${start.toISOString()}`,
      ),
    );
}

/**
 * Whether the person (the account holder or one of their family members, or a guest's mobile) has
 * an upcoming appointment with the doctor; `replacing` names the user's own appointment a new hold
 * is meant to replace (rescheduling). A visit booked for a family member is theirs, not the holder's:
 * its `patient_relation` says so even once the member is gone.
 */
export async function upcomingWith(
  db: Db,
  doctorId: number,
  patient: { userId?: number | null; mobile?: string | null; familyMemberId?: number | null },
  now: Date,
  replacing?: number,
): Promise<{ id: number; code: string } | null> {
  const member = patient.familyMemberId ?? null;
  const who = [
    patient.userId
      ? and(
          eq(bookingAppointments.userId, patient.userId),
          member !== null ? eq(bookingAppointments.familyMemberId, member) : isNull(bookingAppointments.patientRelation),
        )
      : undefined,
    patient.mobile && member === null ? and(eq(bookingAppointments.patientMobile, patient.mobile), isNull(bookingAppointments.patientRelation)) : undefined,
  ].filter((c) => c !== undefined);
  if (who.length === 0) return null;
  const rows = await db
    .select({ id: bookingAppointments.id, code: bookingReservations.code })
    .from(bookingAppointments)
    .innerJoin(bookingReservations, eq(bookingReservations.id, bookingAppointments.reservationId))
    .where(
      and(
        eq(bookingReservations.doctorId, doctorId),
        isNull(bookingAppointments.cancelledAt),
        gt(bookingReservations.endsAt, now),
        or(
          eq(bookingReservations.status, "booked"),
          and(eq(bookingReservations.status, "held"), gt(bookingReservations.expiresAt, now)),
        ),
        or(...who),
        replacing !== undefined && patient.userId
          ? sql`not (${bookingAppointments.id} = ${replacing} and ${bookingAppointments.userId} = ${patient.userId})`
          : undefined,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The family member the user's appointment is for (null: the user, or not their appointment). */
async function memberOfAppointment(db: Db, userId: number, appointmentId: number): Promise<number | null> {
  const [row] = await db
    .select({ member: bookingAppointments.familyMemberId })
    .from(bookingAppointments)
    .where(and(eq(bookingAppointments.id, appointmentId), eq(bookingAppointments.userId, userId)))
    .limit(1);
  return row?.member ?? null;
}

/** Tax as the payments module will charge it; the unit's booking setting only where payments has no rate. */
async function priceWithTax(deps: Deps, businessUnitId: number, price: number, fallbackRate: number) {
  try {
    const quote = await quotePayment(deps, { businessUnitId, price });
    return { tax: quote.tax, total: quote.total, methods: quote.methods };
  } catch (err) {
    if (!(err instanceof PaymentError) || err.code !== "no_tax_rate") throw err;
    const tax = money(price * fallbackRate);
    return { tax, total: money(price + tax), methods: ["cash"] as PaymentMethod[] };
  }
}

/** Holds one slot for a few minutes. The database refuses a hold that overlaps another. */
export async function reserve(deps: Deps, body: ReserveBody, user: UserRow | null, nowMs = Date.now()): Promise<ReserveOutcome> {
  const { db } = deps;
  // Only a signed-in patient books for a family member, and only for one of their own; a new time
  // for an appointment is for the person that appointment is for.
  const memberId = body.family_member_id ?? (user && body.appointment_id !== undefined ? await memberOfAppointment(db, user.id, body.appointment_id) : null);
  if (memberId !== null && (!user || !(await ownFamilyMember(db, user.id, memberId)))) return { ok: false, reason: "unknown_family_member" };
  const startMs = Date.parse(body.start);
  if (!Number.isFinite(startMs)) return { ok: false, reason: "not_a_slot" };
  const dayBefore = new Date(startMs - 86_400_000).toISOString().slice(0, 10);
  // Read fresh, not from the readers' cache: a hold is checked against the schedule as it is now.
  const setup = (await loadDoctorSetups(db, [body.doctor_id], dayBefore)).get(body.doctor_id);
  const fee = setup?.kinds.find((k) => k.kind === body.kind);
  const schedules = setup?.schedules.filter((s) => s.branchId === body.branch_id) ?? [];
  if (!setup || !fee || schedules.length === 0 || !(startMs > nowMs)) return { ok: false, reason: "not_a_slot" };
  const zone = schedules[0]!.timeZone;
  const day = localDay(startMs, zone);
  const schedule = schedules.find((s) => s.weekday === weekdayOf(day));
  const slot =
    schedule && !setup.daysOff.has(day)
      ? slotsOfDay(day, schedule, [fee]).find((s) => s.startMs === startMs)
      : undefined;
  if (!slot) return { ok: false, reason: "not_a_slot" };

  const branch = (await loadBranches(db, [body.branch_id])).get(body.branch_id)!;
  const settings = await bookingSettings(db, branch.businessUnitId);
  const { tax, total, methods } = await priceWithTax(deps, branch.businessUnitId, fee.price, settings.taxRate);
  const now = new Date(nowMs);
  const start = new Date(slot.startMs);
  const end = new Date(slot.endMs);

  // A patient with family members who names none may be holding the time for any of them: who it
  // is for is decided at the confirmation, and so are "already booked" and the overlap.
  const undecided = user !== null && memberId === null && body.appointment_id === undefined && (await hasFamily(db, user.id));
  const existing =
    user && !undecided ? await upcomingWith(db, body.doctor_id, { userId: user.id, mobile: user.mobile, familyMemberId: memberId }, now, body.appointment_id) : null;
  if (existing) return { ok: false, reason: "already_booked", appointment: existing };
  // A signed-in patient learns now, not at the last step, that the time overlaps one of the visits
  // of the person it is for (a guest's mobile is known only when confirming, where the database decides it).
  if (user && !undecided) {
    const patient = patientOf(user.id, user.mobile || null, memberId);
    const clash = await overlappingAppointmentCode(db, patient, start, end, now, { appointmentId: body.appointment_id });
    if (clash) return { ok: false, reason: "patient_overlap", clash };
  }
  // Only a guest's hold needs a secret: a signed-in patient's hold is tied to the account.
  const guestSecret = user ? null : newHoldSecret();
  try {
    const reservation = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await lockDoctorTime(tx, body.doctor_id);
      await expireStaleHolds(tx, body.doctor_id, start, end, now);
      const [row] = await tx
        .insert(bookingReservations)
        .values({
          id: randomUUID(),
          code: reservationCode(),
          doctorId: body.doctor_id,
          branchId: body.branch_id,
          kind: body.kind,
          startsAt: start,
          endsAt: end,
          status: "held",
          expiresAt: new Date(nowMs + settings.holdMinutes * 60_000),
          price: fee.price,
          tax,
          total,
          currency: branch.currency,
          timeZone: zone,
          userId: user?.id ?? null,
          secretHash: guestSecret?.hash ?? null,
        })
        .returning();
      return row!;
    });
    await bookingTimeChanged(db);
    return { ok: true, reservation, paymentMethods: methods, secret: guestSecret?.secret ?? null, cancelHoursBefore: settings.cancelHoursBefore };
  } catch (err) {
    if (isExclusionViolation(err)) return { ok: false, reason: "taken" };
    throw err;
  }
}

/**
 * A hold as the site sees it. `cancelHoursBefore`, when known, adds until when the visit could be
 * cancelled online, so the patient is told before confirming a time too close to cancel.
 */
export const reservationToWire = (r: ReservationRow, paymentMethods: PaymentMethod[], cancelHoursBefore?: number) => ({
  id: r.id,
  code: r.code,
  expires_at: isoInZone((r.expiresAt ?? r.startsAt).getTime(), r.timeZone),
  price: r.price,
  tax: r.tax,
  total: r.total,
  currency: r.currency,
  doctor_id: r.doctorId,
  branch_id: r.branchId,
  kind: r.kind,
  start: isoInZone(r.startsAt.getTime(), r.timeZone),
  end: isoInZone(r.endsAt.getTime(), r.timeZone),
  time_zone: r.timeZone,
  mobile_verified: r.verifiedMobile !== null || r.userId !== null,
  payment_methods: paymentMethods,
  ...(cancelHoursBefore !== undefined ? { cancel_until: isoInZone(r.startsAt.getTime() - cancelHoursBefore * 3_600_000, r.timeZone) } : {}),
});

/** A hold that is still live (held and not expired), or null. */
export async function liveHold(db: Db, id: string, nowMs = Date.now()) {
  const [row] = await db.select().from(bookingReservations).where(eq(bookingReservations.id, id)).limit(1);
  if (!row || row.status !== "held" || !row.expiresAt || row.expiresAt.getTime() <= nowMs) return { row, live: false as const };
  return { row, live: true as const };
}
