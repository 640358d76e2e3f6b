import { randomInt } from "node:crypto";
import http from "node:http";
import { createServer } from "node:net";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../backend/src/db/client";
import { bookingReservations } from "../../backend/src/db/schema";
import { withBackendsOnPostgres } from "./bench-backends";

/**
 * Issue 21: many patients asking for the same slot at once. Every attempt comes from its own
 * address (holds are limited per address), all are sent together, and the answers must be one
 * 201 and 409 for the rest, never a 5xx; the database must hold exactly one live hold for it.
 */

export interface RaceRow {
  scenario: string;
  attempts: number;
  processes: number;
  holds: number;
  conflicts: number;
  server_errors: number;
  other: Record<string, number>;
  rows_in_database: number;
  p50_ms: number;
  p99_ms: number;
  wall_ms: number;
  ok: boolean;
}

export async function appToken(base: string, clientId: string, clientSecret: string): Promise<string> {
  const res = await fetch(`${base}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: clientSecret }),
  });
  if (res.status !== 200) throw new Error(`token: HTTP ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** POSTs JSON and answers the status (or the network error's code), reading the whole reply. */
function post(url: string, body: string, agent: http.Agent, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve) => {
    const req = http.request(url, { method: "POST", agent, headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on("end", () => resolve(String(res.statusCode)));
      res.on("error", (err: NodeJS.ErrnoException) => resolve(`network: ${err.code ?? err.message}`));
    });
    req.setTimeout(120_000, () => req.destroy(new Error("timeout")));
    req.on("error", (err: NodeJS.ErrnoException) => resolve(`network: ${err.code ?? err.message}`));
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Sends `attempts` holds of one free slot of `doctorId` at once, spread over `bases` (one per
 * backend process), and counts the answers and the rows the database kept.
 */
export async function raceForOneSlot(o: {
  scenario: string;
  bases: string[];
  tokens: string[];
  db: Db;
  doctorId: number;
  attempts: number;
}): Promise<RaceRow> {
  const slotsRes = await fetch(`${o.bases[0]}/api/broker/doctors/${o.doctorId}/slots?days=7&kind=consultation`, {
    headers: { authorization: `Bearer ${o.tokens[0]}` },
  });
  const slots = (await slotsRes.json()) as { data: Array<{ start: string; branch_id: number; kind: string }> };
  const slot = slots.data[Math.min(5, slots.data.length - 1)];
  if (!slot) throw new Error(`doctor ${o.doctorId} has no free slot to race for`);
  const body = JSON.stringify({ doctor_id: o.doctorId, branch_id: slot.branch_id, kind: slot.kind, start: slot.start });
  // One socket per attempt (no pooling), so all of them are really in flight together.
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  // Rate limits live in the database: a run-unique prefix keeps an earlier run's counts out of the way.
  const prefix = randomInt(1, 250);
  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: o.attempts }, async (_, i) => {
        const which = i % o.bases.length;
        const t0 = performance.now();
        const status = await post(`${o.bases[which]}/api/reservations`, body, agent, {
          authorization: `Bearer ${o.tokens[which]}`,
          lang: "en",
          "x-forwarded-for": `10.${prefix}.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        });
        latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
    );
  } finally {
    agent.destroy();
  }
  const wall = performance.now() - started;
  const [row] = await o.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingReservations)
    .where(
      and(
        eq(bookingReservations.doctorId, o.doctorId),
        eq(bookingReservations.startsAt, new Date(slot.start)),
        inArray(bookingReservations.status, ["held", "booked"]),
      ),
    );
  latencies.sort((a, b) => a - b);
  const holds = statuses.get("201") ?? 0;
  const conflicts = statuses.get("409") ?? 0;
  const serverErrors = [...statuses].filter(([s]) => s.startsWith("5")).reduce((n, [, c]) => n + c, 0);
  const other = Object.fromEntries([...statuses].filter(([s]) => s !== "201" && s !== "409"));
  const rows = Number(row?.n ?? 0);
  return {
    scenario: o.scenario,
    attempts: o.attempts,
    processes: o.bases.length,
    holds,
    conflicts,
    server_errors: serverErrors,
    other,
    rows_in_database: rows,
    p50_ms: Math.round(percentile(latencies, 50)),
    p99_ms: Math.round(percentile(latencies, 99)),
    wall_ms: Math.round(wall),
    ok: holds === 1 && conflicts === o.attempts - 1 && serverErrors === 0 && rows === 1,
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The same race against two backend processes sharing one PostgreSQL database: the guarantee is
 * the database's exclusion constraint, not anything one process holds in memory. The database is
 * migrated and re-seeded first (it is a throwaway one, like the PostgreSQL test database).
 */
export async function raceOnPostgres(url: string, o: { attempts: number; doctorId: number; clientId: string; clientSecret: string }) {
  const ports = [await freePort(), await freePort()];
  return withBackendsOnPostgres(url, { ports, clientId: o.clientId, clientSecret: o.clientSecret, appEnv: "test" }, async (bases, db) => {
    const tokens = await Promise.all(bases.map((b) => appToken(b, o.clientId, o.clientSecret)));
    return raceForOneSlot({
      scenario: `${o.attempts} holds of one slot, 2 backend processes, one PostgreSQL`,
      bases,
      tokens,
      db,
      doctorId: o.doctorId,
      attempts: o.attempts,
    });
  });
}
