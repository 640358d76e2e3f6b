// Preloaded into `next start` by scripts/lib/site-server.mjs.
//
// One process renders its requests on one thread. Given fifty at once, Node starts all fifty and
// interleaves them, task by task: each keeps its half-built page in memory until the last of them
// ends, and whichever happens to be scheduled last waits for nearly all the others (a page rendered
// per request: p50 380 ms and p99 1.1 s at 50 connections, docs/performance.md 2026-11-30). Here at
// most SITE_MAX_CONCURRENT_REQUESTS requests are in Next's hands at once; the others wait their turn
// in arrival order, so each waits for the ones before it only. A turn ends when the response is
// finished or its connection closes, or after MAX_TURN_MS whatever the request is still doing, so
// no request that hangs can stop the others. The server's 'request' listeners are wrapped as
// refused-methods.mjs does, through Node's documented `http.server.request.start` channel.
import dc from "node:diagnostics_channel";

/**
 * Enough to keep the thread busy while some requests wait on the backend, few enough that each
 * render finishes before the next ones start (measured on the 2-core host, docs/performance.md).
 */
export const DEFAULT_MAX_CONCURRENT = 8;

/** Longer than any answer the site gives (its backend calls time out before), shorter than a proxy's patience. */
export const MAX_TURN_MS = 30_000;

export function maxConcurrent(env = process.env) {
  const value = Number(env.SITE_MAX_CONCURRENT_REQUESTS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_CONCURRENT;
}

/** A first-in, first-out gate that lets `limit` holders through at once, each for `maxTurnMs` at most. */
export function createGate(limit, maxTurnMs = MAX_TURN_MS) {
  let active = 0;
  const waiting = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return {
    /**
     * Runs `start` now or when a turn frees. Returns the function that ends the turn, or, said
     * before the turn came, takes the place out of the line.
     */
    enter(start) {
      let state = "waiting";
      let timer;
      const begin = () => {
        state = "started";
        timer = setTimeout(end, maxTurnMs);
        timer.unref();
        start();
      };
      const end = () => {
        if (state === "waiting") waiting.splice(waiting.indexOf(begin), 1);
        else if (state === "started") {
          clearTimeout(timer);
          release();
        }
        state = "ended";
      };
      if (active < limit) {
        active++;
        begin();
      } else waiting.push(begin);
      return end;
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

const wrapped = new WeakSet();

/** Puts the server's own 'request' listeners behind one gate; idempotent per server. */
export function queueServer(server, gate = createGate(maxConcurrent())) {
  if (wrapped.has(server)) return;
  wrapped.add(server);
  const listeners = server.listeners("request");
  server.removeAllListeners("request");
  server.on("request", function queued(req, res) {
    const end = gate.enter(() => {
      for (const listener of listeners) listener.call(this, req, res);
    });
    // Answered, or the visitor gone (while waiting too: nobody is rendered for).
    res.once("close", end);
  });
}

export function install() {
  const gate = createGate(maxConcurrent());
  dc.subscribe("http.server.request.start", ({ server }) => {
    if (server) queueServer(server, gate);
  });
}

install();
