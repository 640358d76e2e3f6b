import { randomUUID } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDeps } from "../../backend/src/app";
import { type Database, type Db, openPostgres } from "../../backend/src/db/client";
import { bookingReservations, doctorDaysOff, doctors, payments } from "../../backend/src/db/schema";
import { startPayment } from "../../backend/src/payments";
import { flushReplays } from "../../backend/src/payments/repository";
import { refundPayment } from "../../backend/src/payments/service";
import { announce } from "../../backend/src/platform/invalidation";
import { freshIp } from "./helpers/booking";
import { TEST_CONFIG, type TestClient, testClient } from "./helpers/client";
import { TEST_DATABASE_URL, type TestPostgres, openTestPostgres } from "./helpers/db";

/**
 * Two backend processes on one PostgreSQL, as production runs them: two apps, each with its own
 * pool, its own listener and its own in-process caches (every cache is kept per database
 * connection), answering over HTTP. What one writes, the other answers at once, within a window far
 * shorter than the time any of those caches would otherwise keep it.
 */

/** Far below every TTL the caches fall back on (next slots 1 s, doctor list 10 s, schedules 30 s). */
const AT_ONCE_MS = 300;
/** Public reads are kept this long by the response cache in these apps (RESPONSE_CACHE_MS). */
const CONFIG = { ...TEST_CONFIG, responseCacheMs: 60_000 };

type Slot = { branch_id: number; kind: string; start: string };

