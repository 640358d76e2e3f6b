import type { Context } from "hono";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/client";
import { rateLimitHits } from "../db/schema";
import type { AppEnv } from "../http/context";
import { type ServerMessageKey, serverMessage } from "../http/messages";

/**
 * Rate limits counted in the database, so every backend instance sees the same counts. A limit
 * names what it counts: an IP, an account, a phone or a client id.
 *
 * A limit holds over any `windowSeconds` ending now (a sliding window), counted in tenths of the
 * window: the buckets wholly inside it count in full, the oldest by the part of it still inside.
 * Fixed clock windows would let a caller spend `max` just before a boundary and `max` again just
 * after it, and would lift a lock at the boundary rather than a window after the tries.
 */
export interface Limit {
  /** Names the rule in the bucket key, e.g. "login:account". */
  name: string;
  /** Most hits allowed in any `windowSeconds`. */
  max: number;
  windowSeconds: number;
}

export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until one more hit would be allowed (the `Retry-After` value when refused). */
  retryAfter: number;
  /** Hits in the window, the oldest bucket's share rounded up. */
  hits: number;
}

/** Buckets per window: the precision of the count and of `Retry-After` (a tenth of the window). */
const BUCKETS = 10;

/** One bucket's start (ms) and hits. */
type Bucket = { start: number; hits: number };

const bucketMs = (limit: Limit) => (limit.windowSeconds * 1000) / BUCKETS;

/** How much of the bucket starting at `start` lies in the window ending at `at`, from 0 to 1. */
function share(start: number, at: number, limit: Limit): number {
  const size = bucketMs(limit);
  const windowStart = at - limit.windowSeconds * 1000;
  return Math.min(1, Math.max(0, (start + size - windowStart) / size));
}

const weighted = (buckets: readonly Bucket[], at: number, limit: Limit) =>
  buckets.reduce((sum, bucket) => sum + bucket.hits * share(bucket.start, at, limit), 0);

/**
 * Seconds from `now` until one more hit would fit within `max`: the oldest buckets leave the
 * window one after another, each fading out over its own length.
 */
function secondsUntilAllowed(buckets: readonly Bucket[], limit: Limit, now: number): number {
  const room = limit.max - 1;
  const size = bucketMs(limit);
  const windowMs = limit.windowSeconds * 1000;
  let total = weighted(buckets, now, limit);
  let at = now;
  for (const bucket of [...buckets].sort((a, b) => a.start - b.start)) {
    if (total <= room) break;
    const left = bucket.hits * share(bucket.start, now, limit);
    const gone = bucket.start + size + windowMs;
    if (total - left <= room) {
      // Part of this bucket may stay: it fades linearly until it is gone.
      at = gone - ((room - (total - left)) / bucket.hits) * size;
      total = room;
      break;
    }
    total -= left;
    at = gone;
  }
  return Math.max(1, Math.ceil((at - now) / 1000));
}

function verdict(buckets: readonly Bucket[], limit: Limit, now: number, allowed: boolean): LimitVerdict {
  return {
    allowed,
    retryAfter: allowed ? 0 : secondsUntilAllowed(buckets, limit, now),
    hits: Math.max(0, Math.ceil(weighted(buckets, now, limit) - 1e-9)),
  };
}

/** Buckets starting after this may still lie partly in the window ending at `now`. */
const oldestStart = (limit: Limit, now: number) => new Date(now - limit.windowSeconds * 1000 - bucketMs(limit));

const toBucket = (row: { window_start: string | Date; hits: number }): Bucket => ({ start: new Date(row.window_start).getTime(), hits: Number(row.hits) });

async function bucketsOf(db: Db, limit: Limit, bucket: string, now: number): Promise<Bucket[]> {
  const rows = await queryRows<{ window_start: string | Date; hits: number }>(
    db,
    sql`select window_start, hits from ${rateLimitHits} where bucket = ${bucket} and window_start > ${oldestStart(limit, now).toISOString()}`,
  );
  return rows.map(toBucket);
}

/**
 * Counts one hit for `subject` under `limit` and says whether it is still within the limit.
 * The upsert is atomic in PostgreSQL and PGlite alike: concurrent hits never lose a count.
 * Refused hits count too, so a caller who keeps trying keeps itself waiting, unless
 * `refusedCount: false` takes a refused one back (a locked sign-in that waiting must lift).
 */
