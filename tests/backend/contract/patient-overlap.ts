import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isPatientOverlap } from "../../../backend/src/booking/patient-overlap";
import { bookingReservations } from "../../../backend/src/db/schema";
import { AppointmentCreatedSchema, DoctorSlotsSchema, PATIENT_OVERLAP_CODE, type Slot } from "@/lib/contract/booking";
import { bookingFixture, freshIp } from "../helpers/booking";
import { freshMobile, type Patient } from "../helpers/patients";
import type { GetContext } from "./context";

/**
 * One patient is never booked at two overlapping times, at any doctor or branch: a signed-in
 * patient (by account and mobile) and a guest (by the mobile confirmed with its code). The times
 * are found, not fixed: two doctors of different branches whose free times overlap, as the seeded
 * schedules and earlier tests leave them.
 */

type Conflict = { message?: string; code?: string; appointment_code?: string | null };
type Chosen = { doctorId: number; slot: Slot };
type Pair = { a: Chosen; b: Chosen; bSlots: Slot[] };

const ms = (iso: string) => Date.parse(iso);
const overlaps = (a: Slot, b: Slot) => ms(a.start) < ms(b.end) && ms(b.start) < ms(a.end);

export function patientOverlapContract(ctx: GetContext) {
  const { call, hold, reservationOf, sendCode, verifyCode, codeSentTo, newUser, book } = bookingFixture(ctx);
  /** Doctors a test has used: each test takes doctors of its own, so earlier bookings stay out of its way. */
  const used = new Set<number>();
  /** Doctors without free times ahead (or unknown ids): not asked again. */
  const unknown = new Set<number>();

  async function freeSlots(doctorId: number): Promise<Slot[]> {
    const reply = await call(`/api/broker/doctors/${doctorId}/slots?days=7&kind=consultation`);
    if (reply.status !== 200) return [];
    // Far enough ahead to cancel or move (the unit's deadline is 4 hours).
    return DoctorSlotsSchema.parse(reply.body).data.filter((s) => ms(s.start) - Date.now() > 6 * 3_600_000);
  }

  /**
   * Two unused doctors at different branches with free times that overlap; partly, when such a pair
   * exists. `fits`: what else the test needs of the pair (the free times left depend on the hour).
   */
  async function overlappingTimes(fits: (pair: Pair) => boolean = () => true): Promise<Pair> {
    const doctors: Array<{ doctorId: number; slots: Slot[] }> = [];
    for (let doctorId = 1; doctorId <= 60; doctorId++) {
      if (used.has(doctorId) || unknown.has(doctorId)) continue;
      const slots = await freeSlots(doctorId);
      if (slots.length > 0) doctors.push({ doctorId, slots });
      else unknown.add(doctorId);
    }
    let equalStart: Pair | null = null;
    for (const x of doctors) {
      for (const y of doctors) {
        if (x === y) continue;
        for (const a of x.slots) {
          const b = y.slots.find((s) => s.branch_id !== a.branch_id && overlaps(a, s));
          if (!b) continue;
          const pair = { a: { doctorId: x.doctorId, slot: a }, b: { doctorId: y.doctorId, slot: b }, bSlots: y.slots };
          if (!fits(pair)) continue;
          if (b.start !== a.start) {
            used.add(x.doctorId).add(y.doctorId);
            return pair;
          }
          equalStart ??= pair;
        }
      }
    }
    expect(equalStart, "two doctors of different branches with overlapping free times").not.toBeNull();
    used.add(equalStart!.a.doctorId).add(equalStart!.b.doctorId);
    return equalStart!;
  }

  /** A signed-in patient's cash appointment on `pick`. */
  async function bookAs(who: Patient, pick: Chosen) {
    const reservation = reservationOf(await hold(pick.slot, pick.doctorId, { token: who.token }));
    const reply = await book(reservation.id, who.user.mobile, { token: who.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return AppointmentCreatedSchema.parse(reply.body).appointment;
  }

  /** A guest's hold on `pick` with `mobile` confirmed by its code. */
  async function guestHold(pick: Chosen, mobile: string) {
    const reservation = reservationOf(await hold(pick.slot, pick.doctorId));
    expect((await sendCode(reservation.id, mobile, freshIp())).status).toBe(200);
    const verified = await verifyCode(reservation.id, mobile, await codeSentTo(mobile));
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return reservation;
  }

  const expectOverlap = (reply: { status: number; body: unknown }, appointmentCode: string) => {
    expect(reply.status, JSON.stringify(reply.body)).toBe(409);
    const body = reply.body as Conflict;
    expect(body.code).toBe(PATIENT_OVERLAP_CODE);
    expect(body.appointment_code).toBe(appointmentCode);
    expect(body.message).toContain(appointmentCode);
  };

  describe("no overlapping visits of one patient", () => {
    it("refuses a signed-in patient's hold at another doctor and branch that overlaps their appointment, naming it, in either language", async () => {
      const { a, b } = await overlappingTimes();
      const who = await newUser("overlap");
      const appointment = await bookAs(who, a);
      const en = await hold(b.slot, b.doctorId, { token: who.token, lang: "en" });
      expectOverlap(en, appointment.code);
      // Which visit is in the way: its doctor, its day and time, its code.
      expect((en.body as Conflict).message).toMatch(
        new RegExp(`^You already have an appointment at this time, with .+ on \\w+day, \\d{1,2} \\w+ \\d{4} at \\d{2}:\\d{2} \\(code ${appointment.code}\\)\\. Choose another time\\.$`),
      );
      const ar = await hold(b.slot, b.doctorId, { token: who.token, lang: "ar" });
      expectOverlap(ar, appointment.code);
      expect((ar.body as Conflict).message).toContain("لديك موعد آخر في هذا الوقت مع ");
      // Nothing was held: the time is still free for anyone else.
      expect((await hold(b.slot, b.doctorId)).status).toBe(201);
    });

    it("lets the same patient hold and book a time that does not overlap, even one that starts as the other ends", async () => {
      const { a, b, bSlots } = await overlappingTimes();
      const who = await newUser("apart");
      await bookAs(who, a);
      const apart = bSlots.filter((s) => s.branch_id === b.slot.branch_id && !overlaps(s, a.slot));
      const touching = apart.find((s) => s.start === a.slot.end || s.end === a.slot.start) ?? apart[0];
      expect(touching, "a free time of the second doctor apart from the first").toBeDefined();
      await bookAs(who, { doctorId: b.doctorId, slot: touching! });
    });

    it("refuses a guest's confirmation when the mobile already has a visit at that time, booked signed in or as a guest", async () => {
      const { a, b } = await overlappingTimes();
      const who = await newUser("mobile");
      const appointment = await bookAs(who, a);
      const guest = await guestHold(b, who.user.mobile);
      expectOverlap(await book(guest.id, who.user.mobile), appointment.code);

      // Two guests' bookings with one mobile, no account at all.
      const next = await overlappingTimes();
      const mobile = freshMobile();
      const first = await guestHold(next.a, mobile);
      const booked = await book(first.id, mobile);
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const second = await guestHold(next.b, mobile);
      expectOverlap(await book(second.id, mobile), AppointmentCreatedSchema.parse(booked.body).appointment.code);
    });

    it("does not count a cancelled appointment", async () => {
      const { a, b } = await overlappingTimes();
      const who = await newUser("cancelled");
      const appointment = await bookAs(who, a);
      const cancel = await call(`/api/appointments/${appointment.id}/cancel`, { method: "POST", token: who.token });
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
      await bookAs(who, b);
    });

    it("moves an appointment onto the next time of the same doctor, but not onto a time of another of the patient's visits", async () => {
      // The second doctor's free time right after (or before) the one that overlaps the first visit.
      const neighbour = ({ a, b, bSlots }: Pair) =>
        bSlots.find((s) => s.branch_id === b.slot.branch_id && (s.start === b.slot.end || s.end === b.slot.start) && !overlaps(s, a.slot));
      const { a, b, bSlots } = await overlappingTimes((pair) => neighbour(pair) !== undefined);
      const who = await newUser("move");
      const first = await bookAs(who, a);
      const next = neighbour({ a, b, bSlots });
      expect(next, "a time of the second doctor next to the overlapping one").toBeDefined();
      const second = await bookAs(who, { doctorId: b.doctorId, slot: next! });
      // Onto the time that overlaps the first visit: refused at the hold, naming it.
      expectOverlap(await hold(b.slot, b.doctorId, { token: who.token, appointmentId: second.id }), first.code);
      // Onto its own neighbouring time (or the nearest free one): moved, code kept.
      const free = bSlots.filter((s) => s.branch_id === b.slot.branch_id && s.start !== next!.start && !overlaps(s, a.slot));
      const again = free.find((s) => s.start === next!.end || s.end === next!.start) ?? free[0];
      expect(again, "another free time of the second doctor").toBeDefined();
      const moving = reservationOf(await hold(again!, b.doctorId, { token: who.token, appointmentId: second.id }));
      const moved = await call<{ data?: { code: string; start: string } }>(`/api/appointments/${second.id}/reschedule`, {
        method: "POST",
        token: who.token,
        body: { reservation_id: moving.id },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.data?.code).toBe(second.code);
      expect(ms(moved.body.data!.start)).toBe(ms(again!.start));
    });

    it("books one of two overlapping holds at two doctors confirmed at once; the other is 409 naming it", async () => {
      const { a, b } = await overlappingTimes();
      const who = await newUser("race");
      // Holds alone block nothing of the patient's: both are taken.
      const first = reservationOf(await hold(a.slot, a.doctorId, { token: who.token }));
      const second = reservationOf(await hold(b.slot, b.doctorId, { token: who.token }));
      const replies = await Promise.all([first, second].map((r) => book(r.id, who.user.mobile, { token: who.token })));
      const won = replies.filter((r) => r.status === 201);
      expect(won, JSON.stringify(replies.map((r) => r.body))).toHaveLength(1);
      const lost = replies.find((r) => r.status !== 201)!;
      expectOverlap(lost, AppointmentCreatedSchema.parse(won[0]!.body).appointment.code);
      const rows = await ctx()
        .database.db.select({ status: bookingReservations.status })
        .from(bookingReservations)
        .where(inArray(bookingReservations.id, [first.id, second.id]));
      expect(rows.map((r) => r.status).sort()).toEqual(["booked", "held"]);
    });

    it("is the database's rule: a write that skips the checks cannot give one patient two overlapping visits", async () => {
      const { a, b } = await overlappingTimes();
      const who = await newUser("database");
      const appointment = await bookAs(who, a);
      // A guest's bare hold (the patient's own hold is refused): made theirs behind the API's back.
      const bare = reservationOf(await hold(b.slot, b.doctorId));
      const { db } = ctx().database;
      for (const keys of [{ patientUserId: who.user.id }, { patientMobile: who.user.mobile }]) {
        const write = db.update(bookingReservations).set({ status: "booked", expiresAt: null, ...keys }).where(eq(bookingReservations.id, bare.id));
        await expect(write, JSON.stringify(keys)).rejects.toSatisfy(isPatientOverlap);
      }
      const [row] = await db.select().from(bookingReservations).where(eq(bookingReservations.id, bare.id));
      expect(row!.status).toBe("held");
      expect(appointment.code).toMatch(/\S/);
    });
  });
}