/** Calls `read` until `ok` holds or `withinMs` has passed; answers the last value read. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, withinMs = AT_ONCE_MS): Promise<T> {
  const until = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() >= until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!TEST_DATABASE_URL)("two backend processes on one PostgreSQL", () => {
  let first: TestPostgres;
  let second: Database;
  let one: TestClient;
  let two: TestClient;

  beforeAll(async () => {
    first = await openTestPostgres(TEST_DATABASE_URL as string, "processes");
    // Reconnects late, so that the test below can write while it is away.
    second = await openPostgres(first.url, { firstMs: 500, maxMs: 2_000 });
    await Promise.all([first.invalidations.ready, second.invalidations.ready]);
    one = testClient(first.db, CONFIG);
    two = testClient(second.db, CONFIG);
  }, 600_000);

  afterAll(async () => {
    if (first) await flushReplays(first.db);
    if (second) await flushReplays(second.db);
    await second?.close();
    await first?.close();
  });

  const nextSlotsOf = async (client: TestClient, doctorId: number) => {
    const reply = await client.call<{ data: Array<{ doctor_id: number; slots: Array<{ start: string }> }> }>(`/api/broker/next_slots?doctor_ids=${doctorId}`);
    expect(reply.status).toBe(200);
    return reply.body.data[0]!.slots.map((s) => s.start);
  };
  const listedSlotsOf = async (client: TestClient, doctorId: number) => {
    const reply = await client.call<{ data: Array<{ id: number; name: string; next_slots: Slot[] }> }>(`/api/broker/doctors?limit=24`);
    expect(reply.status).toBe(200);
    return reply.body.data.find((d) => d.id === doctorId)!.next_slots.map((s) => s.start);
  };
  const slotsOf = async (client: TestClient, doctorId: number) => {
    const reply = await client.call<{ data: Slot[] }>(`/api/broker/doctors/${doctorId}/slots?days=7`);
    expect(reply.status).toBe(200);
    return reply.body.data;
  };
  const hold = (client: TestClient, doctorId: number, slot: Slot) =>
    client.call("/api/reservations", {
      method: "POST",
      body: { doctor_id: doctorId, branch_id: slot.branch_id, kind: slot.kind, start: slot.start },
      headers: freshIp(),
    });
  const listedName = async (client: TestClient, doctorId: number) => {
    const reply = await client.call<{ data: Array<{ id: number; name: string }> }>(`/api/broker/doctors?limit=24`, { lang: "en" });
    return reply.body.data.find((d) => d.id === doctorId)?.name;
  };
  const firstListedDoctor = async () => {
    const reply = await two.call<{ data: Array<{ id: number; next_slots: Slot[] }> }>(`/api/broker/doctors?limit=24`, { lang: "en" });
    return reply.body.data.filter((d) => d.next_slots.length > 0);
  };

  it("a hold taken through one process leaves the other's next slots and doctor list at once", async () => {
    const [doctor] = await firstListedDoctor();
    const doctorId = doctor!.id;
    const slot = (await slotsOf(one, doctorId)).find((s) => s.start === doctor!.next_slots[0]!.start)!;
    // Kept by the second process right before the hold: its own TTL (1 s) would keep it well past the checks below.
    expect(await nextSlotsOf(two, doctorId)).toContain(slot.start);
    expect(await listedSlotsOf(two, doctorId)).toContain(slot.start);
    expect((await hold(one, doctorId, slot)).status).toBe(201);

    const next = await eventually(() => nextSlotsOf(two, doctorId), (starts) => !starts.includes(slot.start));
    expect(next).not.toContain(slot.start);
    const listed = await eventually(() => listedSlotsOf(two, doctorId), (starts) => !starts.includes(slot.start));
    expect(listed).not.toContain(slot.start);
  });

  it("a day off written by one process (announced in its transaction, as a CMS edit must be) leaves the other's slots at once", async () => {
    const doctorId = (await firstListedDoctor())[1]!.id;
    const day = (await slotsOf(two, doctorId))[0]!.start.slice(0, 10);
    await first.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.insert(doctorDaysOff).values({ doctorId, day }).onConflictDoNothing();
      await announce(tx, "content", "doctor_days_off");
    });
    try {
      const after = await eventually(() => slotsOf(two, doctorId), (slots) => !slots.some((s) => s.start.startsWith(day)));
      expect(after.filter((s) => s.start.startsWith(day))).toEqual([]);
    } finally {
      await first.db.delete(doctorDaysOff).where(and(eq(doctorDaysOff.doctorId, doctorId), eq(doctorDaysOff.day, day)));
      await announce(first.db, "content", "doctor_days_off");
    }
  });

  it("a rolled-back edit announces nothing, and a doctor renamed through one process is listed by the other at once", async () => {
    const doctorId = (await firstListedDoctor())[2]!.id;
    const name = (await listedName(two, doctorId))!;
    const [row] = await first.db.select({ nameEn: doctors.nameEn }).from(doctors).where(eq(doctors.id, doctorId));
    const renamed = `${row!.nameEn} Jr`;
    try {
      await first.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await announce(tx, "content", "doctors");
        throw new Error("changed my mind");
      }).catch(() => undefined);
      await first.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await tx.update(doctors).set({ nameEn: renamed }).where(eq(doctors.id, doctorId));
        await announce(tx, "content", "doctors");
      });
      const listed = await eventually(() => listedName(two, doctorId), (n) => n !== name);
      expect(listed).toContain("Jr");
    } finally {
      await first.db.update(doctors).set({ nameEn: row!.nameEn }).where(eq(doctors.id, doctorId));
      await announce(first.db, "content", "doctors");
    }
  });

  it("a menu switched off through one process's API is off in the other's cached answer at once", async () => {
    const menuOf = async (client: TestClient) => {
      const reply = await client.call<{ data: unknown }>("/api/page_configurations", { lang: "en" });
      return JSON.stringify(reply.body);
    };
    const before = await menuOf(two);
    expect((await two.call("/api/page_configurations", { lang: "en" })).headers.get("x-cache")).toBe("HIT");
    const off = await one.app.request("/__test__/page-configurations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ paths: ["/eclubs"], active: false }),
    });
    expect(off.status).toBe(200);
    try {
      const after = await eventually(() => menuOf(two), (menu) => menu !== before);
      expect(after).not.toEqual(before);
    } finally {
      await one.app.request("/__test__/page-configurations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ paths: ["/eclubs"], active: true }),
      });
    }
  });

  it("200 holds of one slot, split across both processes, give exactly one hold", async () => {
    const doctorId = (await firstListedDoctor())[3]!.id;
    const slot = (await slotsOf(one, doctorId))[0]!;
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => hold(i % 2 === 0 ? one : two, doctorId, slot)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    const live = await first.db
      .select({ id: bookingReservations.id })
      .from(bookingReservations)
      .where(and(eq(bookingReservations.doctorId, doctorId), eq(bookingReservations.startsAt, new Date(slot.start)), gt(bookingReservations.expiresAt, new Date())));
    expect(live).toHaveLength(1);
  });

  it("a payment notification delivered to one process is the status the other answers, and a refund reaches its replays", async () => {
    const deps = createDeps(first.db, { config: CONFIG });
    const unit = (await deps.businessUnits()).find((u) => u.currency === "SAR")!;
    const view = await startPayment(deps, {
      purpose: "offer_booking",
      purposeId: 1,
      businessUnitId: unit.id,
      method: "card",
      price: 350,
      customer: { name: "Sara Ahmed", mobile: "0551234567", email: `processes-${randomUUID().slice(0, 8)}@example.com` },
      lang: "en",
      returnUrl: "http://localhost:3000/en/paymentResponse/{paymentId}",
    });
    const [row] = await first.db.select().from(payments).where(eq(payments.publicId, view.paymentId));
    const statusOn = async (client: TestClient) => (await client.call<{ data: { status: string } }>(`/api/payments/${view.paymentId}`)).body.data.status;
    expect(await statusOn(two)).toBe("pending");

    const notify = (client: TestClient) =>
      client.app.request("/api/payments/callbacks/card", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          id: randomUUID(),
          type: "payment_paid",
          secret_token: CONFIG.payments.moyasarWebhookSecret,
          live: false,
          data: { id: `pay_${randomUUID()}`, status: "paid", invoice_id: row!.providerReference, amount: row!.totalMinor, currency: row!.currency },
        }),
      });
    // The payer approves on the provider's page; the provider notifies the first process.
    const approved = await one.app.request(`/sandbox/card/invoices/${row!.providerReference}/control`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "approve" }),
    });
    expect(approved.status).toBeLessThan(400);
    expect((await first.db.select().from(payments).where(eq(payments.id, row!.id)))[0]!.status).toBe("paid");
    expect(await statusOn(two)).toBe("paid");

    // The provider replays it to the other process, which now keeps the settled payment in memory.
    expect(await (await notify(two)).json()).toMatchObject({ status: "paid" });
    await refundPayment(deps, view.paymentId);
    const echoed = await eventually(
      async () => ((await (await notify(two)).json()) as { status?: string }).status,
      (status) => status === "refunded",
    );
    expect(echoed).toBe("refunded");
    expect(await statusOn(two)).toBe("refunded");
  });

  it("after its listening connection drops, a process forgets everything it kept once it listens again", async () => {
    const doctorId = (await firstListedDoctor())[4]!.id;
    const name = (await listedName(two, doctorId))!;
    const [row] = await first.db.select({ nameEn: doctors.nameEn }).from(doctors).where(eq(doctors.id, doctorId));
    try {
      // Written without an announcement: as if its message had been lost on the way.
      await first.db.update(doctors).set({ nameEn: `${row!.nameEn} Sr` }).where(eq(doctors.id, doctorId));
      expect(await listedName(two, doctorId)).toBe(name);

      const { connections, backendPid } = second.invalidations;
      expect(backendPid).toBeDefined();
      await first.db.execute(sql`select pg_terminate_backend(${backendPid!})`);
      const deadline = Date.now() + 10_000;
      while (second.invalidations.connections === connections && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(second.invalidations.connections).toBe(connections + 1);
      expect(second.invalidations.backendPid).not.toBe(backendPid);

      expect(await listedName(two, doctorId)).toContain("Sr");
    } finally {
      await first.db.update(doctors).set({ nameEn: row!.nameEn }).where(eq(doctors.id, doctorId));
      await announce(first.db, "content", "doctors");
    }
  });

  it("an idle connection the server ends costs its process nothing: the next query is answered", async () => {
    const pidOf = async (db: Db) => ((await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> }).rows[0]!.pid;
    const idle = await pidOf(second.db);
    // Ended from the other process, as a restart or an administrator would: without the pool's
    // error listener the event would be an uncaught exception here (and end a backend in production).
    await first.db.execute(sql`select pg_terminate_backend(${idle})`);
    const deadline = Date.now() + 10_000;
    const gone = async () => ((await first.db.execute(sql`select count(*)::int as n from pg_stat_activity where pid = ${idle}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n === 0;
    while (!(await gone()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 100));
    expect(await pidOf(second.db)).not.toBe(idle);
  });
});
