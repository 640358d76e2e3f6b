import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../backend/src/app";
import { queryRows } from "../../../backend/src/db/client";
import { isCoalescible, isShareable } from "../../../backend/src/http/response-cache";
import { outboxMessenger, readOutbox } from "../../../backend/src/platform/outbox";
import { hit, hitAll, peek, reset } from "../../../backend/src/platform/rate-limit";
import { TEST_CONFIG } from "../helpers/client";
import { newPatient } from "../helpers/patients";
import type { GetContext } from "./context";

export function platformContract(ctx: GetContext) {
  describe("rate limiter in the database", () => {
    const limit = { name: `test-${randomUUID()}`, max: 3, windowSeconds: 60 };

    it("allows up to the limit, then refuses with the seconds until one more would fit", async () => {
      const db = ctx().database.db;
      const now = Date.UTC(2026, 10, 25, 10, 0, 15);
      const verdicts = [];
      for (let i = 0; i < 4; i++) verdicts.push(await hit(db, limit, "ip:203.0.113.1", { now }));
      expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
      // Four hits (the refused one counts) in the tenth of the window from 10:00:12 leave it
      // between 10:01:12 and 10:01:18: two remain at 10:01:15, leaving room for a third.
      expect(verdicts[3]!.retryAfter).toBe(60);
      expect(await peek(db, limit, "ip:203.0.113.1", { now })).toMatchObject({ allowed: false, hits: 4, retryAfter: 60 });
      expect((await peek(db, limit, "ip:203.0.113.1", { now: now + 59_000 })).allowed).toBe(false);
      expect((await peek(db, limit, "ip:203.0.113.1", { now: now + 60_000 })).allowed).toBe(true);
      // Another subject has its own count.
      expect((await hit(db, limit, "ip:203.0.113.2", { now })).allowed).toBe(true);
      await reset(db, limit, "ip:203.0.113.1");
      expect(await peek(db, limit, "ip:203.0.113.1", { now })).toMatchObject({ allowed: true, hits: 0 });
    });

    it("does not start afresh at a window boundary: a burst across it still meets the limit", async () => {
      const db = ctx().database.db;
      const subject = `account:${randomUUID()}`;
      const beforeBoundary = Date.UTC(2026, 10, 25, 22, 14, 59);
      for (let i = 0; i < 3; i++) expect((await hit(db, limit, subject, { now: beforeBoundary })).allowed).toBe(true);
      // Two seconds later the clock window is new, but the last minute still holds three hits.
      const refused = await hit(db, limit, subject, { now: beforeBoundary + 2_000 });
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfter).toBeGreaterThan(0);
      const retry = beforeBoundary + 2_000 + refused.retryAfter * 1000;
      expect((await peek(db, limit, subject, { now: retry - 1_000 })).allowed).toBe(false);
      expect((await hit(db, limit, subject, { now: retry })).allowed).toBe(true);
    });

    it("lets one more in as soon as the oldest hit leaves the window, not when the last one does", async () => {
      const db = ctx().database.db;
      const subject = `spread:${randomUUID()}`;
      const t0 = Date.UTC(2026, 10, 25, 12, 0, 0);
      for (const offset of [0, 20_000, 40_000]) expect((await hit(db, limit, subject, { now: t0 + offset })).allowed).toBe(true);
      const refused = await peek(db, limit, subject, { now: t0 + 45_000 });
      expect(refused.allowed).toBe(false);
      // The hit of 12:00:00 (its tenth runs to 12:00:06) has left the last minute by 12:01:06.
      expect(refused.retryAfter).toBe(21);
      expect((await peek(db, limit, subject, { now: t0 + 66_000 })).allowed).toBe(true);
    });

    it("takes a refused hit back when asked, so waiting lifts a lock", async () => {
      const db = ctx().database.db;
      const subject = `lock:${randomUUID()}`;
      const t0 = Date.UTC(2026, 10, 25, 13, 0, 0);
      for (let i = 0; i < 3; i++) await hit(db, limit, subject, { now: t0 });
      const first = await hit(db, limit, subject, { now: t0 + 10_000, refusedCount: false });
      const second = await hit(db, limit, subject, { now: t0 + 20_000, refusedCount: false });
      expect([first.allowed, second.allowed]).toEqual([false, false]);
      expect(second.retryAfter).toBe(first.retryAfter - 10);
      expect((await peek(db, limit, subject, { now: t0 + 20_000 })).hits).toBe(3);
    });

    it("never loses a count under concurrent hits (what two backend instances would do)", async () => {
      const db = ctx().database.db;
      const shared = { name: `burst-${randomUUID()}`, max: 10, windowSeconds: 60 };
      const now = Date.now();
      const verdicts = await Promise.all(Array.from({ length: 40 }, () => hit(db, shared, "phone:0551234567", { now })));
      expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
      expect((await peek(db, shared, "phone:0551234567", { now })).hits).toBe(40);
    });

    it("refuses when any of several subjects is over its limit, skipping empty ones", async () => {
      const db = ctx().database.db;
      const perIp = { name: `ip-${randomUUID()}`, max: 1, windowSeconds: 60 };
      const perAccount = { name: `acct-${randomUUID()}`, max: 5, windowSeconds: 60 };
      expect((await hitAll(db, [[perIp, "1.1.1.1"], [perAccount, "a@example.com"], [perAccount, undefined]])).allowed).toBe(true);
      expect((await hitAll(db, [[perIp, "1.1.1.1"], [perAccount, "a@example.com"]])).allowed).toBe(false);
    });
  });

  describe("outbox", () => {
    it("stores every message, newest first, readable by recipient at /api/dev/outbox without a token", async () => {
      const db = ctx().database.db;
      const to = `0559${String(Date.now()).slice(-6)}`;
      const logged: string[] = [];
      const messenger = outboxMessenger(db, (line) => logged.push(line));
      await messenger.send({ channel: "sms", to, body: "first" });
      await messenger.send({ channel: "sms", to, body: "second" });
      expect((await readOutbox(db, to)).map((m) => m.body)).toEqual(["second", "first"]);
      expect(logged.join("\n")).toContain(to);
      const reply = await ctx().client.call<{ data: Array<{ to: string; body: string; channel: string }> }>(
        `/api/dev/outbox?to=${to}`,
        { token: null },
      );
      expect(reply.status).toBe(200);
      expect(reply.body.data.map((m) => [m.to, m.channel, m.body])).toEqual([[to, "sms", "second"], [to, "sms", "first"]]);
      expect(reply.headers.get("cache-control")).toBe("no-store");
    });

    it("does not exist in production", async () => {
      const app = createApp(ctx().database.db, { config: { ...TEST_CONFIG, production: true, appEnv: "production" } });
      const res = await app.request("/api/dev/outbox");
      expect([401, 404]).toContain(res.status);
    });
  });

  describe("response cache", () => {
    it("shares only public content fetched with the app token", () => {
      const client = { kind: "client" as const, clientId: "web" };
      expect(isShareable("GET", "/api/faqs", client)).toBe(true);
      expect(isShareable("POST", "/api/faqs", client)).toBe(false);
      expect(isShareable("GET", "/api/faqs", { kind: "user", token: "t", user: {} as never })).toBe(false);
      for (const path of ["/api/auth/user", "/api/profile", "/api/appointments", "/api/reservations/1", "/api/payments/p_1", "/api/broker/doctors/4/slots", "/api/broker/next_slots", "/api/broker/doctors", "/api/dev/outbox"]) {
        expect(isShareable("GET", path, client), path).toBe(false);
      }
      // Availability is merged only while in flight, never kept.
      for (const path of ["/api/broker/doctors", "/api/broker/doctors/4/slots", "/api/broker/next_slots"]) {
        expect(isCoalescible("GET", path, client), path).toBe(true);
      }
      expect(isCoalescible("GET", "/api/profile", client)).toBe(false);
    });

    it("never lets two users see each other's data, even when their requests arrive together", async () => {
      // A cache that keeps answers for a minute and merges identical concurrent requests.
      const app = createApp(ctx().database.db, { config: { ...TEST_CONFIG, responseCacheMs: 60_000 } });
      const first = await newPatient(ctx().database.db, "first");
      const second = await newPatient(ctx().database.db, "second");
      const ask = async (token: string) => {
        const res = await app.request("/api/auth/user", { headers: { authorization: `Bearer ${token}` } });
        return {
          status: res.status,
          cache: res.headers.get("x-cache"),
          email: ((await res.json()) as { user: { email: string } }).user.email,
        };
      };
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(i % 2 ? second.token : first.token)));
      answers.forEach((answer, i) => {
        expect(answer.status).toBe(200);
        expect(answer.email).toBe(i % 2 ? second.user.email : first.user.email);
        expect(answer.cache).toBeNull();
      });
      // The same for a public read made with a user's token: answered fresh, never from the shared cache.
      const faqs = await app.request("/api/faqs", { headers: { authorization: `Bearer ${first.token}` } });
      expect(faqs.headers.get("x-cache")).toBeNull();
    });
  });

  describe("idempotency keys", () => {
    it("are stored per caller scope, so the table exists with its key", async () => {
      const [row] = await queryRows<{ n: number }>(
        ctx().database.db,
        sql`select count(*)::int as n from information_schema.table_constraints where table_name = 'idempotency_keys' and constraint_type = 'PRIMARY KEY'`,
      );
      expect(row?.n).toBe(1);
    });
  });
}