export async function hit(
  db: Db,
  limit: Limit,
  subject: string,
  { now = Date.now(), refusedCount = true }: { now?: number; refusedCount?: boolean } = {},
): Promise<LimitVerdict> {
  const size = bucketMs(limit);
  const start = new Date(Math.floor(now / size) * size);
  const bucket = `${limit.name}:${subject}`;
  // From then on the bucket lies wholly outside every window ending later: prune-rate-limits.ts deletes it.
  const expires = new Date(start.getTime() + size + limit.windowSeconds * 1000);
  // One round trip: the upsert, and the window's other buckets beside it (a statement's reads do
  // not see its own upsert, so this bucket's count comes from the upsert's answer).
  const rows = await queryRows<{ window_start: string | Date; hits: number; counted: boolean }>(
    db,
    sql`with counted as (
          insert into ${rateLimitHits} (bucket, window_start, hits, expires_at)
          values (${bucket}, ${start.toISOString()}, 1, ${expires.toISOString()})
          on conflict (bucket, window_start) do update
          set hits = ${rateLimitHits}.hits + 1, expires_at = greatest(${rateLimitHits}.expires_at, excluded.expires_at)
          returning window_start, hits
        )
        select window_start, hits, true as counted from counted
        union all
        select window_start, hits, false as counted from ${rateLimitHits}
        where bucket = ${bucket} and window_start > ${oldestStart(limit, now).toISOString()} and window_start <> ${start.toISOString()}`,
  );
  const buckets = rows.map(toBucket);
  const mine = buckets.find((_, index) => rows[index]?.counted);
  const allowed = weighted(buckets, now, limit) <= limit.max + 1e-9;
  if (allowed || refusedCount) return verdict(buckets, limit, now, allowed);
  await db.execute(
    sql`update ${rateLimitHits} set hits = hits - 1 where bucket = ${bucket} and window_start = ${start.toISOString()} and hits > 0`,
  );
  if (mine) mine.hits -= 1;
  return verdict(buckets, limit, now, false);
}

/** Whether one more hit on `subject` would be allowed, without counting one. */
export async function peek(db: Db, limit: Limit, subject: string, { now = Date.now() }: { now?: number } = {}): Promise<LimitVerdict> {
  const buckets = await bucketsOf(db, limit, `${limit.name}:${subject}`, now);
  return verdict(buckets, limit, now, weighted(buckets, now, limit) + 1 <= limit.max + 1e-9);
}

/**
 * Takes back one hit of `subject` counted at `now` (a try that turned out to be the owner's: a
 * right code refunds the guess it was counted as).
 */
export async function takeBack(db: Db, limit: Limit, subject: string, { now = Date.now() }: { now?: number } = {}): Promise<void> {
  const start = new Date(Math.floor(now / bucketMs(limit)) * bucketMs(limit));
  await db.execute(
    sql`update ${rateLimitHits} set hits = hits - 1 where bucket = ${`${limit.name}:${subject}`} and window_start = ${start.toISOString()} and hits > 0`,
  );
}

/**
 * Counts a hit against every (limit, subject) pair, all or none: when one refuses, the others'
 * hits are taken back and nothing is counted (a refused try must not spend anyone's budget).
 */
export async function hitAllOrNone(db: Db, checks: Array<[Limit, string | undefined | null]>, now = Date.now()): Promise<LimitVerdict> {
  const counted: Array<[Limit, string]> = [];
  for (const [limit, subject] of checks) {
    if (!subject) continue;
    const verdict = await hit(db, limit, subject, { now, refusedCount: false });
    if (!verdict.allowed) {
      for (const [done, doneSubject] of counted) await takeBack(db, done, doneSubject, { now });
      return verdict;
    }
    counted.push([limit, subject]);
  }
  return { allowed: true, retryAfter: 0, hits: 0 };
}

/** Forgets the counts of `subject` (e.g. after a successful sign-in clears the failures). */
export async function reset(db: Db, limit: Limit, subject: string): Promise<void> {
  await db.execute(sql`delete from ${rateLimitHits} where bucket = ${`${limit.name}:${subject}`}`);
}

/** Counts a hit against every (limit, subject) pair; the first refusal wins. Empty subjects are skipped. */
export async function hitAll(db: Db, checks: Array<[Limit, string | undefined | null]>, now = Date.now()): Promise<LimitVerdict> {
  let verdict: LimitVerdict = { allowed: true, retryAfter: 0, hits: 0 };
  for (const [limit, subject] of checks) {
    if (!subject) continue;
    const result = await hit(db, limit, subject, { now });
    if (!result.allowed && (verdict.allowed || result.retryAfter > verdict.retryAfter)) verdict = result;
  }
  return verdict;
}

/**
 * The caller's IP. The website passes its visitor's address (settled from the socket by the site,
 * never the client's own header) as the last `X-Forwarded-For` entry; only a caller that holds a
 * token, which takes the site's client credentials to get, is believed. Anyone else (a token
 * request, a provider's notification, a stray request that reached the backend directly) is
 * counted by the socket's address.
 */
export function clientIp(c: Context<AppEnv>): string {
  const forwarded = c.get("caller") ? c.req.header("x-forwarded-for")?.split(",").pop()?.trim() : undefined;
  if (forwarded) return forwarded.slice(0, 64);
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}

/**
 * 429 with `Retry-After` and a message of the message files' `server` namespace in the caller's
 * language, given `{seconds}` (the wait) unless `values` says otherwise.
 */
export function tooManyRequests(
  c: Context<AppEnv>,
  verdict: LimitVerdict,
  message: ServerMessageKey = "limits.tooMany",
  // Both units, so a message can say "in 3 minutes" rather than "in 180 seconds" where that reads better.
  values: Record<string, string | number> = { seconds: verdict.retryAfter, minutes: Math.max(1, Math.ceil(verdict.retryAfter / 60)) },
) {
  c.header("Retry-After", String(verdict.retryAfter));
  c.header("Cache-Control", "no-store");
  const lang = c.get("lang") ?? "ar";
  return c.json({ message: serverMessage(lang, message, values), retry_after: verdict.retryAfter }, 429);
}
