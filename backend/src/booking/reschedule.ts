import { holdExpired } from "./errors";
import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Lang } from "@/lib/contract/common";
import type { Db } from "../db/client";
import { bookingAppointments, bookingReservations } from "../db/schema";
import type { Deps, UserRow } from "../http/context";
import { appointmentById, noticeFacts, wireAppointment } from "./appointments";
import type { Outcome } from "./confirm";
import { serverMessage } from "../http/messages";
import { bookingTimeChanged } from "./next-slots-cache";
import { sendReschedule } from "./notices";
import { expireStalePatientHolds, isPatientOverlap, lockPatientTime, overlappingAppointmentCode, patientOf, patientOverlapAnswer } from "./patient-overlap";
import { liveHold, lockDoctorTime } from "./reserve";
import { bookingSettings } from "./setup";

/** Raised inside the move's transaction when a row changed under it; the whole move is undone. */
class MoveLost extends Error {}

const notFound: Outcome = { status: 404, body: { message: "Not found" } };

/**
 * Moves one of the patient's booked appointments onto a hold they took for the same doctor and
 * kind. In one transaction the hold becomes the booked time, the old time is released, and the
 * appointment (with its payment, insurance and reservation code) points at the new time; the
 * exclusion constraint still guards both times throughout. The same deadline as cancelling applies.
 */
export async function rescheduleAppointment(
  deps: Deps,
  lang: Lang,
  user: UserRow,
  appointmentId: number,
  reservationId: string,
  nowMs = Date.now(),
): Promise<Outcome> {
  const { db } = deps;
  const rec = await appointmentById(db, appointmentId);
  // Another user's appointment is answered exactly like a missing one.
  if (!rec || rec.a.userId !== user.id) return notFound;
  // Whose the hold is, before any rule about the appointment: another's hold answers the same 404
  // whatever state the appointment is in.
  const { row: hold, live } = await liveHold(db, reservationId, nowMs);
  // A hold is the patient's own: an id of someone else's is unknown here.
  if (!hold || hold.userId !== user.id || hold.id === rec.r.id) return notFound;
  if (rec.a.cancelledAt !== null) return { status: 409, body: { message: serverMessage(lang, "booking.alreadyCancelled") } };
  const settings = await bookingSettings(db, rec.businessUnitId);
  if (rec.r.startsAt.getTime() - nowMs < settings.cancelHoursBefore * 3_600_000) {
    return { status: 409, body: { message: serverMessage(lang, "booking.tooLateToReschedule", { hours: settings.cancelHoursBefore }) } };
  }
  if (rec.r.status !== "booked") return { status: 409, body: { message: serverMessage(lang, "booking.rescheduleNotBooked") } };
  const [taken] = await db
    .select({ id: bookingAppointments.id })
    .from(bookingAppointments)
    .where(eq(bookingAppointments.reservationId, hold.id))
    .limit(1);
  if (taken || !live) return holdExpired(lang);
  const same =
    hold.doctorId === rec.r.doctorId && hold.kind === rec.r.kind && hold.currency === rec.r.currency && hold.total === rec.r.total;
  if (!same) {
    return {
      status: 422,
      body: { message: "The given data was invalid.", errors: { reservation_id: [serverMessage(lang, "booking.rescheduleMismatch")] } },
    };
  }

  const now = new Date(nowMs);
  // The visit's own old time is no obstacle; another of the patient's visits at the new time is.
  const patient = patientOf(rec.a.userId, rec.a.patientMobile, rec.a.familyMemberId);
  const clash = await overlappingAppointmentCode(db, patient, hold.startsAt, hold.endsAt, now, { reservationId: rec.r.id });
  if (clash) return patientOverlapAnswer(lang, clash);
  try {
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await lockDoctorTime(tx, hold.doctorId);
      await lockPatientTime(tx, patient);
      await expireStalePatientHolds(tx, patient, hold.startsAt, hold.endsAt, now);
      // The appointment keeps its code: the new time takes it over, the released one takes the hold's.
      // The new time takes the patient over only once the old one is released: the visit never
      // stands in its own way, and another of the patient's visits there is refused by the database.
      const claimed = await tx
        .update(bookingReservations)
        .set({ code: `moving-${randomUUID()}` })
        .where(and(eq(bookingReservations.id, hold.id), eq(bookingReservations.status, "held"), gt(bookingReservations.expiresAt, now)))
        .returning({ id: bookingReservations.id });
      if (claimed.length === 0) throw new MoveLost();
      const released = await tx
        .update(bookingReservations)
        .set({ status: "released", expiresAt: null, code: hold.code })
        .where(and(eq(bookingReservations.id, rec.r.id), eq(bookingReservations.status, "booked")))
        .returning({ id: bookingReservations.id });
      if (released.length === 0) throw new MoveLost();
      await tx
        .update(bookingReservations)
        .set({
          status: "booked",
          expiresAt: null,
          code: rec.r.code,
          patientUserId: patient.userId,
          patientMobile: patient.mobile,
          patientFamilyMemberId: patient.familyMemberId,
        })
        .where(eq(bookingReservations.id, hold.id));
      const moved = await tx
        .update(bookingAppointments)
        .set({ reservationId: hold.id, reminderSentAt: null })
        .where(and(eq(bookingAppointments.id, rec.a.id), eq(bookingAppointments.reservationId, rec.r.id), isNull(bookingAppointments.cancelledAt)))
        .returning({ id: bookingAppointments.id });
      if (moved.length === 0) throw new MoveLost();
    });
  } catch (err) {
    if (isPatientOverlap(err)) {
      return patientOverlapAnswer(lang, await overlappingAppointmentCode(db, patient, hold.startsAt, hold.endsAt, now, { reservationId: rec.r.id }));
    }
    if (!(err instanceof MoveLost)) throw err;
    // The hold ran out, or the appointment was cancelled or moved by another request meanwhile.
    const fresh = await appointmentById(db, appointmentId);
    if (fresh?.a.cancelledAt) return { status: 409, body: { message: serverMessage(lang, "booking.alreadyCancelled") } };
    return holdExpired(lang);
  }

  await bookingTimeChanged(db);
  const fresh = (await appointmentById(db, appointmentId))!;
  await sendReschedule(deps, noticeFacts(fresh), rec.r.startsAt.getTime());
  // The old time is free again: patients waiting for an earlier one are told.
  await deps.bookingEvents?.timeFreed(rec.r);
  return { status: 200, body: { data: await wireAppointment(deps, fresh, lang, nowMs), message: serverMessage(lang, "booking.rescheduled") } };
}
