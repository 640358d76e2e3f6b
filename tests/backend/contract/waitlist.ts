import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createDeps } from "../../../backend/src/app";
import { type Database, openPostgres } from "../../../backend/src/db/client";
import { bookingReservations, waitlistAlerts, waitlistOffers } from "../../../backend/src/db/schema";
import { outboxMessenger } from "../../../backend/src/platform/outbox";
import { offerFreedTime, sweepWaitlist } from "../../../backend/src/waitlist/offers";
import { stopTokenOf } from "../../../backend/src/waitlist/tokens";
import { AccountExportSchema } from "@/lib/contract/accounts";
import { AppointmentCreatedSchema, type Slot } from "@/lib/contract/booking";
import { MAX_ACTIVE_ALERTS, OFFER_GONE_CODE, WAITLIST_LIMIT_CODE, WaitlistAlertSchema, WaitlistHeldSchema } from "@/lib/contract/waitlist";
import { bookingFixture } from "../helpers/booking";
import { TEST_CONFIG } from "../helpers/client";
import { TEST_DATABASE_URL } from "../helpers/db";
import type { Patient } from "../helpers/patients";
import type { GetContext } from "./context";

/**
 * The earlier-slot alert over HTTP: alerts of signed-in patients, the offers a freed time sends
 * (read from the outbox), the single-use links that hold it, and the once-per-freed-time rule with
 * two backend apps racing (two connection pools when the suite runs on PostgreSQL).
 */

type Outbox = { data: Array<{ channel: string; body: string; subject: string | null; created_at: string }> };
const OFFER_LINK = /\/waitlist\/([A-Za-z0-9_-]{43})(?=\s|$)/;
const STOP_LINK = /\/waitlist\/stop\/([A-Za-z0-9_-]{43})/;
const DAY_MS = 86_400_000;

