import { type SQL, and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Appointment, AppointmentTab } from "@/lib/contract/booking";
import type { Lang } from "@/lib/contract/common";
import type { Db } from "../db/client";
import { bookingAppointments, bookingReservations, branches, doctors } from "../db/schema";
import { tr } from "../http/context";
import type { Deps } from "../http/context";
import type { NoticeFacts } from "./notices";
import { bookingSettings } from "./setup";
import { isoInZone } from "@/lib/time/zone";

/** Reads of appointments with their reservation, doctor and branch. */

const columns = {
  a: bookingAppointments,
  r: bookingReservations,
  doctorNameAr: doctors.nameAr,
  doctorNameEn: doctors.nameEn,
  doctorSlugAr: doctors.slugAr,
  doctorSlugEn: doctors.slugEn,
  doctorImage: doctors.image,
  branchNameAr: branches.nameAr,
  branchNameEn: branches.nameEn,
  businessUnitId: branches.businessUnitId,
};

export type AppointmentRecord = {
  a: typeof bookingAppointments.$inferSelect;
  r: typeof bookingReservations.$inferSelect;
  doctorNameAr: string;
  doctorNameEn: string;
  doctorSlugAr: string;
  doctorSlugEn: string;
  doctorImage: Appointment["doctor"]["image"];
  branchNameAr: string;
  branchNameEn: string;
  businessUnitId: number;
};

export function appointmentQuery(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(bookingAppointments)
    .innerJoin(bookingReservations, eq(bookingReservations.id, bookingAppointments.reservationId))
    .innerJoin(doctors, eq(doctors.id, bookingReservations.doctorId))
    .innerJoin(branches, eq(branches.id, bookingReservations.branchId))
    .where(where);
}

export async function appointmentById(db: Db, id: number): Promise<AppointmentRecord | undefined> {
  const [row] = await appointmentQuery(db, eq(bookingAppointments.id, id)).limit(1);
  return row;
}

export function toAppointment(rec: AppointmentRecord, lang: Lang, cancelHoursBefore: number, nowMs = Date.now()): Appointment {
  const { a, r } = rec;
  const zone = r.timeZone;
  const cancelUntilMs = r.startsAt.getTime() - cancelHoursBefore * 3_600_000;
  const cancelled = a.cancelledAt !== null;
  return {
    id: a.id,
    code: r.code,
    status: a.status,
    kind: r.kind,
    start: isoInZone(r.startsAt.getTime(), zone),
    end: isoInZone(r.endsAt.getTime(), zone),
    time_zone: zone,
    doctor: {
      id: r.doctorId,
      name: tr(lang, rec.doctorNameAr, rec.doctorNameEn),
      slug_ar: rec.doctorSlugAr,
      slug_en: rec.doctorSlugEn,
      image: rec.doctorImage,
    },
    branch: { id: r.branchId, name: tr(lang, rec.branchNameAr, rec.branchNameEn) },
    patient: { name: a.patientName, mobile: a.patientMobile, email: a.patientEmail },
    family_member: a.patientRelation ? { id: a.familyMemberId, name: a.patientName, relation: a.patientRelation } : null,
    payment_type: a.paymentType,
    insured: a.insurance !== null,
    price: r.price,
    tax: r.tax,
    total: r.total,
    amount: a.amount,
    currency: r.currency,
    cancelled_at: a.cancelledAt ? isoInZone(a.cancelledAt.getTime(), zone) : null,
    refund_status: a.refundStatus,
    cancel_until: cancelled ? null : isoInZone(cancelUntilMs, zone),
    can_cancel: !cancelled && nowMs < cancelUntilMs,
    can_reschedule: !cancelled && nowMs < cancelUntilMs && r.status === "booked",
  };
}

export const noticeFacts = (rec: AppointmentRecord): NoticeFacts => ({
  lang: rec.a.lang,
  code: rec.r.code,
  patientName: rec.a.patientName,
  mobile: rec.a.patientMobile,
  email: rec.a.patientEmail,
  doctorName: rec.a.lang === "ar" ? rec.doctorNameAr : rec.doctorNameEn,
  branchName: rec.a.lang === "ar" ? rec.branchNameAr : rec.branchNameEn,
  startMs: rec.r.startsAt.getTime(),
  timeZone: rec.r.timeZone,
});

/**
 * An online payment that never completed leaves its appointment pending on a hold that ran out;
 * such appointments count as cancelled (their time is free again).
 */
export async function closeAbandoned(db: Db, now: Date) {
  const stale = await db
    .select({ id: bookingAppointments.id, reservationId: bookingAppointments.reservationId })
    .from(bookingAppointments)
    .innerJoin(bookingReservations, eq(bookingReservations.id, bookingAppointments.reservationId))
    .where(
      and(
        isNull(bookingAppointments.cancelledAt),
        or(
          eq(bookingReservations.status, "expired"),
          and(eq(bookingReservations.status, "held"), lte(bookingReservations.expiresAt, now)),
        ),
      ),
    );
  if (stale.length === 0) return;
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx
      .update(bookingReservations)
      .set({ status: "expired" })
      .where(and(inArray(bookingReservations.id, stale.map((s) => s.reservationId)), eq(bookingReservations.status, "held"), lte(bookingReservations.expiresAt, now)));
    await tx
      .update(bookingAppointments)
      .set({ cancelledAt: now })
      .where(
        and(
          inArray(bookingAppointments.id, stale.map((s) => s.id)),
          isNull(bookingAppointments.cancelledAt),
          sql`exists (select 1 from booking_reservations r where r.id = ${bookingAppointments.reservationId} and r.status = 'expired')`,
        ),
      );
  });
}

/** One user's appointments of a tab; only rows of that user are ever read. */
export async function listForUser(db: Db, lang: Lang, userId: number, tab: AppointmentTab, nowMs = Date.now()) {
  const now = new Date(nowMs);
  await closeAbandoned(db, now);
  const mine = eq(bookingAppointments.userId, userId);
  const where =
    tab === "cancelled"
      ? and(mine, isNotNull(bookingAppointments.cancelledAt))
      : tab === "upcoming"
        ? and(mine, isNull(bookingAppointments.cancelledAt), gt(bookingReservations.endsAt, now))
        : and(mine, isNull(bookingAppointments.cancelledAt), lte(bookingReservations.endsAt, now));
  const order = tab === "upcoming" ? asc(bookingReservations.startsAt) : desc(bookingReservations.startsAt);
  const rows = await appointmentQuery(db, where).orderBy(order, desc(bookingAppointments.id)).limit(200);
  const hoursByUnit = new Map<number, number>();
  const out: Appointment[] = [];
  for (const rec of rows) {
    let hours = hoursByUnit.get(rec.businessUnitId);
    if (hours === undefined) {
      hours = (await bookingSettings(db, rec.businessUnitId)).cancelHoursBefore;
      hoursByUnit.set(rec.businessUnitId, hours);
    }
    out.push(toAppointment(rec, lang, hours, nowMs));
  }
  return out;
}

export async function wireAppointment(deps: Deps, rec: AppointmentRecord, lang: Lang, nowMs = Date.now()) {
  const settings = await bookingSettings(deps.db, rec.businessUnitId);
  return toAppointment(rec, lang, settings.cancelHoursBefore, nowMs);
}
