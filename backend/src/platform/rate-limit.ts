import type { Context } from "hono";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/client";
import { rateLimitHits } from "../db/schema";
import type { AppEnv } from "../http/context";
import { type ServerMessageKey, serverMessage } from "../http/messages";

/**
 * Rate limits counted in the database, so every backend instance sees the same counts. A limit
 * names what it counts: an IP, an account, a phone or a client id.
 *
 * Counts are kept per clock-aligned window, but a verdict weighs the previous window by how much
 * of it still overlaps the last `windowSeconds` (a sliding-window counter). Fixed windows alone
 * let a caller spend `max` just before a boundary and `max` again just after it: twice the limit
 * in a moment, and a lock that lifts at the boundary rather than a window after the last try.
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
  /** Hits in the sliding window, the previous window's share rounded up. */
  hits: number;
}

interface Counts {
  /** Hits in the clock window holding `now`. */
  current: number;
  /** Hits in the window before it. */
  previous: number;
  /** How far `now` is into its window, 0 ≤ elapsed < 1. */
  elapsed: number;
}

function windowStarts(now: number, windowSeconds: number): { current: Date; previous: Date; elapsed: number } {
  const size = windowSeconds * 1000;
  const start = Math.floor(now / size) * size;
  return { current: new Date(start), previous: new Date(start - size), elapsed: (now - start) / size };
}

const weighted = ({ current, previous, elapsed }: Counts) => current + previous * (1 - elapsed);

/**
 * Seconds until a hit on top of `counts` would fit within `max`: later in this window as the
 * previous window's weight fades, or in the next one as this window's weight fades in its turn.
 */
export function secondsUntilAllowed(counts: Counts, limit: Limit): number {
  const { current, previous, elapsed } = counts;
  const room = limit.max - 1;
  let fraction: number;
  if (weighted(counts) <= room) fraction = elapsed;
  else if (current <= room) fraction = 1 - (room - current) / previous;
  else fraction = 1 + (1 - room / current);
  return Math.max(1, Math.ceil((fraction - elapsed) * limit.windowSeconds));
}

function verdict(counts: Counts, limit: Limit, allowed: boolean): LimitVerdict {
  return {
    allowed,
    retryAfter: allowed ? 0 : secondsUntilAllowed(counts, limit),
    hits: counts.current + Math.ceil(counts.previous * (1 - counts.elapsed)),
  };
}

/**
 * Counts one hit for `subject` under `limit` and says whether it is still within the limit.
 * The upsert is atomic in PostgreSQL and PGlite alike: concurrent hits never lose a count.
 * Refused hits count too, so a caller who keeps trying keeps itself waiting.
 */
export async function hit(db: Db, limit: Limit, subject: string, now = Date.now()): Promise<LimitVerdict> {
  const { current, previous, elapsed } = windowStarts(now, limit.windowSeconds);
  const bucket = `${limit.name}:${subject}`;
  const [row] = await queryRows<{ hits: number; previous: number | null }>(
    db,
    sql`with counted as (
          insert into ${rateLimitHits} (bucket, window_start, hits) values (${bucket}, ${current.toISOString()}, 1)
          on conflict (bucket, window_start) do update set hits = ${rateLimitHits}.hits + 1
          returning hits
        )
        select (select hits from counted) as hits,
               (select hits from ${rateLimitHits} where bucket = ${bucket} and window_start = ${previous.toISOString()}) as previous`,
  );
  const counts = { current: Number(row?.hits ?? 1), previous: Number(row?.previous ?? 0), elapsed };
  return verdict(counts, limit, weighted(counts) <= limit.max);
}

/** Whether one more hit on `subject` would be allowed, without counting one. */
export async function peek(db: Db, limit: Limit, subject: string, now = Date.now()): Promise<LimitVerdict> {
  const { current, previous, elapsed } = windowStarts(now, limit.windowSeconds);
  const rows = await queryRows<{ window_start: string | Date; hits: number }>(
    db,
    sql`select window_start, hits from ${rateLimitHits}
        where bucket = ${`${limit.name}:${subject}`} and window_start in (${current.toISOString()}, ${previous.toISOString()})`,
  );
  const hitsAt = (start: Date) => Number(rows.find((r) => new Date(r.window_start).getTime() === start.getTime())?.hits ?? 0);
  const counts = { current: hitsAt(current), previous: hitsAt(previous), elapsed };
  return verdict(counts, limit, weighted(counts) + 1 <= limit.max);
}

/** Forgets the counts of `subject` (e.g. after a successful sign-in clears the failures). */
export async function reset(db: Db, limit: Limit, subject: string): Promise<void> {
  await db.execute(sql`delete from ${rateLimitHits} where bucket = ${`${limit.name}:${subject}`}`);
}

/** Drops windows that ended more than a day ago (no limit spans more than an hour); called now and then, never on a hot path. */
export async function prune(db: Db, now = Date.now()): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - 86_400_000)));
}

/** Counts a hit against every (limit, subject) pair; the first refusal wins. Empty subjects are skipped. */
export async function hitAll(db: Db, checks: Array<[Limit, string | undefined | null]>, now = Date.now()): Promise<LimitVerdict> {
  let verdict: LimitVerdict = { allowed: true, retryAfter: 0, hits: 0 };
  for (const [limit, subject] of checks) {
    if (!subject) continue;
    const result = await hit(db, limit, subject, now);
    if (!result.allowed && (verdict.allowed || result.retryAfter > verdict.retryAfter)) verdict = result;
  }
  return verdict;
}

/**
 * The caller's IP: the last `X-Forwarded-For` entry (the one our own website or edge appended;
 * earlier entries are whatever the client claimed), else the socket's.
 */
export function clientIp(c: Context<AppEnv>): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",").pop()?.trim();
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
  values: Record<string, string | number> = { seconds: verdict.retryAfter },
) {
  c.header("Retry-After", String(verdict.retryAfter));
  c.header("Cache-Control", "no-store");
  const lang = c.get("lang") ?? "ar";
  return c.json({ message: serverMessage(lang, message, values), retry_after: verdict.retryAfter }, 429);
}
