import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";
import { rateLimitHits } from "../db/schema";

/**
 * Rate-limit buckets are written on every limited request and read only while their window lasts
 * (`expires_at`, set by rate-limit.ts): without this job the table would grow for as long as the
 * site runs, and every hit would read a bigger index.
 */

/** Key of the advisory lock that lets one pruning through at a time (its own number: waitlist/alerts.ts holds 2201). */
const PRUNE_LOCK = 2301;

/** How often each backend process tries; a few minutes of expired rows is all the table keeps. */
export const PRUNE_EVERY_MS = 5 * 60_000;

/**
 * Deletes the buckets no window counts any more. Every backend process calls this on its own
 * schedule: a transaction-scoped advisory lock (PostgreSQL and PGlite alike) lets one through at a
 * time, and a process that finds it taken skips its turn, since the holder is doing the same work.
 * The lock ends with the transaction, so a process that dies mid-way leaves nothing behind.
 * Answers how many rows went, or null when another process was pruning.
 */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<number | null> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [lock] = await queryRows<{ got: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${PRUNE_LOCK}) as got`);
    if (!lock?.got) return null;
    const [gone] = await queryRows<{ n: number }>(
      tx,
      sql`with gone as (delete from ${rateLimitHits} where expires_at <= ${new Date(now).toISOString()} returning 1)
          select count(*)::int as n from gone`,
    );
    return Number(gone?.n ?? 0);
  });
}

/** Prunes every `everyMs` in this process until the returned function is called (server.ts). */
export function schedulePruning(db: Db, everyMs = PRUNE_EVERY_MS): () => void {
  const timer = setInterval(() => {
    pruneRateLimits(db).catch((error: unknown) => console.error("rate limits:", (error as Error).message));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
