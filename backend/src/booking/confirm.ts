import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { AppointmentBody, PaymentType } from "@/lib/contract/booking";
import type { Lang } from "@/lib/contract/common";
import type { Db } from "../db/client";
import { type AppointmentInsurance, bookingAppointments, bookingReservations } from "../db/schema";
import type { Deps, UserRow } from "../http/context";
import { appointmentById, noticeFacts, wireAppointment } from "./appointments";
import { serverMessage } from "../http/messages";
import { alreadyBookedAnswer, holdExpired, isExclusionViolation } from "./errors";
import { bookingTimeChanged } from "./next-slots-cache";
import { coverForVisit } from "./confirm-insurance";
import { patientBill } from "@/lib/contract/booking-bill";
import { sendCancellation, sendConfirmation } from "./notices";
import { PaymentError, type PaymentStatusChange, type PaymentView, refundPayment, startPayment } from "./payment-port";
import { ownsHold } from "./hold-owner";
import { expireStalePatientHolds, isPatientOverlap, lockPatientTime, overlappingAppointmentCode, patientOf, patientOverlapAnswer } from "./patient-overlap";
import { ownFamilyMember } from "../profile/family";
import { liveHold, lockDoctorTime, upcomingWith } from "./reserve";
import { bookingSettings, loadBranches } from "./setup";

export type Outcome = { status: number; body: unknown };

const fieldError = (field: string, message: string): Outcome => ({
  status: 422,
  body: { message: "The given data was invalid.", errors: { [field]: [message] } },
});

/**
 * The visit's contact as the caller has proven it, or null. A signed-in patient's is the account's
 * own mobile and e-mail, whatever else the form says about them; another mobile is theirs to use
 * only once confirmed on this hold with the code sent to it, as a guest's always is. Nothing about
 * a mobile (another visit it has, an SMS to it) is used before this says it is proven.
 */
function provenContact(user: UserRow | null, verifiedMobile: string | null, patient: { mobile: string; email: string }) {
  if (user && patient.mobile === user.mobile) return { mobile: user.mobile, email: user.email };
  if (verifiedMobile === null || verifiedMobile !== patient.mobile) return null;
  return { mobile: verifiedMobile, email: user ? user.email : patient.email.trim() };
}

/** The site's payment response page in the patient's language; `{paymentId}` is filled in by payments. */
function returnUrl(deps: Deps, lang: Lang): string {
  return `${deps.config.siteOrigin}${lang === "en" ? "/en" : ""}/paymentResponse/{paymentId}`;
}

/**
 * The booking's payment on the wire. Without a payment (nothing for the patient to pay) the visit
 * is either covered by the insurer, its claim still to be made, or free; it is never "paid".
 */
export const paymentToWire = (type: PaymentType, view: PaymentView | null, covered = false) =>
  view
    ? {
        type,
        status: view.status,
        payment_id: view.paymentId,
        amount: view.amount,
        tax: view.tax,
        total: view.total,
        currency: view.currency,
        redirect_url: view.redirectUrl,
        reference: view.reference,
        expires_at: view.expiresAt,
      }
    : {
        type,
        status: covered ? ("covered" as const) : ("paid" as const),
        ...(covered ? { claim_status: "pending" as const } : {}),
        payment_id: null,
        amount: 0,
        tax: 0,
        total: 0,
        currency: null,
        redirect_url: null,
        reference: null,
        expires_at: null,
      };

/**
 * Turns a live hold into an appointment. Cash books the time at once; an online payment keeps the
 * hold (longer) until the provider says paid. The caller wraps this in `idempotent()`.
 */
