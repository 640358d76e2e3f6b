import type { Context } from "hono";
import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/client";
import { rateLimitHits } from "../db/schema";
import type { AppEnv } from "../http/context";
import { type ServerMessageKey, serverMessage } from "../http/messages";

/**
 * Rate limits counted in the database (fixed windows), so every backend instance sees the same
 * counts. A limit names what it counts: an IP, an account, a phone or a client id.
 */
export interface Limit {
  /** Names the rule in the bucket key, e.g. "login:account". */
  name: string;
  /** Most hits allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until the current window ends (the `Retry-After` value when refused). */
  retryAfter: number;
  hits: number;
}

function windowStart(now: number, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now / size) * size);
}

/**
 * Counts one hit for `subject` under `limit` and says whether it is still within the limit.
 * The upsert is atomic in PostgreSQL and PGlite alike: concurrent hits never lose a count.
 */
export async function hit(db: Db, limit: Limit, subject: string, now = Date.now()): Promise<LimitVerdict> {
  const start = windowStart(now, limit.windowSeconds);
  const bucket = `${limit.name}:${subject}`;
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`insert into ${rateLimitHits} (bucket, window_start, hits) values (${bucket}, ${start.toISOString()}, 1)
        on conflict (bucket, window_start) do update set hits = ${rateLimitHits}.hits + 1
        returning hits`,
  );
  const hits = Number(row?.hits ?? 1);
  const retryAfter = Math.max(1, Math.ceil((start.getTime() + limit.windowSeconds * 1000 - now) / 1000));
  return { allowed: hits <= limit.max, retryAfter, hits };
}

/** How many hits `subject` has in the current window, without counting one. */
export async function peek(db: Db, limit: Limit, subject: string, now = Date.now()): Promise<number> {
  const start = windowStart(now, limit.windowSeconds);
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`select hits from ${rateLimitHits} where bucket = ${`${limit.name}:${subject}`} and window_start = ${start.toISOString()}`,
  );
  return Number(row?.hits ?? 0);
}

/** Forgets the counts of `subject` (e.g. after a successful sign-in clears the failures). */
export async function reset(db: Db, limit: Limit, subject: string): Promise<void> {
  await db.execute(sql`delete from ${rateLimitHits} where bucket = ${`${limit.name}:${subject}`}`);
}

/** Drops windows that ended more than a day ago; called now and then, never on a hot path. */
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
