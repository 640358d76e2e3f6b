"use server";

import { z } from "zod";
import { apiGetUncached } from "@/lib/api/client";
import { isApiError } from "@/lib/api/errors";
import { apiWrite } from "@/lib/api/write";
import { getSignedInUser } from "@/lib/auth/session";
import { userBackendToken } from "@/lib/auth/user-token";
import {
  type Appointment,
  AppointmentCreatedSchema,
  AppointmentKindSchema,
  AppointmentRescheduledSchema,
  AppointmentSchema,
  type AppointmentTab,
  APPOINTMENT_TABS,
  type Eligibility,
  EligibilitySchema,
  HOLD_EXPIRED_CODE,
  PATIENT_OVERLAP_CODE,
  PaymentTypeSchema,
  type Reservation,
  ReservationCreatedSchema,
  ReservationSchema,
} from "@/lib/contract/booking";
import { forgetHoldSecret, holdSecretOf, holdVisitorKey, rememberHoldSecret } from "@/lib/booking/hold-cookie";
import { type ActionResult, fieldErrorsOf, toActionResult } from "@/lib/forms/action-result";
import { getFormsT, getValidationT, visitorIp } from "@/lib/forms/server-validation";
import { isLocale, type Locale, localeOrDefault } from "@/lib/i18n/routing";
import { bookingPhone, bookingUsername, email, idNumber, otpCode } from "@/lib/validation/fields";

/**
 * The booking flow's calls to the backend. Server actions are public endpoints: every input is
 * checked again here (with the form's own rules) and once more by the backend. The app token is
 * enough for holds; the signed-in patient's token, when there is one, rides along. Free times are
 * read, not changed: the browser reads them from the site's lookup (lib/booking/slots-client.ts).
 */

const RESERVATION_ID = /^[A-Za-z0-9-]{8,64}$/;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{8,128}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

async function fail<T>(locale: Locale): Promise<ActionResult<T>> {
  const t = await getFormsT(localeOrDefault(locale));
  return { ok: false, message: t("genericError") };
}

/** A new hold, with how long it lasts by the server's clock (a device's own clock may be off). */
export type Held = Reservation & { seconds_left: number };

/** Holds the chosen slot for a few minutes (no account needed); a guest's hold secret goes to its HttpOnly cookie, never to the page. */
export async function holdSlot(
  locale: Locale,
  input: { doctorId: number; branchId: number; kind: string; start: string; appointmentId?: number },
): Promise<ActionResult<Held>> {
  const kind = AppointmentKindSchema.safeParse(input.kind);
  if (!isLocale(locale) || !kind.success || typeof input.start !== "string" || input.start.length > 40) return fail(locale);
  const replacing = input.appointmentId;
  if (replacing !== undefined && (!Number.isInteger(replacing) || replacing < 1)) return fail(locale);
  const result = await apiWrite({
    method: "POST",
    path: "/api/reservations",
    locale,
    body: {
      doctor_id: input.doctorId,
      branch_id: input.branchId,
      kind: kind.data,
      start: input.start,
      ...(replacing !== undefined ? { appointment_id: replacing } : {}),
    },
    userToken: await userBackendToken(),
    clientIp: await visitorIp(),
    holdVisitor: await holdVisitorKey(),
    schema: z.object({ data: ReservationCreatedSchema }),
  });
  const secondsLeft = (r: Reservation) => Math.max(0, Math.round((Date.parse(r.expires_at) - Date.now()) / 1000));
  const created = result.ok ? result.data.data : null;
  if (created?.hold_secret && RESERVATION_ID.test(created.id)) await rememberHoldSecret(created.id, created.hold_secret, secondsLeft(created));
  return toActionResult(result, await getFormsT(locale), {
    // Parsed as a plain reservation, which drops `hold_secret`: the page never sees it.
    data: (body) => {
      const reservation = ReservationSchema.parse(body.data);
      return { ...reservation, seconds_left: secondsLeft(reservation) };
    },
  });
}

/**
 * Sends the 4-digit code that confirms the hold's mobile: a guest's, or another number a signed-in
 * patient books with (the patient's token rides along: their hold answers only to them).
 */
export async function sendBookingCode(locale: Locale, reservationId: string, phone: string): Promise<ActionResult<{ message: string }>> {
  if (!isLocale(locale) || !RESERVATION_ID.test(String(reservationId))) return fail(locale);
  const parsed = z.object({ phone: bookingPhone({ label: "phone", t: await getValidationT(locale) }) }).safeParse({ phone });
  if (!parsed.success) return { ok: false, message: (await getFormsT(locale))("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await apiWrite({
    method: "POST",
    path: `/api/reservations/${reservationId}/mobile-code`,
    locale,
    body: { mobile: parsed.data.phone },
    userToken: await userBackendToken(),
    clientIp: await visitorIp(),
    holdSecret: await holdSecretOf(reservationId),
    schema: z.object({ message: z.string() }),
  });
  return toActionResult(result, await getFormsT(locale), { fieldNames: { mobile: "phone" } });
}