export async function confirmAppointment(
  deps: Deps,
  lang: Lang,
  body: AppointmentBody & { patient: { mobile: string } },
  user: UserRow | null,
  holdSecret: string | undefined,
  nowMs = Date.now(),
): Promise<Outcome> {
  const { db } = deps;
  const now = new Date(nowMs);
  const { row: hold, live } = await liveHold(db, body.reservation_id, nowMs);
  // Another patient's or browser's hold is answered exactly like a missing one.
  if (!hold || !ownsHold(hold, { user, secret: holdSecret })) return { status: 404, body: { message: "Not found" } };
  const [existing] = await db
    .select({ id: bookingAppointments.id })
    .from(bookingAppointments)
    .where(eq(bookingAppointments.reservationId, hold.id))
    .limit(1);
  if (existing || !live) return holdExpired(lang);
  const contact = provenContact(user, hold.verifiedMobile, body.patient);
  if (!contact) return fieldError("patient.mobile", serverMessage(lang, "booking.mobileNotVerified"));
  // A visit for a family member is for one of the signed-in patient's own; anyone else's id is unknown here.
  const memberId = body.family_member_id ?? null;
  const member = memberId !== null && user ? await ownFamilyMember(db, user.id, memberId) : undefined;
  if (memberId !== null && !member) return fieldError("family_member_id", serverMessage(lang, "booking.unknownFamilyMember"));
  // Keyed on proven people only, so an answer naming a visit (its id and code) goes to whoever proved its mobile or account.
  const upcoming = await upcomingWith(db, hold.doctorId, { userId: user?.id, mobile: contact.mobile, familyMemberId: memberId }, now);
  if (upcoming) return alreadyBookedAnswer(lang, upcoming);
  // The person the visit is for: the account holder (or a guest) by account and mobile, or their family member.
  const patient = patientOf(user?.id ?? null, contact.mobile, memberId);
  const clash = await overlappingAppointmentCode(db, patient, hold.startsAt, hold.endsAt, now, { reservationId: hold.id });
  if (clash) return patientOverlapAnswer(lang, clash);

  // What the patient pays before tax: all of it, or the deductible when insured.
  let patientPrice = hold.price;
  let insurance: AppointmentInsurance | null = null;
  if (body.insurance) {
    // A guest's mobile was confirmed on the hold above; a signed-in patient is counted by account and its own.
    const mobile = user ? user.mobile : body.patient.mobile;
    const cover = await coverForVisit(deps, lang, { hold, insurance: body.insurance, user, member, patientName: body.patient.name, mobile });
    if ("status" in cover) return cover;
    patientPrice = cover.price;
    insurance = cover.insurance;
  }

  const branch = (await loadBranches(db, [hold.branchId])).get(hold.branchId)!;
  const settings = await bookingSettings(db, branch.businessUnitId);
  const nothingToPay = patientPrice <= 0;
  const bookNow = nothingToPay || body.payment_type === "cash";
  // Nothing to pay because the insurer pays it all is "covered" (its claim pending), never "paid".
  const status = nothingToPay ? (insurance ? "covered" : "paid") : body.payment_type === "cash" ? "not_paid" : "pending";
  const holdUntil = new Date(nowMs + settings.paymentHoldMinutes * 60_000);

  // From here the time carries its patient: the database refuses it if another of their visits
  // overlaps it meanwhile (two holds confirmed at once), whatever the doctor.
  const patientKeys = { patientUserId: patient.userId, patientMobile: patient.mobile, patientFamilyMemberId: patient.familyMemberId };
  let appointmentId: number | null | "member_gone";
  try {
    appointmentId = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await lockDoctorTime(tx, hold.doctorId);
      await lockPatientTime(tx, patient);
      await expireStalePatientHolds(tx, patient, hold.startsAt, hold.endsAt, now);
      // Removing a member takes the same lock: once it is ours, the member is either still there or gone for good.
      if (member && !(await ownFamilyMember(tx, member.ownerUserId, member.id))) return "member_gone" as const;
      const taken = await tx
        .update(bookingReservations)
        .set(
          bookNow
            ? { status: "booked", expiresAt: null, userId: hold.userId ?? user?.id ?? null, ...patientKeys }
            : { expiresAt: holdUntil, ...patientKeys },
        )
        .where(and(eq(bookingReservations.id, hold.id), eq(bookingReservations.status, "held"), gt(bookingReservations.expiresAt, now)))
        .returning({ id: bookingReservations.id });
      if (taken.length === 0) return null;
      const [row] = await tx
        .insert(bookingAppointments)
        .values({
          reservationId: hold.id,
          userId: user?.id ?? null,
          // A member's visit carries their name and relation as booked; the contact stays the account's.
          patientName: member ? member.fullName : body.patient.name.trim(),
          patientMobile: contact.mobile,
          familyMemberId: member?.id ?? null,
          patientRelation: member?.relation ?? null,
          patientEmail: contact.email,
          insurance,
          paymentType: body.payment_type,
          amount: nothingToPay ? 0 : patientBill(hold, insurance).total,
          status,
          lang,
        })
        .returning({ id: bookingAppointments.id });
      return row!.id;
    });
  } catch (err) {
    if (!isPatientOverlap(err)) throw err;
    return patientOverlapAnswer(lang, await overlappingAppointmentCode(db, patient, hold.startsAt, hold.endsAt, now, { reservationId: hold.id }));
  }
  if (appointmentId === "member_gone") return fieldError("family_member_id", serverMessage(lang, "booking.unknownFamilyMember"));
  if (appointmentId === null) return holdExpired(lang);
  await bookingTimeChanged(db);

  let payment: PaymentView | null = null;
  if (!nothingToPay) {
    try {
      payment = await startPayment(deps, {
        purpose: "appointment",
        purposeId: appointmentId,
        businessUnitId: branch.businessUnitId,
        method: body.payment_type,
        price: patientPrice,
        customer: { name: body.patient.name.trim(), ...contact },
        lang,
        returnUrl: returnUrl(deps, lang),
        description: serverMessage(lang, "booking.paymentDescription"),
      });
    } catch (err) {
      // No payment, no appointment: the hold goes back to what it was, so the patient may try another method.
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await tx.delete(bookingAppointments).where(eq(bookingAppointments.id, appointmentId));
        await tx
          .update(bookingReservations)
          .set({ status: "held", expiresAt: hold.expiresAt, patientUserId: null, patientMobile: null, patientFamilyMemberId: null })
          .where(eq(bookingReservations.id, hold.id));
      });
      await bookingTimeChanged(db);
      if (err instanceof PaymentError) return { status: err.status, body: { message: err.text(lang) } };
      throw err;
    }
    await db
      .update(bookingAppointments)
      .set({ paymentId: payment.paymentId, amount: payment.total })
      .where(eq(bookingAppointments.id, appointmentId));
  }

  const rec = (await appointmentById(db, appointmentId))!;
  if (bookNow) await sendConfirmation(deps, noticeFacts(rec));
  return {
    status: 201,
    body: {
      appointment: await wireAppointment(deps, rec, lang, nowMs),
      payment: paymentToWire(body.payment_type, payment, insurance !== null),
      message: serverMessage(lang, "booking.booked"),
    },
  };
}

