import { randomInt, randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  AppointmentCreatedSchema,
  AppointmentRescheduledSchema,
  AppointmentSchema,
  DoctorSlotsSchema,
  EligibilitySchema,
  NextSlotsSchema,
  type Slot,
  HOLD_EXPIRED_CODE,
} from "@/lib/contract/booking";
import { sendDueReminders } from "../../../backend/src/booking/reminders";
import { doctorSlots, nextSlotToWire, nextSlotsOf } from "../../../backend/src/booking/availability";
import { reservationCode } from "../../../backend/src/booking/codes";
import { NEXT_SLOTS_TTL_MS, bookingTimeChanged } from "../../../backend/src/booking/next-slots-cache";
import { SETUP_TTL_MS, forgetBookingSetups } from "../../../backend/src/booking/setup-cache";
import { bookingAppointments, bookingReservations, businessUnits, doctorDaysOff, doctorSchedules, patientProfiles, payments, users } from "../../../backend/src/db/schema";
import { outboxMessenger } from "../../../backend/src/platform/outbox";
import { bookingFixture, freshIp, RUN, standardVat } from "../helpers/booking";
import { TEST_CONFIG } from "../helpers/client";
import { freshMobile, type Patient } from "../helpers/patients";
import { pressOnCardPage } from "../helpers/sandbox-card";
import { onInvalidation } from "../../../backend/src/platform/invalidation";
import type { GetContext } from "./context";

/**
 * Doctor booking: slots, holds, appointments, insurance, cancelling and rescheduling. Runs on
 * PGlite (booking.test.ts) and on PostgreSQL (postgres-booking.test.ts). Addresses, mobiles and
 * users are new on every run, so the suites also hold on a database an earlier run left behind.
 */

const addDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function bookingContract(ctx: GetContext) {
  beforeAll(() => standardVat(ctx().database.db));
  const { call, slotsOf, hold, reservationOf, newUser, verifiedGuestHold, holdFor, book, bookFor, moveTo } = bookingFixture(ctx);

  /** A doctor and Egyptian branch of the 16:00–24:00 clinic (held by doctors whose id % 4 === 2). */
  async function cairoEveningClinic() {
    const [row] = await ctx()
      .database.db.select({ doctorId: doctorSchedules.doctorId, branchId: doctorSchedules.branchId })
      .from(doctorSchedules)
      .where(and(eq(doctorSchedules.timeZone, "Africa/Cairo"), eq(doctorSchedules.startMinute, 16 * 60), eq(doctorSchedules.endMinute, 24 * 60)))
      .orderBy(asc(doctorSchedules.doctorId))
      .limit(1);
    expect(row).toBeDefined();
    return row!;
  }

  const overlaps = (a: Slot, b: { start: string; end: string }) => Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);

  describe("GET /api/broker/doctors/{id}/slots", () => {
    it("lists future free slots with offsets, kinds and prices, never the seeded taken time", async () => {
      const { data, meta } = await slotsOf(1);
      expect(data.length).toBeGreaterThan(10);
      expect(meta.kinds.map((k) => k.kind)).toEqual(["consultation", "follow_up", "examination"]);
      for (const slot of data) {
        expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+03:00$/);
        expect(Date.parse(slot.start)).toBeGreaterThan(Date.now());
      }
      const starts = data.map((s) => Date.parse(s.start));
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      const { db } = ctx().database;
      const taken = await db.select().from(bookingReservations).where(and(eq(bookingReservations.doctorId, 1), eq(bookingReservations.status, "booked")));
      expect(taken.length).toBeGreaterThan(0);
      for (const t of taken) {
        const busy = { start: t.startsAt.toISOString(), end: t.endsAt.toISOString() };
        expect(data.filter((s) => overlaps(s, busy))).toEqual([]);
      }
    });

    it("filters by branch and kind, answers 404 for an unknown doctor and 422 for a bad day", async () => {
      const all = await slotsOf(3);
      const branchId = all.meta.branches[0]!.id;
      const some = await slotsOf(3, `days=7&branch_id=${branchId}&kind=follow_up`);
      expect(some.data.every((s) => s.branch_id === branchId && s.kind === "follow_up")).toBe(true);
      expect((await call("/api/broker/doctors/99999/slots")).status).toBe(404);
      expect((await call("/api/broker/doctors/1/slots?from=2026-02-30")).status).toBe(422);
      expect((await call("/api/broker/doctors/1/slots?days=99")).status).toBe(422);
      expect((await call("/api/broker/doctors/1/slots?kind=surgery")).status).toBe(422);
    });

    it("keeps an evening clinic's last slot on its own local day, in Cairo's offset", async () => {
      const row = await cairoEveningClinic();
      const { data, meta } = await slotsOf(row.doctorId, `days=14&branch_id=${row.branchId}&kind=follow_up`);
      expect(meta.branches.find((b) => b.id === row.branchId)?.time_zone).toBe("Africa/Cairo");
      const lastOfDay = data.filter((s) => s.start.slice(11, 16) === "23:45");
      expect(lastOfDay.length).toBeGreaterThan(0);
      for (const s of lastOfDay) {
        // 23:45 local is 21:45 or 20:45 UTC: the slot belongs to the local day of its start.
        expect(s.end.slice(11, 19)).toBe("00:00:00");
        expect(s.start.slice(19)).toMatch(/^\+0[23]:00$/);
        const day = s.start.slice(0, 10);
        const oneDay = await slotsOf(row.doctorId, `from=${day}&days=1&branch_id=${row.branchId}&kind=follow_up`);
        expect(oneDay.data.map((x) => x.start.slice(0, 10)).every((d) => d === day)).toBe(true);
        expect(oneDay.data.at(-1)?.start).toBe(s.start);
      }
    });

    it("merges identical reads in flight into one answer, never keeps it: a hold shows in the next read", async () => {
      const path = "/api/broker/doctors/22/slots?days=7&kind=consultation";
      const replies = await Promise.all(Array.from({ length: 8 }, () => call<unknown>(path)));
      expect(replies.every((r) => r.status === 200)).toBe(true);
      expect(replies.map((r) => r.headers.get("x-cache"))).toContain("SHARED");
      for (const r of replies) expect(r.body).toEqual(replies[0]!.body);
      const { data } = DoctorSlotsSchema.parse(replies[0]!.body);
      reservationOf(await hold(data[0]!, 22));
      const after = await call(path);
      expect(after.headers.get("x-cache")).toBe("MISS");
      expect(DoctorSlotsSchema.parse(after.body).data.some((s) => s.start === data[0]!.start)).toBe(false);
      // A patient's own token is answered apart, like every call made for a user.
      const { token } = await newUser("reader");
      expect((await call(path, { token })).headers.get("x-cache")).toBeNull();
    });

    it("adds next_slots (the first three) to the doctor list", async () => {
      const reply = await call<{ data: Array<{ id: number; next_slots: Slot[] }> }>("/api/broker/doctors?limit=5");
      expect(reply.status).toBe(200);
      for (const d of reply.body.data) {
        expect(d.next_slots.length).toBe(3);
        const { data } = await slotsOf(d.id, `days=14&kind=${d.next_slots[0]!.kind}`);
        expect(d.next_slots).toEqual(data.slice(0, 3));
      }
    });
  });

  describe("POST /api/reservations", () => {
    it("holds a slot for ten minutes and hides every overlapping slot, whatever its kind", async () => {
      const { data } = await slotsOf(4, "days=7");
      const exam = data.find((s) => s.kind === "examination")!;
      const r = reservationOf(await hold(exam, 4));
      expect(r.code).toMatch(/^BK-[2-9A-Z]{8}$/);
      expect(r.total).toBeCloseTo(r.price + r.tax, 2);
      expect(Date.parse(r.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
      expect(Date.parse(r.expires_at) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
      // Until when it could be cancelled online, so the site can say so before the patient confirms.
      expect(Date.parse(r.start) - Date.parse(r.cancel_until!)).toBe(4 * 3_600_000);
      const after = await slotsOf(4, "days=7");
      expect(after.data.filter((s) => overlaps(s, exam))).toEqual([]);
      // A consultation or follow-up overlapping the held examination is refused by the database.
      const overlapping = data.filter((s) => s.kind !== "examination" && overlaps(s, exam));
      expect(overlapping.length).toBeGreaterThan(0);
      for (const s of overlapping) {
        const reply = await hold(s, 4, { lang: "en" });
        expect(reply.status).toBe(409);
        expect(reply.body.message).toBe("This time was just taken. Here are the next free times.");
      }
    });

    it("never lets two branches of one doctor overlap in time", async () => {
      const { db } = ctx().database;
      const doctorId = 6;
      const { data, meta } = await slotsOf(doctorId, "days=7&kind=consultation");
      const first = data[0]!;
      const other = meta.branches.find((b) => b.id !== first.branch_id);
      expect(other, "doctor 6 works at a sister branch").toBeDefined();
      // Open the sister branch on the same weekday with the same hours, so both branches offer the time.
      const [home] = await db.select().from(doctorSchedules).where(and(eq(doctorSchedules.doctorId, doctorId), eq(doctorSchedules.branchId, first.branch_id)));
      const weekday = new Date(Date.parse(first.start) + 3 * 3_600_000).getUTCDay();
      await db
        .insert(doctorSchedules)
        .values({ ...home!, id: undefined, branchId: other!.id, weekday })
        .onConflictDoNothing();
      // Schedules are kept in memory by the readers; an edit in this process says so.
      forgetBookingSetups(db);
      const both = await slotsOf(doctorId, `from=${first.start.slice(0, 10)}&days=1&kind=consultation`);
      const twin = both.data.find((s) => s.branch_id === other!.id && s.start === first.start);
      expect(twin).toBeDefined();
      reservationOf(await hold(first, doctorId));
      expect((await hold(twin!, doctorId)).status).toBe(409);
    });

    it("frees an expired hold by itself: the slot shows again and can be held again", async () => {
      const { db } = ctx().database;
      const { data } = await slotsOf(7, "days=7&kind=consultation");
      const slot = data[0]!;
      const r = reservationOf(await hold(slot, 7));
      expect((await hold(slot, 7)).status).toBe(409);
      await db.update(bookingReservations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(bookingReservations.id, r.id));
      const again = await slotsOf(7, "days=7&kind=consultation");
      expect(again.data[0]).toEqual(slot);
      const second = reservationOf(await hold(slot, 7));
      expect(second.id).not.toBe(r.id);
      const [old] = await db.select().from(bookingReservations).where(eq(bookingReservations.id, r.id));
      expect(old!.status).toBe("expired");
    });

    it("gives exactly one of 200 concurrent attempts on one slot; the rest 409, no 5xx", async () => {
      const { data } = await slotsOf(8, "days=7&kind=consultation");
      const slot = data[2]!;
      const replies = await Promise.all(Array.from({ length: 200 }, () => hold(slot, 8)));
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(199);
      const { db } = ctx().database;
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookingReservations)
        .where(and(eq(bookingReservations.doctorId, 8), eq(bookingReservations.startsAt, new Date(slot.start))));
      expect(rows[0]!.n).toBe(1);
    });

    it("refuses a time off the doctor's grid, a past time and a bad body with 422", async () => {
      const { data } = await slotsOf(9, "days=7&kind=consultation");
      const slot = data[0]!;
      const offGrid = new Date(Date.parse(slot.start) + 7 * 60_000).toISOString();
      expect((await hold({ ...slot, start: offGrid }, 9)).status).toBe(422);
      expect((await hold({ ...slot, start: "2020-01-01T10:00:00+03:00" }, 9)).status).toBe(422);
      expect((await hold({ ...slot, start: "tomorrow" }, 9)).status).toBe(422);
      expect((await hold({ ...slot, kind: "surgery" as never }, 9)).status).toBe(422);
    });

    it("limits holds per browser with 429 and Retry-After (docs/security.md: the address is only a high ceiling)", async () => {
      const { data } = await slotsOf(10, "days=7&kind=follow_up");
      const replies = [];
      const headers = { "x-forwarded-for": `198.18.${RUN}.${randomInt(1, 250)}`, "x-hold-visitor": randomUUID() };
      for (const slot of data.slice(0, 11)) {
        replies.push(
          await call("/api/reservations", {
            method: "POST",
            body: { doctor_id: 10, branch_id: slot.branch_id, kind: slot.kind, start: slot.start },
            headers,
          }),
        );
      }
      expect(replies.slice(0, 10).every((r) => r.status === 201)).toBe(true);
      expect(replies[10]!.status).toBe(429);
      expect(Number(replies[10]!.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  });

  describe("POST /api/appointments", () => {
    it("confirms a guest's hold after the mobile code, once per Idempotency-Key", async () => {
      const mobile = freshMobile();
      const { data } = await slotsOf(11, "days=7&kind=consultation");
      const unverified = reservationOf(await hold(data[0]!, 11));
      const refused = await book(unverified.id, mobile);
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors!)).toEqual(["patient.mobile"]);

      const r = await verifiedGuestHold(12, mobile);
      const first = await book(r.id, mobile, { key: `book-${r.id}`, lang: "en" });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const created = AppointmentCreatedSchema.parse(first.body);
      expect(created.appointment).toMatchObject({ code: r.code, status: "not_paid", kind: "consultation", payment_type: "cash" });
      expect(created.payment).toMatchObject({ type: "cash", status: "not_paid" });
      const retry = await book(r.id, mobile, { key: `book-${r.id}`, lang: "en" });
      expect(retry.status).toBe(201);
      expect(retry.headers.get("idempotent-replayed")).toBe("true");
      expect(retry.body).toEqual(first.body);
      const { db } = ctx().database;
      expect(await db.select().from(bookingAppointments).where(eq(bookingAppointments.reservationId, r.id))).toHaveLength(1);
      const [res] = await db.select().from(bookingReservations).where(eq(bookingReservations.id, r.id));
      expect(res).toMatchObject({ status: "booked", expiresAt: null });
      // Confirmation by SMS and email.
      const sms = await call<{ data: Array<{ channel: string; body: string }> }>(`/api/dev/outbox?to=${mobile}`, { token: null });
      expect(sms.body.data.some((m) => m.channel === "sms" && m.body.includes(r.code))).toBe(true);

      // The same patient cannot hold the same doctor's time again while the visit is ahead.
      const again = await verifiedGuestHold(12, mobile, "follow_up");
      const dup = await book(again.id, mobile, { lang: "en" });
      expect(dup.status).toBe(409);
      // The answer names the visit the patient has, to move rather than book again.
      expect(dup.body).toMatchObject({ code: "already_booked", appointment_code: r.code });
      expect(dup.body.message).toBe(`Already booked with this doctor (reservation code ${r.code}).`);
    });

    it("answers 409 for an expired hold and 404 for an unknown one", async () => {
      const { db } = ctx().database;
      const guest = freshMobile();
      const r = await verifiedGuestHold(13, guest);
      await db.update(bookingReservations).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(bookingReservations.id, r.id));
      const late = await book(r.id, guest);
      expect(late.status).toBe(409);
      // The site acts on the code, never on the words (a translation may change them).
      expect((late.body as { code?: string }).code).toBe(HOLD_EXPIRED_CODE);
      const unknown = await book("nope", guest);
      expect(unknown.status).toBe(404);
    });

    it("lets an insured patient pay only the capped deductible", async () => {
      const insured = await newUser("insured");
      const { token } = insured;
      // The policy's member is the patient: their health record holds the ID number (ending in 3:
      // class C, 30 % capped at 100; a new one each run, as PostgreSQL keeps accounts), and the
      // name and birth date are theirs.
      const identity = `1${String(randomInt(0, 1e8)).padStart(8, "0")}3`;
      const { db } = ctx().database;
      await db.update(users).set({ nationalId: identity, fullName: "Huda Saleh" }).where(eq(users.id, insured.user.id));
      await db.insert(patientProfiles).values({ userId: insured.user.id, dateOfBirth: "1990-04-12" });
      const { reservation: r } = await holdFor(insured, 14);
      expect(r.mobile_verified).toBe(true);
      const eligibility = await call("/api/insurance/eligibility", { method: "POST", body: { identity_number: identity, insurance_company_id: 1 }, token });
      const e = EligibilitySchema.parse(eligibility.body).data;
      expect(e).toMatchObject({ status: "covered", eligible: true });
      expect(e.insurance).toMatchObject({ className: "C", deductibleRate: 0.3, maxLimit: 100, identityNumber: identity, insuranceCompanyID: 1, beneficiaryName: "Huda Saleh" });
      const reply = await book(r.id, insured.user.mobile, { token, insurance: { identity_number: identity, insurance_company_id: 1 } });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      const created = AppointmentCreatedSchema.parse(reply.body);
      const deductible = Math.min(r.price * 0.3, 100);
      expect(created.appointment.insured).toBe(true);
      expect(created.payment.amount).toBeCloseTo(deductible, 2);
      expect(created.appointment.amount).toBeLessThan(r.total);
    });

    it("refuses expired and rejected insurance and bad ID numbers", async () => {
      const asker = await newUser("asker");
      const check = (identity_number: string) =>
        call("/api/insurance/eligibility", { method: "POST", body: { identity_number, insurance_company_id: 2 }, headers: freshIp(), lang: "en", token: asker.token });
      expect(EligibilitySchema.parse((await check("2000000008")).body).data).toMatchObject({ status: "expired", eligible: false });
      expect(EligibilitySchema.parse((await check("2000000009")).body).data).toMatchObject({ status: "rejected", eligible: false, insurance: null });
      for (const bad of ["3000000001", "100000000", "10000000011", "abc"]) expect((await check(bad)).status).toBe(422);
      const companies = await call<{ data: Array<{ id: number; name: string }> }>("/api/insurance/companies?country=SA", { lang: "en" });
      expect(companies.body.data.map((c) => c.name)).toContain("Bupa Arabia");

      const lapsed = await newUser("expired");
      const { reservation: r } = await holdFor(lapsed, 15);
      const reply = await book(r.id, lapsed.user.mobile, { token: lapsed.token, insurance: { identity_number: "2000000008", insurance_company_id: 2 } });
      expect(reply.status).toBe(422);
      expect(Object.keys(reply.body.errors!)).toEqual(["insurance.identity_number"]);
    });
  });

  describe("GET /api/appointments and POST /api/appointments/{id}/cancel", () => {
    it("shows each user only their own appointments, and lets them cancel until 4 hours before", async () => {
      const a = await newUser("alice");
      const b = await newUser("bob");
      const { slot, created } = await bookFor(a, 16, { aheadHours: 5 });
      const id = created.appointment.id;

      const listOf = async (token: string, tab: string) => {
        const reply = await call<{ data: unknown[] }>(`/api/appointments?tab=${tab}`, { token, lang: "en" });
        expect(reply.status).toBe(200);
        return reply.body.data.map((x) => AppointmentSchema.parse(x));
      };
      expect((await listOf(a.token, "upcoming")).map((x) => x.id)).toEqual([id]);
      expect(await listOf(b.token, "upcoming")).toEqual([]);
      expect((await call("/api/appointments")).status).toBe(401);
      expect((await call("/api/appointments?tab=soon", { token: a.token })).status).toBe(422);

      // Bob cannot cancel Alice's appointment: it does not exist for him.
      expect((await call(`/api/appointments/${id}/cancel`, { method: "POST", token: b.token })).status).toBe(404);
      const cancelled = await call<{ message: string }>(`/api/appointments/${id}/cancel`, { method: "POST", token: a.token, lang: "en" });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body.message).toBe("cancelled successfully");
      expect((await call(`/api/appointments/${id}/cancel`, { method: "POST", token: a.token })).status).toBe(409);
      expect((await listOf(a.token, "cancelled")).map((x) => x.id)).toEqual([id]);
      expect(await listOf(a.token, "upcoming")).toEqual([]);
      // The time is free again.
      const after = await slotsOf(16, "days=7&kind=consultation");
      expect(after.data.some((s) => s.start === slot.start)).toBe(true);
    });

    it("keeps a card booking's hold while paying, books it once the provider confirms, and refunds it on cancel", async () => {
      const { db } = ctx().database;
      const a = await newUser("dana");
      const { reservation: r, created } = await bookFor(a, 18, { payment: "card", aheadHours: 5 });
      expect(created.appointment.status).toBe("pending");
      expect(created.payment).toMatchObject({ type: "card", status: "pending", total: r.total });
      expect(String(created.payment.redirect_url)).toMatch(/\/sandbox\/card\/invoices\//);
      const [held] = await db.select().from(bookingReservations).where(eq(bookingReservations.id, r.id));
      expect(held!.status).toBe("held");
      expect(held!.expiresAt!.getTime() - Date.now()).toBeGreaterThan(25 * 60_000);

      const paymentId = String(created.payment.payment_id);
      await pressOnCardPage(ctx(), paymentId, "approve");
      const status = await call<{ data: { status: string } }>(`/api/payments/${paymentId}`);
      expect(status.body.data.status).toBe("paid");
      const [booked] = await db.select().from(bookingReservations).where(eq(bookingReservations.id, r.id));
      expect(booked).toMatchObject({ status: "booked", expiresAt: null });
      const upcoming = await call<{ data: Array<{ id: number; status: string }> }>("/api/appointments?tab=upcoming", { token: a.token });
      expect(upcoming.body.data).toMatchObject([{ id: created.appointment.id, status: "paid" }]);

      const cancelled = await call<{ data: { refund_status: string } }>(`/api/appointments/${created.appointment.id}/cancel`, { method: "POST", token: a.token });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body.data.refund_status).toBe("refunded");
      const [refunded] = await db.select().from(payments).where(eq(payments.publicId, paymentId));
      expect(refunded!.status).toBe("refunded");
    });

    it("refuses to cancel within the unit's 4 hours, and lists past visits under previous", async () => {
      const a = await newUser("carol");
      const { reservation: r, created } = await bookFor(a, 17);
      const appointment = created.appointment;
      const soon = await moveTo(r.id, 17, Date.now() + 2 * 3_600_000);
      expect(soon).toBeLessThan(Date.now() + 4 * 3_600_000);
      const late = await call<{ message: string }>(`/api/appointments/${appointment.id}/cancel`, { method: "POST", token: a.token, lang: "en" });
      expect(late.status).toBe(409);
      expect(late.body.message).toContain("4 hours");
      await moveTo(r.id, 17, Date.now() - 48 * 3_600_000);
      const previous = await call<{ data: Array<{ id: number; can_cancel: boolean }> }>("/api/appointments?tab=previous", { token: a.token });
      expect(previous.body.data.map((x) => [x.id, x.can_cancel])).toEqual([[appointment.id, false]]);
    });
  });

  describe("reminders", () => {
    it("reminds each booked appointment of the next 24 hours once, by SMS", async () => {
      const { db } = ctx().database;
      const deps = { db, config: TEST_CONFIG, businessUnits: async () => db.select().from(businessUnits), messenger: outboxMessenger(db, () => undefined) };
      // One appointment of this test's own within the next 24 hours, whatever the hour of the run
      // (the seeded ones and other tests' may all lie further ahead).
      const patient = await newUser("rhea");
      const { reservation } = await bookFor(patient, 19);
      await moveTo(reservation.id, 19, Date.now() + 3 * 3_600_000);
      const startedAt = Date.now() - 1000;
      const first = await sendDueReminders(deps);
      expect(first).toBeGreaterThan(0);
      expect(await sendDueReminders(deps)).toBe(0);
      const reminded = await db
        .select({ mobile: bookingAppointments.patientMobile, code: bookingReservations.code })
        .from(bookingAppointments)
        .innerJoin(bookingReservations, eq(bookingReservations.id, bookingAppointments.reservationId))
        .where(sql`${bookingAppointments.reminderSentAt} is not null`);
      expect(reminded).toHaveLength(first);
      const { mobile } = reminded[0]!;
      const sms = await call<{ data: Array<{ channel: string; body: string; created_at: string }> }>(`/api/dev/outbox?to=${mobile}`, { token: null });
      // The outbox may hold an earlier run's reminders to the seeded patients (whose codes repeat): count this run's.
      const mine = reminded.filter((r) => r.mobile === mobile);
      const reminders = sms.body.data.filter(
        (m) => m.channel === "sms" && /^تذكير|^Reminder/.test(m.body) && Date.parse(m.created_at) >= startedAt && mine.some((r) => m.body.includes(r.code)),
      );
      expect(reminders.length).toBe(Math.min(50, mine.length));
    });
  });

  describe("time zones around midnight", () => {
    it("holds the last slot of a Cairo evening clinic (23:45 to midnight local) on its local day; the slot before it stays free", async () => {
      const row = await cairoEveningClinic();
      const q = `days=14&branch_id=${row.branchId}&kind=follow_up`;
      const { data } = await slotsOf(row.doctorId, q);
      // The second day with an evening clinic: the first may be today, which another test reads whole.
      const days = [...new Set(data.map((s) => s.start.slice(0, 10)))];
      const day = days[1] ?? days[0]!;
      const last = data.find((s) => s.start.startsWith(`${day}T23:45`))!;
      const before = data.find((s) => s.start.startsWith(`${day}T23:30`))!;
      expect(last).toBeDefined();
      const r = reservationOf(await hold(last, row.doctorId));
      const offset = last.start.slice(19);
      // The wire keeps the branch's own offset: the end is the next local day's midnight.
      expect(r.start).toBe(last.start);
      expect(r.end).toBe(`${addDay(day)}T00:00:00${offset}`);
      expect(r.time_zone).toBe("Africa/Cairo");
      expect(Date.parse(r.end) - Date.parse(r.start)).toBe(15 * 60_000);
      // In UTC the whole slot lies on the local day's UTC date (Cairo is ahead of UTC).
      expect(new Date(r.start).toISOString().slice(0, 10)).toBe(day);
      const oneDay = await slotsOf(row.doctorId, `from=${day}&days=1&branch_id=${row.branchId}`);
      expect(oneDay.data.filter((s) => Date.parse(s.end) > Date.parse(last.start))).toEqual([]);
      // Ranges are half-open: the slot that ends where the held one starts is still free.
      expect(oneDay.data.some((s) => s.start === before.start && s.kind === "follow_up")).toBe(true);
      reservationOf(await hold(before, row.doctorId));
      const nextDay = await slotsOf(row.doctorId, `from=${addDay(day)}&days=1&branch_id=${row.branchId}`);
      expect(nextDay.data.every((s) => s.start.slice(0, 10) === addDay(day))).toBe(true);
    });

    it("keeps Riyadh at +03:00 for a month of slots, and a hold's times in that offset", async () => {
      const { data, meta } = await slotsOf(2, "days=31&kind=follow_up");
      expect(meta.branches.every((b) => b.time_zone === "Asia/Riyadh")).toBe(true);
      expect(data.length).toBeGreaterThan(20);
      for (const s of data) {
        expect(s.start.slice(19)).toBe("+03:00");
        expect(s.end.slice(19)).toBe("+03:00");
      }
      const r = reservationOf(await hold(data.at(-1)!, 2));
      expect([r.start, r.end, r.expires_at].every((t) => t.endsWith("+03:00"))).toBe(true);
    });
  });

  describe("POST /api/appointments/{id}/reschedule", () => {
    /** A signed-in patient's appointment paid by card through the sandbox, more than 5 hours ahead. */
    async function paidByCard(doctorId: number, who: Patient, kind: Slot["kind"] = "consultation") {
      const { slot, slots, reservation, created } = await bookFor(who, doctorId, { payment: "card", kind, days: 14, aheadHours: 6 });
      const paymentId = String(created.payment.payment_id);
      await pressOnCardPage(ctx(), paymentId, "approve");
      return { slot, reservation, appointment: created.appointment, paymentId, slots };
    }

    const reschedule = (id: number, reservationId: string, token: string, key?: string) =>
      call<{ message: string; data?: unknown; errors?: Record<string, string[]> }>(`/api/appointments/${id}/reschedule`, {
        method: "POST",
        token,
        lang: "en",
        body: { reservation_id: reservationId },
        headers: key ? { "idempotency-key": key } : {},
      });

    it("moves a paid appointment to a new time in one step: same payment and code, old time free, new time taken; a retry replays", async () => {
      const { db } = ctx().database;
      const a = await newUser("rita");
      const booked = await paidByCard(19, a);
      const target = booked.slots.find((s) => Date.parse(s.start) > Date.parse(booked.slot.end) + 3_600_000)!;

      // Without naming the appointment it replaces, the patient already has this doctor.
      const refused = await hold(target, 19, { token: a.token, lang: "en" });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: "already_booked", appointment_id: booked.appointment.id });
      expect(refused.body.message).toMatch(/^Already booked with this doctor \(reservation code BK-/);
      const next = reservationOf(await hold(target, 19, { token: a.token, appointmentId: booked.appointment.id }));

      const key = `move-${next.id}`;
      const moved = await reschedule(booked.appointment.id, next.id, a.token, key);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const body = AppointmentRescheduledSchema.parse(moved.body);
      expect(body.message).toBe("Your appointment has been rescheduled successfully");
      expect(body.data).toMatchObject({ id: booked.appointment.id, code: booked.appointment.code, status: "paid", start: target.start, end: target.end, can_cancel: true, can_reschedule: true });
      const replay = await reschedule(booked.appointment.id, next.id, a.token, key);
      expect(replay.status).toBe(200);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(replay.body).toEqual(moved.body);

      const [appointment] = await db.select().from(bookingAppointments).where(eq(bookingAppointments.id, booked.appointment.id));
      expect(appointment).toMatchObject({ reservationId: next.id, paymentId: booked.paymentId, status: "paid" });
      const [payment] = await db.select().from(payments).where(eq(payments.publicId, booked.paymentId));
      expect(payment).toMatchObject({ status: "paid", purposeId: booked.appointment.id });
      const [oldRow] = await db.select().from(bookingReservations).where(eq(bookingReservations.id, booked.reservation.id));
      const [newRow] = await db.select().from(bookingReservations).where(eq(bookingReservations.id, next.id));
      expect(oldRow).toMatchObject({ status: "released", expiresAt: null });
      expect(newRow).toMatchObject({ status: "booked", expiresAt: null, code: booked.appointment.code });
      const after = await slotsOf(19, "days=14&kind=consultation");
      expect(after.data.some((s) => s.start === booked.slot.start)).toBe(true);
      expect(after.data.some((s) => s.start === target.start)).toBe(false);
      const upcoming = await call<{ data: unknown[] }>("/api/appointments?tab=upcoming", { token: a.token });
      expect(upcoming.body.data.map((x) => AppointmentSchema.parse(x)).map((x) => [x.id, x.start])).toEqual([[booked.appointment.id, target.start]]);
      const sms = await call<{ data: Array<{ channel: string; body: string }> }>(`/api/dev/outbox?to=${a.user.mobile}`, { token: null });
      expect(sms.body.data[0]).toMatchObject({ channel: "sms" });
      expect(sms.body.data[0]!.body).toMatch(/تم نقل موعدك|has moved from/);
      expect(sms.body.data[0]!.body).toContain(booked.appointment.code);

      // Another patient knows nothing of it; cancelling afterwards still refunds the kept payment.
      const b = await newUser("sami");
      expect((await reschedule(booked.appointment.id, next.id, b.token)).status).toBe(404);
      const cancelled = await call<{ data: { refund_status: string } }>(`/api/appointments/${booked.appointment.id}/cancel`, { method: "POST", token: a.token });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.refund_status).toBe("refunded");
    });

    it("refuses another kind, someone else's or an expired hold, a cancelled appointment and one within 4 hours", async () => {
      const { db } = ctx().database;
      const a = await newUser("omar");
      const booked = await paidByCard(20, a);
      const later = booked.slots.filter((s) => Date.parse(s.start) > Date.parse(booked.slot.end) + 3_600_000);

      const { data: exams } = await slotsOf(20, "days=14&kind=examination");
      const exam = exams.find((s) => Date.parse(s.start) > Date.parse(booked.slot.end) + 3_600_000)!;
      const otherKind = reservationOf(await hold(exam, 20, { token: a.token, appointmentId: booked.appointment.id }));
      const mismatch = await reschedule(booked.appointment.id, otherKind.id, a.token);
      expect(mismatch.status).toBe(422);
      expect(Object.keys(mismatch.body.errors!)).toEqual(["reservation_id"]);
      // The examination is longer than a consultation, and its hold takes the doctor's time: the
      // holds below are on consultations clear of it, wherever the hour puts the two kinds' slots.
      const clear = later.filter((s) => Date.parse(s.end) <= Date.parse(exam.start) || Date.parse(s.start) >= Date.parse(exam.end));

      const stranger = await newUser("nora");
      const theirs = reservationOf(await hold(clear[3]!, 20, { token: stranger.token }));
      expect((await reschedule(booked.appointment.id, theirs.id, a.token)).status).toBe(404);
      const anonymous = reservationOf(await hold(clear[6]!, 20));
      expect((await reschedule(booked.appointment.id, anonymous.id, a.token)).status).toBe(404);

      const stale = reservationOf(await hold(clear[9]!, 20, { token: a.token, appointmentId: booked.appointment.id }));
      await db.update(bookingReservations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(bookingReservations.id, stale.id));
      const expired = await reschedule(booked.appointment.id, stale.id, a.token);
      expect(expired.status).toBe(409);
      expect(expired.body.message).toBe("The hold on this time has expired, please choose a time again");
      expect((expired.body as { code?: string }).code).toBe(HOLD_EXPIRED_CODE);

      // Within the unit's 4 hours the appointment stays where it is (the old time decides).
      const fresh = reservationOf(await hold(clear[12]!, 20, { token: a.token, appointmentId: booked.appointment.id }));
      // Any free minute three hours from now: within the 4 hours, not yet started.
      const soon = await moveTo(booked.reservation.id, 20, Date.now() + 3 * 3_600_000, 1);
      expect(soon).toBeLessThan(Date.now() + 4 * 3_600_000);
      const late = await reschedule(booked.appointment.id, fresh.id, a.token);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe("An appointment can be rescheduled until 4 hours before it starts");
      const listed = await call<{ data: Array<{ id: number; can_reschedule: boolean }> }>("/api/appointments?tab=upcoming", { token: a.token });
      expect(listed.body.data.find((x) => x.id === booked.appointment.id)?.can_reschedule).toBe(false);

      await db.update(bookingAppointments).set({ cancelledAt: new Date() }).where(eq(bookingAppointments.id, booked.appointment.id));
      expect((await reschedule(booked.appointment.id, fresh.id, a.token)).status).toBe(409);
      expect((await call(`/api/appointments/${booked.appointment.id}/reschedule`, { method: "POST", body: { reservation_id: fresh.id } })).status).toBe(401);
      expect((await reschedule(booked.appointment.id, "", a.token)).status).toBe(422);
    });

    it("keeps one booked time per appointment when two moves of it race", async () => {
      const { db } = ctx().database;
      const a = await newUser("hala");
      const booked = await paidByCard(21, a, "follow_up");
      const later = booked.slots.filter((s) => Date.parse(s.start) > Date.parse(booked.slot.end) + 3_600_000);
      const one = reservationOf(await hold(later[0]!, 21, { token: a.token, appointmentId: booked.appointment.id }));
      const two = reservationOf(await hold(later[4]!, 21, { token: a.token, appointmentId: booked.appointment.id }));
      const replies = await Promise.all([
        reschedule(booked.appointment.id, one.id, a.token, `race-${one.id}`),
        reschedule(booked.appointment.id, two.id, a.token, `race-${two.id}`),
      ]);
      // Both may win one after the other (a move, then a move of the moved appointment); never both from the same time.
      const statuses = replies.map((r) => r.status);
      expect(statuses.every((st) => st === 200 || st === 409), JSON.stringify(replies.map((r) => r.body))).toBe(true);
      expect(statuses).toContain(200);
      const [appointment] = await db.select().from(bookingAppointments).where(eq(bookingAppointments.id, booked.appointment.id));
      const rows = await db.select().from(bookingReservations).where(eq(bookingReservations.doctorId, 21));
      const mine = rows.filter((r) => [booked.reservation.id, one.id, two.id].includes(r.id));
      expect(mine.filter((r) => r.status === "booked").map((r) => r.id)).toEqual([appointment!.reservationId]);
      expect(mine.find((r) => r.id === appointment!.reservationId)!.code).toBe(booked.appointment.code);
      expect(mine.find((r) => r.id === booked.reservation.id)!.status).toBe("released");
      // A hold that lost stays only a hold: it runs out by itself and never became an appointment.
      for (const r of mine.filter((x) => x.id !== appointment!.reservationId && x.id !== booked.reservation.id)) {
        expect(["held", "released"]).toContain(r.status);
      }
      const codes = rows.map((r) => r.code);
      expect(new Set(codes).size).toBe(codes.length);
    });
  });

  describe("availability follows every hold, booking and cancel at once", () => {
    /** The second page of doctors by id: doctors no other test here books. */
    const LIST = "/api/broker/doctors?sort_key=id&limit=24&page=2";
    type Listed = { id: number; next_slots: Slot[] };
    const listed = async (doctorId: number) => {
      const reply = await call<{ data: Listed[] }>(LIST);
      expect(reply.status).toBe(200);
      return reply.body.data.find((d) => d.id === doctorId)!.next_slots;
    };
    const nextOf = async (doctorId: number) => {
      const reply = await call(`/api/broker/next_slots?doctor_ids=${doctorId}`);
      expect(reply.status).toBe(200);
      return NextSlotsSchema.parse(reply.body).data[0]!.slots;
    };
    const bare = (s: Slot) => ({ start: s.start, end: s.end, branch_id: s.branch_id, kind: s.kind });

    it("hides a time from the slots, the next slots and the doctor list as soon as it is held, and shows it again once the appointment is cancelled", async () => {
      // A doctor whose first free time is more than 5 hours ahead, so the appointment can still be cancelled.
      const page = await call<{ data: Listed[] }>(LIST);
      const doctor = page.body.data.find((d) => d.next_slots[0] && Date.parse(d.next_slots[0].start) - Date.now() > 5 * 3_600_000);
      expect(doctor, "a doctor of the page whose next time is 5 hours away").toBeDefined();
      const id = doctor!.id;
      const first = doctor!.next_slots[0]!;
      expect((await nextOf(id)).map(bare)).toEqual(doctor!.next_slots);
      expect((await slotsOf(id, "days=14")).data).toContainEqual(first);

      // Read at one fixed instant, next slots kept from before a write would show up here whatever the clock says.
      const { db } = ctx().database;
      const at = Date.now();
      const nextAt = async () => (await nextSlotsOf(db, [id], 3, at)).get(id)!.map(nextSlotToWire).map(bare);
      expect(await nextAt()).toEqual(doctor!.next_slots);

      const a = await newUser("quick");
      const r = reservationOf(await hold(first, id, { token: a.token }));
      const heldNow = async () => {
        expect((await nextAt()).filter((s) => overlaps(s, first))).toEqual([]);
        expect((await nextOf(id)).filter((s) => overlaps(s, first))).toEqual([]);
        expect((await listed(id)).filter((s) => overlaps(s, first))).toEqual([]);
        expect((await slotsOf(id, "days=14")).data.filter((s) => overlaps(s, first))).toEqual([]);
      };
      await heldNow();
      expect((await hold(first, id)).status).toBe(409);

      const booked = await book(r.id, a.user.mobile, { token: a.token });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      await heldNow();

      const appointmentId = AppointmentCreatedSchema.parse(booked.body).appointment.id;
      expect((await call(`/api/appointments/${appointmentId}/cancel`, { method: "POST", token: a.token })).status).toBe(200);
      expect((await nextAt())[0]).toEqual(first);
      expect((await nextOf(id)).map(bare)[0]).toEqual(first);
      expect((await listed(id))[0]).toEqual(first);
      expect((await slotsOf(id, "days=14")).data).toContainEqual(first);
    });

    it("reads a schedule edited elsewhere within SETUP_TTL_MS, while a hold is always checked against the schedule as it is", async () => {
      const { db } = ctx().database;
      const doctorId = 60;
      const query = { days: 14, kind: "consultation" as const };
      const now = Date.now();
      forgetBookingSetups(db);
      const before = await doctorSlots(db, "en", doctorId, query, now);
      const slot = before!.data[0]!;
      const day = slot.start.slice(0, 10);
      // A day off written behind the backend's back (no call to forgetBookingSetups).
      await db.insert(doctorDaysOff).values({ doctorId, day }).onConflictDoNothing();
      try {
        const kept = await doctorSlots(db, "en", doctorId, query, now + 1000);
        expect(kept!.data[0]).toEqual(slot);
        expect((await hold(slot, doctorId)).status).toBe(422);
        const fresh = await doctorSlots(db, "en", doctorId, query, now + SETUP_TTL_MS);
        expect(fresh!.data.length).toBeGreaterThan(0);
        expect(fresh!.data.filter((s) => s.start.slice(0, 10) === day)).toEqual([]);
      } finally {
        await db.delete(doctorDaysOff).where(and(eq(doctorDaysOff.doctorId, doctorId), eq(doctorDaysOff.day, day)));
        forgetBookingSetups(db);
      }
    });

    it("shows another process's hold in the next slots within NEXT_SLOTS_TTL_MS, and its time again once it runs out", async () => {
      const { db } = ctx().database;
      const doctorId = 61;
      const now = Date.now();
      const nextAt = async (atMs: number) => (await nextSlotsOf(db, [doctorId], 3, atMs)).get(doctorId)!;
      // Starts from nothing kept. On PostgreSQL the announcement comes back to this process a moment
      // later and would drop what is computed meanwhile: wait for it.
      const echoed = new Promise<void>((resolve) => {
        const stop = onInvalidation(db, "booking-time", () => {
          stop();
          resolve();
        });
      });
      await bookingTimeChanged(db);
      await echoed;
      const [first] = await nextAt(now);
      // Written straight to the database, as another backend process would; it runs out on its own.
      const expiresAt = now + NEXT_SLOTS_TTL_MS + 500;
      const [row] = await db
        .insert(bookingReservations)
        .values({
          id: randomUUID(),
          code: reservationCode(),
          doctorId,
          branchId: first!.branchId,
          kind: first!.kind,
          startsAt: new Date(first!.startMs),
          endsAt: new Date(first!.endMs),
          status: "held",
          expiresAt: new Date(expiresAt),
          price: 100,
          tax: 15,
          total: 115,
          currency: "SAR",
          timeZone: first!.timeZone,
        })
        .returning();
      try {
        expect((await nextAt(now + 100))[0]).toEqual(first);
        const taken = await nextAt(now + NEXT_SLOTS_TTL_MS);
        expect(taken.filter((s) => s.startMs < first!.endMs && first!.startMs < s.endMs)).toEqual([]);
        // Sooner than another TTL: what is kept never outlives a hold it counted.
        expect((await nextAt(expiresAt))[0]).toEqual(first);
      } finally {
        await db.delete(bookingReservations).where(eq(bookingReservations.id, row!.id));
      }
    });
  });
}
