import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Telling every backend process that something it keeps in memory changed.
 *
 * A write announces `{ cache, key }` with `pg_notify` on one channel, inside its transaction when
 * it has one, so a write that rolls back announces nothing. Each process listens on that channel
 * (db/client.ts: one dedicated connection on PostgreSQL, `pglite.listen` on PGlite, so the
 * single-process path runs the very same code) and hands each message to the caches of the `Db`
 * it arrived on. When the listening connection drops, messages may have been missed: once it is
 * listening again every cache forgets everything (`forgetEverything`).
 *
 * Someone editing content outside the backend (a CMS, psql) announces with the same statement:
 *   select pg_notify('cache_invalidation', '{"cache":"content"}');
 */
export const INVALIDATION_CHANNEL = "cache_invalidation";

/**
 * - `content`: doctors, their schedules, fees and days off, branches, and every public read.
 * - `booking-time`: some doctor's time was taken or freed (key: the doctor id).
 * - `payment`: a payment moved (key: `<method>:<provider reference>`).
 */
export const CACHE_NAMES = ["content", "booking-time", "payment"] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

/** `key` undefined: forget everything this cache keeps. */
export type InvalidationHandler = (key: string | undefined) => void;

const hubs = new WeakMap<Db, Map<CacheName, Set<InvalidationHandler>>>();

function hubOf(db: Db) {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new Map(CACHE_NAMES.map((name) => [name, new Set<InvalidationHandler>()]));
    hubs.set(db, hub);
  }
  return hub;
}

/** Calls `handler` whenever `cache` changes in any process sharing this database. Returns the unsubscribe. */
export function onInvalidation(db: Db, cache: CacheName, handler: InvalidationHandler): () => void {
  const handlers = hubOf(db).get(cache)!;
  handlers.add(handler);
  return () => handlers.delete(handler);
}

function dispatch(db: Db, cache: CacheName, key: string | undefined) {
  for (const handler of hubOf(db).get(cache)!) {
    try {
      handler(key);
    } catch (error) {
      console.error(`cache invalidation (${cache}):`, (error as Error).message);
    }
  }
}

/** Every cache of `db` forgets everything (the listener was away, or a message made no sense). */
export function forgetEverything(db: Db) {
  for (const cache of CACHE_NAMES) dispatch(db, cache, undefined);
}

/** One message off the channel. Anything unreadable clears everything: a spare reload is cheaper than a stale answer. */
export function deliverInvalidation(db: Db, payload: string) {
  let message: unknown;
  try {
    message = JSON.parse(payload);
  } catch {
    message = undefined;
  }
  const { cache, key } = (message ?? {}) as { cache?: unknown; key?: unknown };
  if (!CACHE_NAMES.includes(cache as CacheName) || (key !== undefined && key !== null && typeof key !== "string")) {
    forgetEverything(db);
    return;
  }
  dispatch(db, cache as CacheName, typeof key === "string" ? key : undefined);
}

/**
 * Announces a change to every process (this one included). Pass the write's transaction as `db`
 * so that it is announced only if it commits; PostgreSQL delivers it at commit.
 */
export async function announce(db: Db, cache: CacheName, key?: string): Promise<void> {
  const payload = JSON.stringify(key === undefined ? { cache } : { cache, key });
  await db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${payload})`);
}