export async function verifyBookingCode(locale: Locale, reservationId: string, phone: string, code: string): Promise<ActionResult<{ message: string }>> {
  if (!isLocale(locale) || !RESERVATION_ID.test(String(reservationId))) return fail(locale);
  const vt = await getValidationT(locale);
  const parsed = z.object({ phone: bookingPhone({ label: "phone", t: vt }), code: otpCode({ label: "code", t: vt }) }).safeParse({ phone, code });
  if (!parsed.success) return { ok: false, message: (await getFormsT(locale))("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await apiWrite({
    method: "POST",
    path: `/api/reservations/${reservationId}/mobile-code/verify`,
    locale,
    body: { mobile: parsed.data.phone, code: parsed.data.code },
    userToken: await userBackendToken(),
    clientIp: await visitorIp(),
    holdSecret: await holdSecretOf(reservationId),
    schema: z.object({ message: z.string() }),
  });
  return toActionResult(result, await getFormsT(locale), { fieldNames: { mobile: "phone" } });
}

/** The insurers the backend offers; empty when it offers no insurance (the form then asks nothing about it). */
export async function insuranceCompanies(locale: Locale, country: "SA" | "EG"): Promise<Array<{ id: number; name: string }>> {
  if (!isLocale(locale)) return [];
  try {
    const body = await apiGetUncached("/api/insurance/companies", {
      locale,
      query: { country: country === "EG" ? "EG" : "SA" },
      schema: z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) }),
    });
    return body.data;
  } catch (error) {
    if (isApiError(error)) return [];
    throw error;
  }
}

/**
 * Asks the insurer about a patient's cover. The backend answers only a proven caller (the signed-in
 * patient, or a guest whose hold's mobile is confirmed: the hold and its secret go along), and
 * masks the member and the policy for anyone but that person.
 */
export async function checkInsurance(locale: Locale, identityNumber: string, companyId: string, reservationId: string): Promise<ActionResult<Eligibility>> {
  if (!isLocale(locale) || !RESERVATION_ID.test(String(reservationId))) return fail(locale);
  const vt = await getValidationT(locale);
  const parsed = z
    .object({ identityNumber: idNumber({ label: "ID", t: vt }), companyId: z.coerce.number().int().min(1) })
    .safeParse({ identityNumber, companyId });
  if (!parsed.success) return { ok: false, message: (await getFormsT(locale))("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await apiWrite({
    method: "POST",
    path: "/api/insurance/eligibility",
    locale,
    body: { identity_number: parsed.data.identityNumber, insurance_company_id: parsed.data.companyId, reservation_id: reservationId },
    userToken: await userBackendToken(),
    clientIp: await visitorIp(),
    holdSecret: await holdSecretOf(reservationId),
    schema: EligibilitySchema,
  });
  return toActionResult(result, await getFormsT(locale), {
    data: (body) => body.data,
    // A guest who has not confirmed the mobile is told so where the mobile is confirmed.
    fieldNames: { identity_number: "identityNumber", insurance_company_id: "companyId", reservation_id: "phone" },
  });
}

export interface ConfirmInput {
  reservationId: string;
  patient: { name: string; phone: string; email: string };
  /** `dateOfBirth`: the patient's, compared with the policy member's (a family member's is on file). */
  insurance: { identityNumber: string; companyId: string; dateOfBirth?: string } | null;
  paymentType: string;
  /** One of the signed-in patient's family members the visit is for; absent: the patient. */
  familyMemberId?: number | null;
}

export type Confirmed = z.infer<typeof AppointmentCreatedSchema>;

