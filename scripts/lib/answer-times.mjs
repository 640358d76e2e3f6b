// How long the site itself took over each request: from the moment Node read the request to the
// moment its answer was handed to the socket. Preloaded into the site by `npm run bench` only
// (`--import`, with BENCH_ANSWER_TIMES naming the file to write), never by `npm start`.
//
// wrk's latency starts when it writes a request, so it also counts the time a new connection waits
// to be accepted: a busy Node accepts one connection per turn of its event loop, and the 50
// connections a measured run opens at once were accepted over 1.3–1.6 s while the site rendered
// (docs/performance.md, 2026-12-03 16:10). The site's own times leave that wait out, so the bench
// can print both and say which part of a p99 is the server's queue and which is the ramp.
import dc from "node:diagnostics_channel";
import { appendFileSync, readFileSync } from "node:fs";

/** Milliseconds since the epoch, to the microsecond: comparable with the bench's `Date.now()`. */
const nowMs = () => performance.timeOrigin + performance.now();

/**
 * Records every request's start (epoch ms) and duration (ms) to `file`, a line each, written every
 * `flushMs` and when the process exits. Returns the function that stops recording (and writes).
 */
export function recordAnswerTimes(file, { flushMs = 250 } = {}) {
  const started = new WeakMap();
  let pending = "";
  const onStart = ({ request }) => started.set(request, nowMs());
  const onFinish = ({ request }) => {
    const start = started.get(request);
    if (start === undefined) return;
    pending += `${start.toFixed(1)} ${(nowMs() - start).toFixed(1)}\n`;
  };
  const flush = () => {
    if (pending === "") return;
    appendFileSync(file, pending);
    pending = "";
  };
  dc.subscribe("http.server.request.start", onStart);
  dc.subscribe("http.server.response.finish", onFinish);
  const timer = setInterval(flush, flushMs);
  timer.unref();
  process.on("exit", flush);
  return () => {
    clearInterval(timer);
    process.off("exit", flush);
    dc.unsubscribe("http.server.request.start", onStart);
    dc.unsubscribe("http.server.response.finish", onFinish);
    flush();
  };
}

/** The requests recorded in `file`, each `{ start, ms }`; none if nothing was written yet. */
export function readAnswerTimes(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [start, ms] = line.split(" ").map(Number);
      return { start, ms };
    });
}

/** The nearest-rank percentile `p` (0–100) of ascending `sorted` values. */
function percentile(sorted, p) {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * p50 and p99 (ms, one decimal) of the answers to requests read from `fromMs` to `toMs`, and how
 * many there were; null when there were none.
 */
export function answerPercentiles(times, fromMs, toMs) {
  const within = times
    .filter((t) => t.start >= fromMs && t.start <= toMs)
    .map((t) => t.ms)
    .sort((a, b) => a - b);
  if (within.length === 0) return null;
  const round = (ms) => Math.round(ms * 10) / 10;
  return { answered: within.length, p50: round(percentile(within, 50)), p99: round(percentile(within, 99)) };
}

if (process.env.BENCH_ANSWER_TIMES) recordAnswerTimes(process.env.BENCH_ANSWER_TIMES);