export function waitlistContract(ctx: GetContext) {
  const { call, slotsOf, hold, reservationOf, newUser, book } = bookingFixture(ctx);

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
  const open = (who: Patient, token: string) =>
    call<{ data?: unknown; message?: string; code?: string }>(`/api/waitlist/offers/${token}/hold`, { method: "POST", token: who.token, lang: "en" });

  /** A doctor no other suite books (scanned from the top), with a free consultation time far enough ahead to cancel. */
  async function freeTime(skip: Set<number>): Promise<{ doctorId: number; slot: Slot }> {
    for (let doctorId = 60; doctorId > 20; doctorId--) {
      if (skip.has(doctorId)) continue;
      const reply = await call(`/api/broker/doctors/${doctorId}/slots?days=7&kind=consultation`);
      if (reply.status !== 200) continue;
      const { data } = await slotsOf(doctorId, "days=7&kind=consultation");
      const slot = data.find((s) => Date.parse(s.start) - Date.now() > 6 * 3_600_000);
      if (slot) {
        skip.add(doctorId);
        return { doctorId, slot };
      }
    }
    throw new Error("no doctor with a free time ahead");
  }
  const used = new Set<number>();

  /** A patient's cash appointment on `slot`. */
  async function bookedOn(who: Patient, doctorId: number, slot: Slot) {
    const r = reservationOf(await hold(slot, doctorId, { token: who.token }));
    const reply = await book(r.id, who.user.mobile, { token: who.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return { reservation: r, appointment: AppointmentCreatedSchema.parse(reply.body).appointment };
  }

  describe("earlier-slot alert", () => {
    const state: {
      doctorId?: number;
      slot?: Slot;
      waiters?: Patient[];
      tokens?: string[];
      heldId?: string;
    } = {};

    it("is for signed-in patients, names a doctor who sees that kind, and a moment still ahead", async () => {
      const { doctorId, slot } = await freeTime(used);
      Object.assign(state, { doctorId, slot });
      const anon = await call("/api/waitlist", { method: "POST", body: { doctor_id: doctorId, kind: "consultation", before: slot.end } });
      expect(anon.status).toBe(401);
      expect((await call("/api/waitlist")).status).toBe(401);
      const who = await newUser("wendy");
      const past = await alert(who, { doctor_id: doctorId, kind: "consultation", before: new Date(Date.now() - 60_000).toISOString() });
      expect(past.status).toBe(422);
      expect(past.body.errors?.before?.[0]).toMatch(/passed/);
      const wrongBranch = await alert(who, { doctor_id: doctorId, branch_id: 2_000_000, kind: "consultation", before: slot.end });
      expect(wrongBranch.status).toBe(422);
      const badKind = await alert(who, { doctor_id: doctorId, kind: "surgery", before: slot.end });
      expect(badKind.status).toBe(422);
      expect(badKind.body.errors?.kind).toBeDefined();
      const ok = await alert(who, { doctor_id: doctorId, kind: "consultation", before: slot.end }, "ar");
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
      const created = WaitlistAlertSchema.parse(ok.body.data);
      expect(created).toMatchObject({ status: "active", kind: "consultation", branch: null, doctor: { id: doctorId } });
      const list = await call<{ data: unknown[] }>("/api/waitlist", { token: who.token });
      expect(list.headers.get("cache-control")).toBe("private, no-store");
      expect(list.body.data.map((a) => WaitlistAlertSchema.parse(a).id)).toEqual([created.id]);
      // Another patient neither sees nor stops it.
      const other = await newUser("otto");
      expect((await call<{ data: unknown[] }>("/api/waitlist", { token: other.token })).body.data).toEqual([]);
      expect((await call(`/api/waitlist/${created.id}`, { method: "DELETE", token: other.token })).status).toBe(404);
      const stopped = await call<{ data: unknown }>(`/api/waitlist/${created.id}`, { method: "DELETE", token: who.token, lang: "en" });
      expect(stopped.status).toBe(200);
      expect(WaitlistAlertSchema.parse(stopped.body.data)).toMatchObject({ status: "ended", ended_reason: "stopped" });
      expect((await call<{ data: unknown[] }>("/api/waitlist", { token: who.token })).body.data).toEqual([]);
    });

    it("tells each waiting patient of a cancelled time exactly once, by SMS and e-mail", async () => {
      const doctorId = state.doctorId!;
      const slot = state.slot!;
      const booker = await newUser("bella");
      const { appointment, reservation: bookedTime } = await bookedOn(booker, doctorId, slot);
      const later = new Date(Date.parse(slot.start) + DAY_MS).toISOString();
      const [amal, badr, cara, dina] = await Promise.all(["amal", "badr", "cara", "dina"].map((n) => newUser(n)));
      for (const [who, body] of [
        [amal!, { doctor_id: doctorId, kind: "consultation", before: later }],
        [badr!, { doctor_id: doctorId, branch_id: slot.branch_id, kind: "consultation", before: later }],
        // Not for this time: another kind, and a moment before it.
        [cara!, { doctor_id: doctorId, kind: "follow_up", before: later }],
        [dina!, { doctor_id: doctorId, kind: "consultation", before: slot.start }],
      ] as const) {
        const reply = await alert(who, body, who === badr ? "ar" : "en");
        // A doctor without follow-ups refuses cara's alert: she is then simply not waiting.
        expect([201, 422], JSON.stringify(reply.body)).toContain(reply.status);
      }
      const cancelled = await call(`/api/appointments/${appointment.id}/cancel`, { method: "POST", token: booker.token });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      // Every process sweeping afterwards, and the cancellation's own call again, add nothing.
      const { db } = ctx().database;
      const deps = createDeps(db, { config: TEST_CONFIG, messenger: outboxMessenger(db, () => undefined) });
      await Promise.all([sweepWaitlist(deps), sweepWaitlist(deps), offerFreedTime(deps, bookedTime.id)]);
      const [ofAmal, ofBadr, ofCara, ofDina, ofBooker] = await Promise.all([amal!, badr!, cara!, dina!, booker].map(offersTo));
      expect(ofAmal!.sms).toHaveLength(1);
      expect(ofAmal!.email).toHaveLength(1);
      expect(ofBadr!.sms).toHaveLength(1);
      expect(ofBadr!.email).toHaveLength(1);
      expect(ofCara!.sms).toHaveLength(0);
      expect(ofDina!.sms).toHaveLength(0);
      expect(ofBooker!.sms).toHaveLength(0);
      // In the language each asked in, with the link to the site's page and one to stop the alert.
      expect(ofAmal!.email[0]!.subject).toMatch(/^An earlier time is free/);
      expect(ofAmal!.sms[0]!.body).toContain(`${TEST_CONFIG.siteOrigin}/en/waitlist/`);
      expect(ofBadr!.sms[0]!.body).toContain("موعد أبكر");
      expect(ofBadr!.sms[0]!.body).toContain(`${TEST_CONFIG.siteOrigin}/waitlist/`);
      expect(ofBadr!.sms[0]!.body).toMatch(STOP_LINK);
      // The SMS and the e-mail carry the same single-use link.
      expect(tokenOf(ofAmal!.email[0]!.body)).toBe(tokenOf(ofAmal!.sms[0]!.body));
      Object.assign(state, { waiters: [amal!, badr!], tokens: [tokenOf(ofAmal!.sms[0]!.body), tokenOf(ofBadr!.sms[0]!.body)] });
      // Only the token's hash is kept.
      const stored = await db.select({ hash: waitlistOffers.tokenHash }).from(waitlistOffers).where(eq(waitlistOffers.freedReservationId, bookedTime.id));
      expect(stored).toHaveLength(2);
      expect(stored.map((s) => s.hash)).not.toContain(state.tokens![0]);
    });

    it("holds the time for the first link opened; the second is told it is gone", async () => {
      const [amal, badr] = state.waiters!;
      const [amalToken, badrToken] = state.tokens!;
      // A link is its patient's: anyone else's opening is an unknown link.
      expect((await open(badr!, amalToken!)).status).toBe(404);
      expect((await open(badr!, "x".repeat(43))).status).toBe(404);
      expect((await open(badr!, "short")).status).toBe(422);
      const first = await open(amal!, amalToken!);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const held = WaitlistHeldSchema.parse(first.body.data);
      expect(held.reservation.start).toBe(state.slot!.start);
      expect(held.appointment_id).toBeNull();
      expect(first.headers.get("cache-control")).toBe("private, no-store");
      // Opening again shows the same hold; it is single-use, not a second hold.
      const again = await open(amal!, amalToken!);
      expect(WaitlistHeldSchema.parse(again.body.data).reservation.id).toBe(held.reservation.id);
      const second = await open(badr!, badrToken!);
      expect(second.status).toBe(410);
      expect(second.body.code).toBe(OFFER_GONE_CODE);
      expect(second.body.message).toMatch(/took this time first/);
      state.heldId = held.reservation.id;
    });

    it("offers the time again to the others when that hold runs out unconfirmed, and ends an alert once its time is booked", async () => {
      const [amal, badr] = state.waiters!;
      const { db } = ctx().database;
      // The alerts were made an hour ago, and the hold ran out a moment ago.
      await db.update(waitlistAlerts).set({ createdAt: sql`${waitlistAlerts.createdAt} - interval '1 hour'` }).where(inArray(waitlistAlerts.userId, [amal!.user.id, badr!.user.id]));
      await db.update(bookingReservations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(bookingReservations.id, state.heldId!));
      const deps = createDeps(db, { config: TEST_CONFIG, messenger: outboxMessenger(db, () => undefined) });
      await sweepWaitlist(deps);
      await sweepWaitlist(deps);
      const [ofAmal, ofBadr] = await Promise.all([offersTo(amal!), offersTo(badr!)]);
      expect(ofAmal.sms).toHaveLength(1);
      expect(ofBadr.sms).toHaveLength(2);
      // Amal's old link shows the lapsed hold as gone; Badr's new one holds the time.
      expect((await open(amal!, state.tokens![0]!)).status).toBe(410);
      const badrHeld = await open(badr!, tokenOf(ofBadr.sms[0]!.body));
      expect(badrHeld.status, JSON.stringify(badrHeld.body)).toBe(200);
      const { reservation } = WaitlistHeldSchema.parse(badrHeld.body.data);
      const booked = await book(reservation.id, badr!.user.mobile, { token: badr!.token });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const badrAlerts = await call<{ data: unknown[] }>("/api/waitlist", { token: badr!.token });
      expect(badrAlerts.body.data).toEqual([]);
      const [ended] = await db.select().from(waitlistAlerts).where(eq(waitlistAlerts.userId, badr!.user.id));
      expect(ended).toMatchObject({ status: "ended", endedReason: "booked" });
      // Amal still waits.
      expect((await call<{ data: unknown[] }>("/api/waitlist", { token: amal!.token })).body.data).toHaveLength(1);
    });

    it(`runs at most ${MAX_ACTIVE_ALERTS} alerts per patient, also when the requests come at once`, async () => {
      const who = await newUser("lina");
      const before = new Date(Date.now() + 7 * DAY_MS).toISOString();
      const body = { doctor_id: state.doctorId!, kind: "consultation", before };
      const replies = await Promise.all(Array.from({ length: MAX_ACTIVE_ALERTS + 3 }, () => alert(who, body)));
      expect(replies.filter((r) => r.status === 201)).toHaveLength(MAX_ACTIVE_ALERTS);
      const refused = replies.filter((r) => r.status === 422);
      expect(refused).toHaveLength(3);
      expect(refused[0]!.body.code).toBe(WAITLIST_LIMIT_CODE);
      expect(refused[0]!.body.message).toMatch(/already have 5 alerts/);
      const first = WaitlistAlertSchema.parse(replies.find((r) => r.status === 201)!.body.data);
      expect((await call(`/api/waitlist/${first.id}`, { method: "DELETE", token: who.token })).status).toBe(200);
      expect((await alert(who, body)).status).toBe(201);
      expect((await alert(who, body)).status).toBe(422);
    });

    it("counts each patient's reads and writes in the database (429 with Retry-After)", async () => {
      const who = await newUser("rami");
      const replies = [];
      for (let i = 0; i < 61; i++) replies.push(await call("/api/waitlist", { token: who.token, lang: "en" }));
      expect(replies.slice(0, 60).every((r) => r.status === 200)).toBe(true);
      const last = replies[60]!;
      expect(last.status).toBe(429);
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another patient is not held back.
      expect((await call("/api/waitlist", { token: (await newUser("rana")).token })).status).toBe(200);
      const writer = await newUser("wael");
      let status = 0;
      for (let i = 0; i < 21 && status !== 429; i++) status = (await call("/api/waitlist/2147483647", { method: "DELETE", token: writer.token })).status;
      expect(status).toBe(429);
    });

    it("ends by itself once its moment comes, and stops from the message's link without signing in", async () => {
      const who = await newUser("sami");
      const soon = await alert(who, { doctor_id: state.doctorId!, kind: "consultation", before: new Date(Date.now() + 1500).toISOString() });
      expect(soon.status).toBe(201);
      const id = WaitlistAlertSchema.parse(soon.body.data).id;
      expect((await call<{ data: unknown[] }>("/api/waitlist", { token: who.token })).body.data).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 1600));
      expect((await call<{ data: unknown[] }>("/api/waitlist", { token: who.token })).body.data).toEqual([]);
      const { db } = ctx().database;
      const [row] = await db.select().from(waitlistAlerts).where(eq(waitlistAlerts.id, id));
      expect(row).toMatchObject({ status: "ended", endedReason: "passed" });

      const kept = await alert(who, { doctor_id: state.doctorId!, kind: "consultation", before: new Date(Date.now() + DAY_MS).toISOString() });
      const keptId = WaitlistAlertSchema.parse(kept.body.data).id;
      expect((await call(`/api/waitlist/stop/${"A".repeat(43)}`, { method: "POST" })).status).toBe(404);
      // The link's token, as the offer messages carry it: the app token is enough.
      const stop = await call<{ data: unknown }>(`/api/waitlist/stop/${stopTokenOf(TEST_CONFIG.tokenSecret, keptId)}`, { method: "POST", lang: "en" });
      expect(stop.status).toBe(200);
      expect(WaitlistAlertSchema.parse(stop.body.data)).toMatchObject({ id: keptId, status: "ended", ended_reason: "stopped" });
      expect((await call<{ data: unknown[] }>("/api/waitlist", { token: who.token })).body.data).toEqual([]);
      // PDPL: the patient's alerts are part of their data.
      const exported = AccountExportSchema.parse((await call("/api/profile/export", { token: who.token })).body);
      expect(exported.earlier_slot_alerts.map((a) => [a.doctor_id, a.status, a.ended_reason])).toEqual([
        [state.doctorId, "ended", "passed"],
        [state.doctorId, "ended", "stopped"],
      ]);
    });

    describe("with two backend processes", () => {
      let second: Database | null = null;
      afterAll(async () => {
        await second?.close();
      });

      it("offers a freed time once per waiting patient, whichever process sees it first", async () => {
        const { database } = ctx();
        // On PostgreSQL the second app has its own pool, as a second process would.
        if (database.kind === "postgres" && TEST_DATABASE_URL) second = await openPostgres(TEST_DATABASE_URL);
        const quiet = () => undefined;
        const apps = [database.db, second?.db ?? database.db].map((db) => createDeps(db, { config: TEST_CONFIG, messenger: outboxMessenger(db, quiet) }));
        const { doctorId, slot } = await freeTime(used);
        const waiters = await Promise.all(["xena", "yara", "zaki"].map((n) => newUser(n)));
        for (const who of waiters) {
          const reply = await alert(who, { doctor_id: doctorId, kind: "consultation", before: new Date(Date.parse(slot.start) + DAY_MS).toISOString() });
          expect(reply.status, JSON.stringify(reply.body)).toBe(201);
        }
        await database.db
          .update(waitlistAlerts)
          .set({ createdAt: sql`${waitlistAlerts.createdAt} - interval '1 hour'` })
          .where(inArray(waitlistAlerts.userId, waiters.map((w) => w.user.id)));
        // A hold that ran out, and an appointment cancelled: each seen by both processes at once.
        const lapsed = reservationOf(await hold(slot, doctorId));
        await database.db.update(bookingReservations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(bookingReservations.id, lapsed.id));
        const sent = await Promise.all(apps.flatMap((deps) => [sweepWaitlist(deps), sweepWaitlist(deps), sweepWaitlist(deps)]));
        expect(sent.reduce((a, b) => a + b, 0)).toBe(waiters.length);
        const offers = await database.db
          .select({ alertId: waitlistOffers.alertId })
          .from(waitlistOffers)
          .where(and(eq(waitlistOffers.freedReservationId, lapsed.id)));
        expect(offers).toHaveLength(waiters.length);
        for (const who of waiters) {
          const { sms, email } = await offersTo(who);
          expect(sms).toHaveLength(1);
          expect(email).toHaveLength(1);
        }
        const booker = await newUser("omar");
        const { reservation: bookedTime } = await bookedOn(booker, doctorId, slot);
        // Released as a cancellation releases it; both processes are told at once.
        await database.db.update(bookingReservations).set({ status: "released", expiresAt: null }).where(eq(bookingReservations.id, bookedTime.id));
        const again = await Promise.all(apps.flatMap((deps) => [offerFreedTime(deps, bookedTime.id), offerFreedTime(deps, bookedTime.id)]));
        expect(again.reduce((a, b) => a + b, 0)).toBe(waiters.length);
        for (const who of waiters) expect((await offersTo(who)).sms).toHaveLength(2);
      });
    });
  });
}
