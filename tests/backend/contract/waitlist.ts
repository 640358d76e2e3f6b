import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createDeps } from "../../../backend/src/app";
import { type Database, openPostgres } from "../../../backend/src/db/client";
import { bookingReservations, waitlistAlerts, waitlistOffers } from "../../../backend/src/db/schema";
import { outboxMessenger } from "../../../backend/src/platform/outbox";
import { offerFreedTime, sweepWaitlist } from "../../../backend/src/waitlist/offers";
import { stopTokenOf } from "../../../backend/src/waitlist/tokens";
import { AccountExportSchema } from "@/lib/contract/accounts";
import type { Slot } from "@/lib/contract/booking";
import { MAX_ACTIVE_ALERTS, OFFER_GONE_CODE, WAITLIST_LIMIT_CODE, WaitlistAlertSchema, WaitlistHeldSchema } from "@/lib/contract/waitlist";
import { TEST_CONFIG } from "../helpers/client";
import type { Patient } from "../helpers/patients";
import { DAY_MS, waitlistFixture } from "../helpers/waitlist";
import type { GetContext } from "./context";

/**
 * The earlier-slot alert over HTTP: alerts of signed-in patients, the offers a freed time sends
 * (read from the outbox), the single-use links that hold it, and the once-per-freed-time rule with
 * two backend apps racing (two connection pools when the suite runs on PostgreSQL).
 */

const STOP_LINK = /\/waitlist\/stop\/([A-Za-z0-9_-]{43})/;

export function waitlistContract(ctx: GetContext) {
  const { call, slotsOf, hold, reservationOf, newUser, book, offersTo, tokenOf, alert, freeTimes, bookedOn } = waitlistFixture(ctx);

  const open = (who: Patient, token: string) =>
    call<{ data?: unknown; message?: string; code?: string }>(`/api/waitlist/offers/${token}/hold`, { method: "POST", token: who.token, lang: "en" });

  /** A doctor no other suite books (scanned down from 60), with a free consultation time far enough ahead to cancel. */
  const DOCTORS = Array.from({ length: 40 }, (_, i) => 60 - i);
  async function freeTime(skip: Set<number>): Promise<{ doctorId: number; slot: Slot }> {
    const { doctorId, slots } = await freeTimes(skip, DOCTORS);
    return { doctorId, slot: slots[0]! };
  }
  const used = new Set<number>();

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
      await Promise.all([sweepWaitlist(deps), sweepWaitlist(deps), offerFreedTime(deps, { id: bookedTime.id, status: "booked" })]);
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

    it("offers nothing when a hold runs out, and ends an alert once its time is booked", async () => {
      const [amal, badr] = state.waiters!;
      const { db } = ctx().database;
      // Another patient's hold on a free time the alerts wait for runs out; every process sweeps.
      const { data } = await slotsOf(state.doctorId!, "days=7&kind=consultation");
      const free = data.find((s) => Date.parse(s.start) - Date.now() > 6 * 3_600_000 && Date.parse(s.start) < Date.parse(state.slot!.start) + DAY_MS)!;
      const lapsed = reservationOf(await hold(free, state.doctorId!, { token: (await newUser("sara")).token }));
      await db.update(bookingReservations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(bookingReservations.id, lapsed.id));
      const deps = createDeps(db, { config: TEST_CONFIG, messenger: outboxMessenger(db, () => undefined) });
      await Promise.all([sweepWaitlist(deps), sweepWaitlist(deps)]);
      expect((await offersTo(amal!)).sms).toHaveLength(1);
      expect((await offersTo(badr!)).sms).toHaveLength(1);
      // Amal confirms the time her link held: her alert has done its work; Badr still waits.
      const booked = await book(state.heldId!, amal!.user.mobile, { token: amal!.token });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect((await call<{ data: unknown[] }>("/api/waitlist", { token: amal!.token })).body.data).toEqual([]);
      const [ended] = await db.select().from(waitlistAlerts).where(eq(waitlistAlerts.userId, amal!.user.id));
      expect(ended).toMatchObject({ status: "ended", endedReason: "booked" });
      expect((await call<{ data: unknown[] }>("/api/waitlist", { token: badr!.token })).body.data).toHaveLength(1);
    });

    it(`runs at most ${MAX_ACTIVE_ALERTS} alerts per patient, also when the requests come at once`, async () => {
      const who = await newUser("lina");
      const before = new Date(Date.now() + 7 * DAY_MS).toISOString();
      // One alert per doctor and kind: each request names another doctor.
      const bodies = Array.from({ length: MAX_ACTIVE_ALERTS + 4 }, (_, i) => ({ doctor_id: i + 1, kind: "consultation", before }));
      const [body, ...others] = bodies;
      const replies = await Promise.all(others.map((b) => alert(who, b)));
      expect(replies.filter((r) => r.status === 201)).toHaveLength(MAX_ACTIVE_ALERTS);
      const refused = replies.filter((r) => r.status === 422);
      expect(refused).toHaveLength(3);
      expect(refused[0]!.body.code).toBe(WAITLIST_LIMIT_CODE);
      expect(refused[0]!.body.message).toMatch(/already have 5 alerts/);
      const first = WaitlistAlertSchema.parse(replies.find((r) => r.status === 201)!.body.data);
      expect((await call(`/api/waitlist/${first.id}`, { method: "DELETE", token: who.token })).status).toBe(200);
      expect((await alert(who, body!)).status).toBe(201);
      expect((await alert(who, { ...body!, doctor_id: 100 })).status).toBe(422);
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
        if (database.kind === "postgres" && database.url) second = await openPostgres(database.url);
        const quiet = () => undefined;
        const apps = [database.db, second?.db ?? database.db].map((db) => createDeps(db, { config: TEST_CONFIG, messenger: outboxMessenger(db, quiet) }));
        const { doctorId, slot } = await freeTime(used);
        const waiters = await Promise.all(["xena", "yara", "zaki"].map((n) => newUser(n)));
        for (const who of waiters) {
          const reply = await alert(who, { doctor_id: doctorId, kind: "consultation", before: new Date(Date.parse(slot.start) + DAY_MS).toISOString() });
          expect(reply.status, JSON.stringify(reply.body)).toBe(201);
        }
        const booker = await newUser("omar");
        const { reservation: bookedTime } = await bookedOn(booker, doctorId, slot);
        // Released as a cancellation releases it; both processes are told twice at once.
        await database.db.update(bookingReservations).set({ status: "released", expiresAt: null }).where(eq(bookingReservations.id, bookedTime.id));
        const freed = { id: bookedTime.id, status: "booked" as const };
        const sent = await Promise.all(apps.flatMap((deps) => [offerFreedTime(deps, freed), offerFreedTime(deps, freed)]));
        expect(sent.reduce((a, b) => a + b, 0)).toBe(waiters.length);
        const offers = await database.db.select({ alertId: waitlistOffers.alertId }).from(waitlistOffers).where(eq(waitlistOffers.freedReservationId, bookedTime.id));
        expect(offers).toHaveLength(waiters.length);
        for (const who of waiters) {
          const { sms, email } = await offersTo(who);
          expect(sms).toHaveLength(1);
          expect(email).toHaveLength(1);
        }
      });
    });
  });
}
