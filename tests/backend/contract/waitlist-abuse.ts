import { desc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDeps } from "../../../backend/src/app";
import { bookingReservations, waitlistAlerts, waitlistOffers } from "../../../backend/src/db/schema";
import { outboxMessenger } from "../../../backend/src/platform/outbox";
import { sweepWaitlist } from "../../../backend/src/waitlist/offers";
import { OFFERS_PER_ALERT_PER_DAY } from "../../../backend/src/waitlist/rate-limits";
import { AppointmentCreatedSchema, type Slot } from "@/lib/contract/booking";
import { WAITLIST_EXISTS_CODE, WaitlistAlertSchema } from "@/lib/contract/waitlist";
import { TEST_CONFIG } from "../helpers/client";
import type { Patient } from "../helpers/patients";
import { DAY_MS, waitlistFixture } from "../helpers/waitlist";
import type { GetContext } from "./context";

/**
 * What one patient can make the earlier-slot alert send another, over HTTP as anyone can: holds
 * let go or run out, appointments booked and cancelled again and again, one alert asked for
 * several times. Every message must come from a time that was taken, earlier than any before.
 */

/** Doctors from the top of the seed: the other waitlist suite books from 60 down. */
const DOCTORS = Array.from({ length: 50 }, (_, i) => 150 - i);