/** Turns the hold into an appointment; the same key confirms once however often it is sent. */
export async function confirmBooking(locale: Locale, input: ConfirmInput, idempotencyKey: string): Promise<ActionResult<Confirmed>> {
  if (!isLocale(locale) || !RESERVATION_ID.test(String(input.reservationId)) || !IDEMPOTENCY_KEY.test(String(idempotencyKey))) return fail(locale);
  const vt = await getValidationT(locale);
  const parsed = z
    .object({
      name: bookingUsername({ label: "name", t: vt }),
      phone: bookingPhone({ label: "phone", t: vt }),
      email: email({ label: "email", t: vt }),
      paymentType: PaymentTypeSchema,
    })
    .safeParse({ ...input.patient, paymentType: input.paymentType });
  if (!parsed.success) return { ok: false, message: (await getFormsT(locale))("fixErrors"), fieldErrors: fieldErrorsOf(parsed.error) };
  const v = parsed.data;
  const member = input.familyMemberId;
  if (member !== undefined && member !== null && (!Number.isInteger(member) || member < 1 || member > 2_147_483_647)) return fail(locale);
  const result = await apiWrite({
    method: "POST",
    path: "/api/appointments",
    locale,
    body: {
      reservation_id: input.reservationId,
      patient: { name: v.name, mobile: v.phone, email: v.email },
      ...(input.insurance
        ? {
            insurance: {
              identity_number: input.insurance.identityNumber,
              insurance_company_id: Number(input.insurance.companyId),
              ...(input.insurance.dateOfBirth && DAY.test(input.insurance.dateOfBirth) ? { date_of_birth: input.insurance.dateOfBirth } : {}),
            },
          }
        : {}),
      payment_type: v.paymentType,
      ...(member ? { family_member_id: member } : {}),
    },
    idempotencyKey,
    userToken: await userBackendToken(),
    clientIp: await visitorIp(),
    holdSecret: await holdSecretOf(input.reservationId),
    schema: AppointmentCreatedSchema,
  });
  if (result.ok) await forgetHoldSecret(input.reservationId);
  // A hold that ran out, or a time that overlaps another of the patient's visits, sends the patient
  // back to the times with the backend's words (everything typed is kept).
  const backToTimes = !result.ok && result.status === 409 && ("code" in result && (result.code === HOLD_EXPIRED_CODE || result.code === PATIENT_OVERLAP_CODE));
  if (!result.ok && backToTimes) {
    return { ok: false, message: result.message, fieldErrors: { reservation: result.message } };
  }
  return toActionResult(result, await getFormsT(locale), {
    fieldNames: {
      "patient.name": "name",
      "patient.mobile": "phone",
      "patient.email": "email",
      "insurance.identity_number": "identityNumber",
      "insurance.insurance_company_id": "companyId",
      "insurance.date_of_birth": "dateOfBirth",
      // Insurance is not offered (any more): said under the insured / non-insured choice.
      insurance: "insured",
      payment_type: "paymentType",
      family_member_id: "forWhom",
    },
  });
}

/** The signed-in patient's name, mobile and email for the details step (the backend books the account's e-mail); null for a visitor. */
export async function bookingPrefill(locale: Locale): Promise<{ name: string; phone: string; email: string } | null> {
  if (!isLocale(locale)) return null;
  const user = await getSignedInUser(locale);
  return user ? { name: user.name, phone: user.mobile, email: user.email } : null;
}

/** The signed-in patient's appointments of one tab; `unauthorized` when the session is gone. */
export async function myAppointments(locale: Locale, tab: AppointmentTab): Promise<ActionResult<Appointment[]>> {
  if (!isLocale(locale) || !APPOINTMENT_TABS.includes(tab)) return fail(locale);
  const token = await userBackendToken();
  if (!token) return fail(locale);
  try {
    const body = await apiGetUncached("/api/appointments", {
      locale,
      query: { tab },
      userToken: token,
      schema: z.object({ data: z.array(AppointmentSchema) }),
    });
    return { ok: true, data: body.data };
  } catch (error) {
    if (isApiError(error)) return fail(locale);
    throw error;
  }
}

export async function cancelMyAppointment(locale: Locale, id: number): Promise<ActionResult<Appointment>> {
  if (!isLocale(locale) || !Number.isInteger(id) || id < 1) return fail(locale);
  const token = await userBackendToken();
  if (!token) return fail(locale);
  const result = await apiWrite({
    method: "POST",
    path: `/api/appointments/${id}/cancel`,
    locale,
    userToken: token,
    clientIp: await visitorIp(),
    schema: z.object({ data: AppointmentSchema, message: z.string() }),
  });
  return toActionResult(result, await getFormsT(locale), { data: (body) => body.data });
}

/** Moves the patient's appointment onto their hold of a new time; the same key moves it once. */
export async function rescheduleMyAppointment(
  locale: Locale,
  id: number,
  reservationId: string,
  idempotencyKey: string,
): Promise<ActionResult<Appointment>> {
  if (!isLocale(locale) || !Number.isInteger(id) || id < 1 || !RESERVATION_ID.test(String(reservationId)) || !IDEMPOTENCY_KEY.test(String(idempotencyKey))) {
    return fail(locale);
  }
  const token = await userBackendToken();
  if (!token) return fail(locale);
  const result = await apiWrite({
    method: "POST",
    path: `/api/appointments/${id}/reschedule`,
    locale,
    body: { reservation_id: reservationId },
    idempotencyKey,
    userToken: token,
    clientIp: await visitorIp(),
    schema: AppointmentRescheduledSchema,
  });
  return toActionResult(result, await getFormsT(locale), { data: (body) => body.data, fieldNames: { reservation_id: "reservation" } });
}
