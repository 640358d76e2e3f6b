import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryRows } from "../../backend/src/db/client";
import { pruneRateLimits, schedulePruning } from "../../backend/src/platform/prune-rate-limits";
import { WAITLIST_LIMITS } from "../../backend/src/waitlist/rate-limits";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/*
 * Every limited request writes a rate-limit bucket. The backend's schedule deletes those no window
 * counts any more, so visitors from ever new addresses, the usual traffic of a public site, leave
 * the table about as big as one window's worth of them. Time moves by the clock the backend reads.
 */
const ctx = seededDatabasePerFile();
const MINUTE = 60_000;
/** A stop link's token that names no alert: each press is counted against its address and answered 404. */
const UNKNOWN_STOP = `/api/waitlist/stop/${"A".repeat(43)}`;

afterEach(() => {
  vi.useRealTimers();
});

async function rowsOf(prefix: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from rate_limit_hits where bucket like ${`${prefix}%`}`);
  return Number(row?.n ?? 0);
}

/** A fresh app token at the current (faked) time: the last one may have expired meanwhile. */
async function appToken(): Promise<string> {
  const res = await ctx().client.app.request("/oauth/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: "test-client", client_secret: "test-secret" }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe("rate-limit buckets", () => {
  it("are deleted on the backend's schedule once no window counts them, so the table stays bounded", async () => {
    const prefix = `${WAITLIST_LIMITS.linksPerIp.name}:`;
    const addresses = 15;
    // Each round's visitors are new; rounds lie further apart than the limit's window.
    const step = WAITLIST_LIMITS.linksPerIp.windowSeconds * 1000 + 5 * MINUTE;
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    const stop = schedulePruning(ctx().database.db, 25);
    try {
      for (let round = 0; round < 8; round++) {
        vi.setSystemTime(start + round * step);
        const token = await appToken();
        for (let a = 0; a < addresses; a++) {
          const reply = await ctx().client.call(UNKNOWN_STOP, { method: "POST", token, headers: { "x-forwarded-for": `198.18.${round}.${a}` } });
          expect(reply.status).toBe(404);
        }
        // The schedule runs on real timers: a few turns go by.
        await vi.waitFor(async () => expect(await rowsOf(prefix)).toBe(addresses), { timeout: 5_000, interval: 50 });
      }
    } finally {
      stop();
    }
    // The last round's buckets lie in their window and are kept (its limits still hold) until the
    // window has passed over them.
    const { db } = ctx().database;
    await pruneRateLimits(db);
    expect(await rowsOf(`${prefix}198.18.7.`)).toBe(addresses);
    const { windowSeconds } = WAITLIST_LIMITS.linksPerIp;
    await pruneRateLimits(db, start + 7 * step + windowSeconds * 1000 - MINUTE);
    expect(await rowsOf(`${prefix}198.18.7.`)).toBe(addresses);
    await pruneRateLimits(db, start + 7 * step + windowSeconds * 1100 + MINUTE);
    expect(await rowsOf(prefix)).toBe(0);
  });

  it("are pruned by one process at a time, every process running the job at once", async () => {
    const { db } = ctx().database;
    const now = Date.now();
    await db.execute(sql`insert into rate_limit_hits (bucket, window_start, hits, expires_at)
      select 'prune-race:' || n, ${new Date(now - 2 * MINUTE).toISOString()}, 1, ${new Date(now - MINUTE).toISOString()}
      from generate_series(1, 50) as n`);
    await db.execute(sql`insert into rate_limit_hits (bucket, window_start, hits, expires_at)
      values ('prune-race:live', ${new Date(now).toISOString()}, 1, ${new Date(now + MINUTE).toISOString()})`);
    const results = await Promise.all(Array.from({ length: 4 }, () => pruneRateLimits(db, now)));
    // A process that found the job taken skipped it (null); together they deleted each row once.
    expect(results.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBeGreaterThanOrEqual(50);
    expect(await rowsOf("prune-race:")).toBe(1);
  });
});