/**
 * What the payments module tells the booking: paid books the time (and confirms); a new attempt
 * ("try again") becomes the appointment's payment and keeps the hold; refunds are recorded.
 */
export async function onAppointmentPayment(deps: Deps, change: PaymentStatusChange): Promise<void> {
  const { db } = deps;
  const id = change.payment.purposeId;
  const rec = await appointmentById(db, id);
  if (!rec) return;
  if (change.from === null) {
    await db
      .update(bookingAppointments)
      .set({ paymentId: change.payment.paymentId, paymentType: change.payment.method, amount: change.payment.total, status: change.to === "pending" ? "pending" : "not_paid" })
      .where(eq(bookingAppointments.id, id));
    if (change.payment.method === "cash") await bookHeld(deps, rec);
    return;
  }
  if (change.payment.paymentId !== rec.a.paymentId) return;
  if (change.to === "paid") {
    await db.update(bookingAppointments).set({ status: "paid" }).where(eq(bookingAppointments.id, id));
    if (rec.a.cancelledAt === null) await bookHeld(deps, rec);
  } else if (change.to === "refunded" || change.to === "partially_refunded") {
    await db.update(bookingAppointments).set({ refundStatus: "refunded" }).where(eq(bookingAppointments.id, id));
  }
}

/** Books the held (or just expired) time of an appointment; if someone else took it meanwhile, cancels and refunds. */
async function bookHeld(deps: Deps, rec: NonNullable<Awaited<ReturnType<typeof appointmentById>>>) {
  const { db } = deps;
  try {
    const booked = await db
      .update(bookingReservations)
      .set({ status: "booked", expiresAt: null })
      .where(and(eq(bookingReservations.id, rec.r.id), inArray(bookingReservations.status, ["held", "expired"])))
      .returning({ id: bookingReservations.id });
    if (booked.length > 0) {
      await bookingTimeChanged(db);
      // An appointment closed as abandoned comes back once its payment arrives.
      await db.update(bookingAppointments).set({ cancelledAt: null }).where(eq(bookingAppointments.id, rec.a.id));
      await sendConfirmation(deps, noticeFacts(rec));
    }
  } catch (err) {
    if (!isExclusionViolation(err)) throw err;
    await cancelRecord(deps, rec, { refund: true });
  }
}

