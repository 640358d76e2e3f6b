import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/client";
import { onInvalidation } from "../platform/invalidation";
import type { AppEnv, Caller } from "./context";

interface Snapshot {
  status: number;
  /** Encoded once: every reply writes these bytes as they are, instead of encoding the text again. */
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
  expires: number;
}

/** Routes whose answers depend on who asks. */
const PRIVATE = /^\/api\/(auth|dev|profile|appointments|reservations|payments|insurance|phr|records|offer_bookings)(\/|$)|^\/api\/offers\/[^/]+\/bookings/;

/**
 * Availability (a doctor's slots, next slots, and the doctor list that carries them): the same for
 * every caller, but live, so only identical requests in flight share an answer.
 */
const LIVE = /^\/api\/broker\/(doctors\/\d+\/slots|next_slots|doctors)$/;

export function isShareable(method: string, path: string, caller: Caller | undefined): boolean {
  if (method !== "GET" || PRIVATE.test(path) || LIVE.test(path)) return false;
  // The general settings are read without a token (middleware.ts) and are the same for everyone.
  return caller ? caller.kind === "client" : path === "/api/settings/Site/general";
}

/**
 * Whether concurrent identical requests may share one answer that is kept no longer than it takes
 * to compute: a follower gets availability read at most one query before it arrived, which a hold
 * then confirms or refuses (the database decides who gets a time, never this answer).
 */
export function isCoalescible(method: string, path: string, caller: Caller | undefined): boolean {
  return method === "GET" && LIVE.test(path) && caller?.kind === "client";
}

const KEPT_HEADERS = ["content-type", "cache-control"];
const MAX_ENTRIES = 1000;

/**
 * Reads are the same for every caller of a given URL, language and business unit, so:
 * - identical requests that arrive while one is being answered share its answer (coalescing:
 *   PGlite runs one query at a time, and 50 copies of the same query would queue behind it);
 * - with `ttlMs` > 0, a 200 answer is reused for that long (content changes rarely; the website's
 *   own data cache sits in front anyway).
 * Runs after authentication, so a cached answer is never served to an unauthenticated caller.
 * Only public content is shared: a call made with a user's token, and every route that reads a
 * user, a reservation, a payment or availability (PRIVATE, LIVE), is never cached nor merged
 * with another caller's request; availability alone is merged while in flight (isCoalescible).
 * Keys include the caller, so two clients never share either.
 * A `content` change announced by any process on `db` (platform/invalidation.ts) empties it.
 */
export function responseCache(ttlMs: number, db: Db): MiddlewareHandler<AppEnv> {
  const cache = new Map<string, Snapshot>();
  const inFlight = new Map<string, Promise<Snapshot>>();
  if (ttlMs > 0) onInvalidation(db, "content", () => cache.clear());

  const replay = (s: Snapshot, how: string) =>
    new Response(s.body, { status: s.status, headers: { ...s.headers, "x-cache": how } });

  return async (c, next) => {
    const caller = c.get("caller");
    const keep = isShareable(c.req.method, c.req.path, caller);
    if (!keep && !isCoalescible(c.req.method, c.req.path, caller)) return next();
    const key = `${caller?.kind === "client" ? caller.clientId : "-"}|${c.get("lang")}|${c.get("bu").id}|${c.req.url}`;

    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) {
      c.res = replay(hit, "HIT");
      return;
    }
    const pending = inFlight.get(key);
    if (pending) {
      c.res = replay(await pending, "SHARED");
      return;
    }

    let settle!: (s: Snapshot) => void;
    let fail!: (e: unknown) => void;
    const promise = new Promise<Snapshot>((resolve, reject) => {
      settle = resolve;
      fail = reject;
    });
    promise.catch(() => undefined); // followers handle it; nobody else must see it unhandled
    inFlight.set(key, promise);
    try {
      // PGlite runs queries synchronously on this thread: yield once so that requests already
      // waiting on their sockets get parsed and join this one instead of queueing behind it.
      await new Promise((resolve) => setImmediate(resolve));
      await next();
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = c.res.headers.get(name);
        if (value) headers[name] = value;
      }
      const snapshot = { status: c.res.status, body: new Uint8Array(await c.res.clone().arrayBuffer()), headers, expires: Date.now() + ttlMs };
      if (keep && ttlMs > 0 && snapshot.status === 200) {
        if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
        cache.set(key, snapshot);
      }
      c.res.headers.set("x-cache", "MISS");
      settle(snapshot);
    } catch (err) {
      fail(err);
      throw err;
    } finally {
      inFlight.delete(key);
    }
  };
}
