import { randomInt } from "node:crypto";
import { and, eq, inArray, ne } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../../backend/src/db/client";
import { bookingReservations, businessUnits, taxRates } from "../../../backend/src/db/schema";
import { AppointmentCreatedSchema, DoctorSlotsSchema, ReservationCreatedSchema, type Slot } from "@/lib/contract/booking";
import type { GetContext } from "../contract/context";
import type { CallOptions, Reply } from "./client";
import { newPatient, type Patient } from "./patients";

/** A run-unique prefix for addresses: hold and code limits are counted in the database. */
export const RUN = randomInt(1, 250);
let ipCounter = 0;
/** Each hold from its own address, so the per-IP hold limit stays out of tests about other things. */
export const freshIp = () => ({ "x-forwarded-for": `10.${RUN}.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

/** Standard VAT for every unit where the payments seed has not set one (15 % in riyal units, 14 % in Egypt). */
export async function standardVat(db: Db) {
  const units = await db.select({ id: businessUnits.id, currency: businessUnits.currency }).from(businessUnits);
  await db
    .insert(taxRates)
    .values(units.map((u) => ({ businessUnitId: u.id, exemption: "", basisPoints: u.currency === "EGP" ? 1400 : 1500 })))
    .onConflictDoNothing();
}

/** The guest or patient a booking names (SPEC §7 `patient`). */
export const patient = (mobile: string) => ({ name: "Huda Saleh", mobile, email: "huda@example.com" });

/** The steps every doctor-booking test starts with: read slots, hold one, sign a patient in, book. */
export function bookingFixture(ctx: GetContext) {
  const call = <T = unknown>(path: string, o: CallOptions = {}) => ctx().client.call<T>(path, o);
  /** Each guest hold's secret, as its creation answered it: the calls below send it back as the site does. */
  const secrets = new Map<string, string>();
  /** The `X-Hold-Secret` header of a hold made through `reservationOf` (none for a patient's hold or an unknown id). */
  const secretOf = (reservationId: string): Record<string, string> => {
    const secret = secrets.get(reservationId);
    return secret ? { "x-hold-secret": secret } : {};
  };

  async function slotsOf(doctorId: number, query = "days=7") {
    const reply = await call(`/api/broker/doctors/${doctorId}/slots?${query}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return DoctorSlotsSchema.parse(reply.body);
  }

  function hold(slot: Pick<Slot, "branch_id" | "kind" | "start">, doctorId: number, extra: { token?: string; lang?: string; appointmentId?: number } = {}) {
    const { appointmentId, ...options } = extra;
    return call<{ data: unknown; message?: string; reason?: string }>("/api/reservations", {
      method: "POST",
      body: { doctor_id: doctorId, branch_id: slot.branch_id, kind: slot.kind, start: slot.start, ...(appointmentId ? { appointment_id: appointmentId } : {}) },
      headers: freshIp(),
      ...options,
    });
  }

  const reservationOf = (reply: Reply) => {
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const { hold_secret, ...reservation } = ReservationCreatedSchema.parse((reply.body as { data: unknown }).data);
    if (hold_secret) secrets.set(reservation.id, hold_secret);
    return reservation;
  };

  /** POST /api/reservations/{id}/mobile-code[/verify] with the hold's secret. */
  const sendCode = (reservationId: string, mobile: string, headers: Record<string, string> = {}) =>
    call(`/api/reservations/${reservationId}/mobile-code`, { method: "POST", body: { mobile }, headers: { ...secretOf(reservationId), ...headers } });
  const verifyCode = (reservationId: string, mobile: string, code: string, headers: Record<string, string> = {}) =>
    call(`/api/reservations/${reservationId}/mobile-code/verify`, { method: "POST", body: { mobile, code }, headers: { ...secretOf(reservationId), ...headers } });
  /** The code the outbox holds for `mobile` (the newest). */
  const codeSentTo = async (mobile: string) => {
    const outbox = await call<{ data: Array<{ body: string }> }>(`/api/dev/outbox?to=${mobile}`, { token: null });
    return /(\d{4})$/.exec(outbox.body.data[0]!.body)![1]!;
  };

  const newUser = (label: string) => newPatient(ctx().database.db, label);

  /** A guest's hold on the doctor's first slot, its mobile verified by the code sent to it (a wrong code first). */
  async function verifiedGuestHold(doctorId: number, mobile: string, kind: Slot["kind"] = "consultation") {
    const { data } = await slotsOf(doctorId, `days=7&kind=${kind}`);
    const r = reservationOf(await hold(data[0]!, doctorId));
    const sent = await sendCode(r.id, mobile, freshIp());
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = await codeSentTo(mobile);
    const wrong = await verifyCode(r.id, mobile, code === "0000" ? "1111" : "0000");
    expect(wrong.status).toBe(422);
    const ok = await verifyCode(r.id, mobile, code);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    return r;
  }

  /** `after`: an instant (ISO) the slot starts at or after, such as the end of the patient's last visit. */
  type SlotChoice = { kind?: Slot["kind"]; days?: number; aheadHours?: number; after?: string };

  /** A signed-in patient's hold on the doctor's first slot of `kind` at least `aheadHours` away (and not before `after`). */
  async function holdFor(who: Patient, doctorId: number, { kind = "consultation", days = 7, aheadHours = 0, after }: SlotChoice = {}) {
    const { data: slots } = await slotsOf(doctorId, `days=${days}&kind=${kind}`);
    const notBefore = Math.max(Date.now() + aheadHours * 3_600_000 + 1, after ? Date.parse(after) : 0);
    const slot = slots.find((s) => Date.parse(s.start) >= notBefore)!;
    expect(slot, `doctor ${doctorId} has a ${kind} slot from ${new Date(notBefore).toISOString()} within ${days} days`).toBeDefined();
    return { slot, slots, reservation: reservationOf(await hold(slot, doctorId, { token: who.token })) };
  }

  /** POST /api/appointments: books a hold for `patient(mobile)`; `key` is the Idempotency-Key. */
  function book(
    reservationId: string,
    mobile: string,
    o: {
      payment?: "cash" | "card";
      insurance?: { identity_number: string; insurance_company_id: number; date_of_birth?: string };
      token?: string;
      lang?: string;
      key?: string;
      /** The `X-Hold-Secret` to send instead of the hold's own (null: none). */
      secret?: string | null;
    } = {},
  ) {
    const secret = o.secret === undefined ? secretOf(reservationId) : o.secret === null ? {} : { "x-hold-secret": o.secret };
    return call<{ message?: string; errors?: Record<string, string[]> }>("/api/appointments", {
      method: "POST",
      token: o.token,
      lang: o.lang,
      body: { reservation_id: reservationId, patient: patient(mobile), payment_type: o.payment ?? "cash", ...(o.insurance ? { insurance: o.insurance } : {}) },
      // Each confirmation from its own address, so the per-IP confirmation limit stays out of tests about other things.
      headers: { ...freshIp(), ...secret, ...(o.key ? { "idempotency-key": o.key } : {}) },
    });
  }

  /** A signed-in patient's appointment on a slot as `holdFor` picks it (a card one waits for its payment). */
  async function bookFor(who: Patient, doctorId: number, { payment = "cash", ...choice }: SlotChoice & { payment?: "cash" | "card" } = {}) {
    const held = await holdFor(who, doctorId, choice);
    const key = payment === "card" ? `card-${held.reservation.id}` : undefined;
    const reply = await book(held.reservation.id, who.user.mobile, { payment, token: who.token, key });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return { ...held, created: AppointmentCreatedSchema.parse(reply.body) };
  }

  /**
   * Moves a reservation to the first free minute at or after `fromMs` (ends `minutes` later).
   * The doctor's seeded and other tests' times are taken, and the database refuses overlaps,
   * so a fixed "now + 2 h" fails at some hours of the day.
   */
  async function moveTo(reservationId: string, doctorId: number, fromMs: number, minutes = 20) {
    const { db } = ctx().database;
    const taken = await db
      .select({ s: bookingReservations.startsAt, e: bookingReservations.endsAt })
      .from(bookingReservations)
      .where(and(eq(bookingReservations.doctorId, doctorId), inArray(bookingReservations.status, ["held", "booked"]), ne(bookingReservations.id, reservationId)));
    const length = minutes * 60_000;
    let start = fromMs;
    while (taken.some((r) => r.s.getTime() < start + length && start < r.e.getTime())) start += 60_000;
    await db.update(bookingReservations).set({ startsAt: new Date(start), endsAt: new Date(start + length) }).where(eq(bookingReservations.id, reservationId));
    return start;
  }

  return { call, slotsOf, hold, reservationOf, secretOf, sendCode, verifyCode, codeSentTo, newUser, verifiedGuestHold, holdFor, book, bookFor, moveTo };
}