async function cancelRecord(deps: Deps, rec: NonNullable<Awaited<ReturnType<typeof appointmentById>>>, o: { refund: boolean }) {
  const { db } = deps;
  const now = new Date();
  const done = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const rows = await tx
      .update(bookingAppointments)
      .set({ cancelledAt: now })
      .where(and(eq(bookingAppointments.id, rec.a.id), isNull(bookingAppointments.cancelledAt)))
      .returning({ id: bookingAppointments.id });
    if (rows.length === 0) return false;
    await tx
      .update(bookingReservations)
      .set({ status: "released", expiresAt: null })
      .where(and(eq(bookingReservations.id, rec.r.id), sql`${bookingReservations.status} in ('held', 'booked')`));
    return true;
  });
  if (!done) return { cancelled: false, refunded: false };
  await bookingTimeChanged(db);
  let refunded = false;
  const fresh = (await appointmentById(db, rec.a.id))!;
  if (o.refund && fresh.a.paymentId && fresh.a.status === "paid") {
    try {
      const result = await refundPayment(deps, fresh.a.paymentId, undefined, "Cancelled appointment");
      refunded = result.refunded > 0;
      await db.update(bookingAppointments).set({ refundStatus: "refunded" }).where(eq(bookingAppointments.id, rec.a.id));
    } catch (err) {
      console.error(`[booking] refund of appointment ${rec.a.id} failed`, err);
      await db.update(bookingAppointments).set({ refundStatus: "failed" }).where(eq(bookingAppointments.id, rec.a.id));
    }
  }
  await sendCancellation(deps, noticeFacts(fresh), refunded);
  // The time is free again: patients waiting for an earlier one are told (once, whichever process).
  await deps.bookingEvents?.timeFreed(rec.r);
  return { cancelled: true, refunded };
}

/** The patient cancels: allowed until the unit's deadline before the start; paid appointments are refunded. */
export async function cancelAppointment(deps: Deps, lang: Lang, user: UserRow, id: number, nowMs = Date.now()): Promise<Outcome> {
  const rec = await appointmentById(deps.db, id);
  // Another user's appointment is answered exactly like a missing one.
  if (!rec || rec.a.userId !== user.id) return { status: 404, body: { message: "Not found" } };
  if (rec.a.cancelledAt !== null) return { status: 409, body: { message: serverMessage(lang, "booking.alreadyCancelled") } };
  const settings = await bookingSettings(deps.db, rec.businessUnitId);
  if (rec.r.startsAt.getTime() - nowMs < settings.cancelHoursBefore * 3_600_000) {
    return { status: 409, body: { message: serverMessage(lang, "booking.tooLateToCancel", { hours: settings.cancelHoursBefore }) } };
  }
  const result = await cancelRecord(deps, rec, { refund: true });
  if (!result.cancelled) return { status: 409, body: { message: serverMessage(lang, "booking.alreadyCancelled") } };
  const fresh = (await appointmentById(deps.db, id))!;
  return { status: 200, body: { data: await wireAppointment(deps, fresh, lang, nowMs), message: serverMessage(lang, "booking.cancelled") } };
}
