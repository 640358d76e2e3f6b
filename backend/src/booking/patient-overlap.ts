import { and, asc, eq, gt, isNull, lte, ne, notInArray, or, sql } from "drizzle-orm";
import { PATIENT_OVERLAP_CODE } from "@/lib/contract/booking";
import type { Lang } from "@/lib/contract/common";
import type { Db } from "../db/client";
import { bookingAppointments, bookingReservations, doctors } from "../db/schema";
import { tr } from "../http/context";
import { serverMessage } from "../http/messages";
import { whenText } from "./notices";
import type { Patient } from "../platform/patient-time-lock";

export type { Patient };
// The family removal takes the same lock: it lives below both domains.
export { lockPatientTime } from "../platform/patient-time-lock";

/**
 * One patient is never booked at two overlapping times, at any doctor or branch. A patient is a
 * person: the account holder, or one of the account's family members, each kept apart from the
 * others. The database decides it (`booking_reservations_patient_no_overlap` over account, member
 * and time, 0018, and `_mobile_no_overlap`, 0016) once a hold
 * carries its patient, which it does from the moment it becomes an appointment; the reads here
 * only name the appointment in the way, and refuse a hold early for a signed-in patient.
 */


/** The person of a booking: the holder, or the member (whose key is never the holder's mobile). */
export const patientOf = (userId: number | null, mobile: string | null, familyMemberId: number | null = null): Patient =>
  familyMemberId !== null ? { userId, familyMemberId, mobile: null } : { userId, familyMemberId: null, mobile };

const PATIENT_CONSTRAINTS = ["booking_reservations_patient_no_overlap", "booking_reservations_mobile_no_overlap"];

/** Whether a write failed on one of the patient constraints (drizzle may wrap the driver's error in `cause`). */
export function isPatientOverlap(err: unknown): boolean {
  // By the SQLSTATE and the constraint's name, both fields of the error (pg and PGlite fill them), never its message.
  for (let e = err as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === "23P01" && PATIENT_CONSTRAINTS.includes(e.constraint ?? e.constraint_name ?? "")) return true;
    e = e.cause as typeof e;
  }
  return false;
}

const whose = (patient: Patient) =>
  [
    patient.userId !== null
      ? and(
          eq(bookingReservations.patientUserId, patient.userId),
          patient.familyMemberId !== null
            ? eq(bookingReservations.patientFamilyMemberId, patient.familyMemberId)
            : isNull(bookingReservations.patientFamilyMemberId),
        )
      : undefined,
    patient.mobile ? eq(bookingReservations.patientMobile, patient.mobile) : undefined,
  ].filter((c) => c !== undefined);

/** Marks the patient's run-out holds (an online payment never completed) overlapping [start, end) as expired, so they stop counting. */
export async function expireStalePatientHolds(tx: Db, patient: Patient, start: Date, end: Date, now: Date) {
  const who = whose(patient);
  if (who.length === 0) return;
  await tx
    .update(bookingReservations)
    .set({ status: "expired" })
    .where(
      and(
        or(...who),
        eq(bookingReservations.status, "held"),
        lte(bookingReservations.expiresAt, now),
        sql`${bookingReservations.startsAt} < ${end.toISOString()}`,
        sql`${bookingReservations.endsAt} > ${start.toISOString()}`,
      ),
    );
}

/** The patient's visit in the way: enough to name it (which visit, with whom, when). */
export interface Clash {
  code: string;
  doctorNameAr: string;
  doctorNameEn: string;
  startsAt: Date;
  timeZone: string;
}

/**
 * The patient's active appointment overlapping [start, end), or null.
 * `except` leaves out one appointment: the one a new time is meant to replace (rescheduling).
 */
export async function overlappingAppointmentCode(
  db: Db,
  patient: Patient,
  start: Date,
  end: Date,
  now: Date,
  except: { reservationId?: string; appointmentId?: number } = {},
): Promise<Clash | null> {
  const who = whose(patient);
  if (who.length === 0) return null;
  const movedReservation =
    except.appointmentId !== undefined
      ? db.select({ id: bookingAppointments.reservationId }).from(bookingAppointments).where(eq(bookingAppointments.id, except.appointmentId))
      : undefined;
  const [row] = await db
    .select({
      code: bookingReservations.code,
      doctorNameAr: doctors.nameAr,
      doctorNameEn: doctors.nameEn,
      startsAt: bookingReservations.startsAt,
      timeZone: bookingReservations.timeZone,
    })
    .from(bookingReservations)
    .innerJoin(doctors, eq(doctors.id, bookingReservations.doctorId))
    .where(
      and(
        or(...who),
        or(eq(bookingReservations.status, "booked"), and(eq(bookingReservations.status, "held"), gt(bookingReservations.expiresAt, now))),
        sql`${bookingReservations.startsAt} < ${end.toISOString()}`,
        sql`${bookingReservations.endsAt} > ${start.toISOString()}`,
        except.reservationId !== undefined ? ne(bookingReservations.id, except.reservationId) : undefined,
        movedReservation ? notInArray(bookingReservations.id, movedReservation) : undefined,
      ),
    )
    .orderBy(asc(bookingReservations.startsAt))
    .limit(1);
  return row ?? null;
}

/** The 409 that names the appointment in the way: its doctor and time, so the patient knows which. */
export function patientOverlapAnswer(lang: Lang, clash: Clash | null) {
  return {
    status: 409,
    body: {
      message: clash
        ? serverMessage(lang, "booking.patientOverlap", {
            code: clash.code,
            doctor: tr(lang, clash.doctorNameAr, clash.doctorNameEn),
            when: whenText({ lang, startMs: clash.startsAt.getTime(), timeZone: clash.timeZone }),
          })
        : serverMessage(lang, "booking.patientOverlapUnnamed"),
      code: PATIENT_OVERLAP_CODE,
      appointment_code: clash?.code ?? null,
    },
  };
}
