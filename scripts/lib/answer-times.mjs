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
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/** How often the recorder writes its times down. */
export const FLUSH_MS = 250;

/**
 * Records every request's start (epoch ms) and duration (ms) to `file`, a line each, written every
 * `flushMs` and when the process exits; `capacity` requests are kept between writes before the
 * buffer grows. Returns the function that stops recording (and writes).
 * Per request it keeps two numbers and formats nothing until the flush: the minimal page measured
 * within ± 0.07 ms of CPU a request with it and without, where formatting each line as it came cost
 * 0.03–0.11 ms (docs/performance.md, 2026-12-03 17:45). The read times are kept beside the requests,
 * not on them, so Node's objects keep their shape.
 */
export function recordAnswerTimes(file, { flushMs = FLUSH_MS, capacity = 2048 } = {}) {
  const readAt = new WeakMap();
  // Two numbers a request, for `capacity` requests between writes before it grows.
  let times = new Float64Array(2 * capacity);
  let count = 0;
  const onStart = ({ request }) => {
    readAt.set(request, performance.now());
  };
  const onFinish = ({ request }) => {
    const start = readAt.get(request);
    if (start === undefined) return;
    if (count + 2 > times.length) {
      const larger = new Float64Array(times.length * 2);
      larger.set(times);
      times = larger;
    }
    times[count++] = start;
    times[count++] = performance.now() - start;
  };
  const flush = () => {
    if (count === 0) return;
    let lines = "";
    // Epoch milliseconds, to compare with the bench's `Date.now()`.
    for (let i = 0; i < count; i += 2) lines += `${(performance.timeOrigin + times[i]).toFixed(1)} ${times[i + 1].toFixed(1)}\n`;
    count = 0;
    appendFileSync(file, lines);
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

/**
 * The site's own p50 and p99 over the requests it read from `fromMs` to `toMs` (a run just ended),
 * once the recorder has written the last of them; the file is emptied afterwards, so each figure
 * reads only what came since the one before, not the whole bench's requests again.
 */
export async function answersBetween(file, fromMs, toMs) {
  await sleep(FLUSH_MS + 150);
  const times = readAnswerTimes(file);
  writeFileSync(file, "");
  return answerPercentiles(times, fromMs, toMs);
}

if (process.env.BENCH_ANSWER_TIMES) recordAnswerTimes(process.env.BENCH_ANSWER_TIMES);
