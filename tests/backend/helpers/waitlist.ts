import { expect } from "vitest";
import { AppointmentCreatedSchema, type Slot } from "@/lib/contract/booking";
import type { GetContext } from "../contract/context";
import { bookingFixture } from "./booking";
import type { Patient } from "./patients";

/** The steps the earlier-slot alert's suites share: start an alert, book a time, read the offers a patient got. */

type Outbox = { data: Array<{ channel: string; body: string; subject: string | null; created_at: string }> };
export const OFFER_LINK = /\/waitlist\/([A-Za-z0-9_-]{43})(?=\s|$)/;
export const DAY_MS = 86_400_000;

export function waitlistFixture(ctx: GetContext) {
  const booking = bookingFixture(ctx);
  const { call, slotsOf, hold, reservationOf, book } = booking;

  /** The offers (SMS and e-mail) a patient received, newest first. */
  async function offersTo(who: Patient) {
    const read = async (to: string) => (await call<Outbox>(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { token: null })).body.data;
    const isOffer = (m: { body: string }) => OFFER_LINK.test(m.body);
    return { sms: (await read(who.user.mobile)).filter((m) => m.channel === "sms" && isOffer(m)), email: (await read(who.user.email)).filter(isOffer) };
  }
  const tokenOf = (body: string) => OFFER_LINK.exec(body)![1]!;

  const alert = (who: Patient, body: Record<string, unknown>, lang = "en") =>
    call<{ data?: unknown; message: string; code?: string; errors?: Record<string, string[]> }>("/api/waitlist", {
      method: "POST",
      token: who.token,
      lang,
      body,
    });

  /**
   * A doctor of `doctorIds` not in `skip` (each suite scans its own range, so suites sharing one
   * PostgreSQL database book apart) with free consultation times far enough ahead to cancel.
   */
  async function freeTimes(skip: Set<number>, doctorIds: number[]): Promise<{ doctorId: number; slots: Slot[] }> {
    for (const doctorId of doctorIds) {
      if (skip.has(doctorId)) continue;
      const reply = await call(`/api/broker/doctors/${doctorId}/slots?days=7&kind=consultation`);
      if (reply.status !== 200) continue;
      const { data } = await slotsOf(doctorId, "days=7&kind=consultation");
      const slots = data.filter((s) => Date.parse(s.start) - Date.now() > 6 * 3_600_000);
      if (slots.length > 0) {
        skip.add(doctorId);
        return { doctorId, slots };
      }
    }
    throw new Error("no doctor with a free time ahead");
  }

  /** A patient's cash appointment on `slot`. */
  async function bookedOn(who: Patient, doctorId: number, slot: Slot) {
    const r = reservationOf(await hold(slot, doctorId, { token: who.token }));
    const reply = await book(r.id, who.user.mobile, { token: who.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return { reservation: r, appointment: AppointmentCreatedSchema.parse(reply.body).appointment };
  }

  /** The patient cancels their appointment (200). */
  async function cancel(who: Patient, appointmentId: number) {
    const reply = await call(`/api/appointments/${appointmentId}/cancel`, { method: "POST", token: who.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }

  return { ...booking, offersTo, tokenOf, alert, freeTimes, bookedOn, cancel };
}