export function waitlistAbuseContract(ctx: GetContext) {
  const { call, hold, reservationOf, book, newUser, offersTo, alert, freeTimes, bookedOn, cancel } = waitlistFixture(ctx);
  const used = new Set<number>();
  const farAhead = () => new Date(Date.now() + 8 * DAY_MS).toISOString();
  const deps = () => {
    const { db } = ctx().database;
    return createDeps(db, { config: TEST_CONFIG, messenger: outboxMessenger(db, () => undefined) });
  };
  /** A hold of `who` on `slot` that has just run out, and the sweep every backend process runs. */
  async function lapsedHold(who: Patient, doctorId: number, slot: Slot) {
    const { db } = ctx().database;
    const r = reservationOf(await hold(slot, doctorId, { token: who.token }));
    await db.update(bookingReservations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(bookingReservations.id, r.id));
    await Promise.all([sweepWaitlist(deps()), sweepWaitlist(deps())]);
  }

  describe("earlier-slot alert, against someone sending it at will", () => {
    it("runs one alert per patient, doctor and kind, also when asked for at once", async () => {
      const { doctorId, slots } = await freeTimes(used, DOCTORS);
      const who = await newUser("nora");
      const body = { doctor_id: doctorId, kind: "consultation", before: farAhead() };
      const first = await alert(who, body);
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      for (const again of [body, { ...body, branch_id: slots[0]!.branch_id }]) {
        const reply = await alert(who, again);
        expect(reply.status).toBe(409);
        expect(reply.body.code).toBe(WAITLIST_EXISTS_CODE);
        expect(reply.body.message).toMatch(/already have an alert running for this doctor/);
      }
      const other = await newUser("noor");
      const replies = await Promise.all(Array.from({ length: 4 }, () => alert(other, body, "ar")));
      expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      expect(replies.find((r) => r.status === 409)!.body.message).toMatch(/لديك تنبيه فعّال/);
      // Stopped, it may be started again.
      const id = WaitlistAlertSchema.parse(first.body.data).id;
      expect((await call(`/api/waitlist/${id}`, { method: "DELETE", token: who.token })).status).toBe(200);
      expect((await alert(who, body)).status).toBe(201);
    });

    it("offers nothing for a time that was free all along, and a booked time once however often it is cancelled", async () => {
      const { doctorId, slots } = await freeTimes(used, DOCTORS);
      const slot = slots[0]!;
      const waiting = await newUser("wafa");
      expect((await alert(waiting, { doctor_id: doctorId, kind: "consultation", before: farAhead() })).status).toBe(201);
      expect((await alert(waiting, { doctor_id: doctorId, kind: "consultation", before: farAhead() })).status).toBe(409);
      // Three holds that run out on the free time.
      for (const name of ["hadi", "hala", "hind"]) await lapsedHold(await newUser(name), doctorId, slot);
      // A card booking never paid, cancelled: the hold never became a visit.
      const unpaid = await newUser("umar");
      const r = reservationOf(await hold(slot, doctorId, { token: unpaid.token }));
      const pending = await book(r.id, unpaid.user.mobile, { token: unpaid.token, payment: "card", key: `card-${r.id}` });
      expect(pending.status, JSON.stringify(pending.body)).toBe(201);
      await cancel(unpaid, AppointmentCreatedSchema.parse(pending.body).appointment.id);
      expect((await offersTo(waiting)).sms).toHaveLength(0);
      // Three rounds of booking the time and cancelling it: a time taken, offered the first time only.
      for (const name of ["badi", "basil", "bilal"]) {
        const booker = await newUser(name);
        await cancel(booker, (await bookedOn(booker, doctorId, slot)).appointment.id);
      }
      const { sms, email } = await offersTo(waiting);
      expect(sms).toHaveLength(1);
      expect(email).toHaveLength(1);
    });

    it(`offers an alert only times earlier than its last, at most ${OFFERS_PER_ALERT_PER_DAY} a day`, async () => {
      const { doctorId, slots } = await freeTimes(used, DOCTORS);
      // Six times a few hours apart, earliest first; each booked by its own patient (one visit per doctor each).
      const times = slots.filter((s, i) => i === 0 || Date.parse(s.start) - Date.parse(slots[0]!.start) >= i * 3_600_000).slice(0, 6);
      expect(times).toHaveLength(6);
      const waiting = await newUser("widad");
      const started = await alert(waiting, { doctor_id: doctorId, kind: "consultation", before: farAhead() });
      expect(started.status).toBe(201);
      const booked: Array<{ who: Patient; id: number }> = [];
      for (const [i, slot] of times.entries()) {
        const who = await newUser(`taker${i}`);
        booked.push({ who, id: (await bookedOn(who, doctorId, slot)).appointment.id });
      }
      const cancelled = async (i: number) => cancel(booked[i]!.who, booked[i]!.id);
      const smsCount = async () => (await offersTo(waiting)).sms.length;
      await cancelled(4);
      expect(await smsCount()).toBe(1);
      // Later than the time already offered: not news.
      await cancelled(5);
      expect(await smsCount()).toBe(1);
      await cancelled(3);
      await cancelled(2);
      expect(await smsCount()).toBe(OFFERS_PER_ALERT_PER_DAY);
      // Earlier still, but the day's offers are spent.
      await cancelled(1);
      expect(await smsCount()).toBe(OFFERS_PER_ALERT_PER_DAY);
      const { db } = ctx().database;
      const alertId = WaitlistAlertSchema.parse(started.body.data).id;
      const offered = await db.select({ startsAt: waitlistOffers.startsAt }).from(waitlistOffers).where(eq(waitlistOffers.alertId, alertId)).orderBy(desc(waitlistOffers.id));
      expect(offered.map((o) => o.startsAt.toISOString())).toEqual([2, 3, 4].map((i) => new Date(times[i]!.start).toISOString()));
      // A day later the alert may be offered again.
      await db.update(waitlistOffers).set({ createdAt: sql`${waitlistOffers.createdAt} - interval '1 day'` }).where(inArray(waitlistOffers.alertId, [alertId]));
      await cancelled(0);
      const { sms, email } = await offersTo(waiting);
      expect(sms).toHaveLength(OFFERS_PER_ALERT_PER_DAY + 1);
      expect(email).toHaveLength(OFFERS_PER_ALERT_PER_DAY + 1);
      const [alertRow] = await db.select({ status: waitlistAlerts.status }).from(waitlistAlerts).where(eq(waitlistAlerts.id, alertId));
      expect(alertRow?.status).toBe("active");
    });
  });
}
