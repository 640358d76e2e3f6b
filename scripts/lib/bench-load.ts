import autocannon, { type Options, type Result } from "autocannon";

/**
 * autocannon with its requests sent from a worker thread: the backend under test shares this
 * process, and a client parsing tens of megabytes a second on the server's own event loop would
 * be measured as the server's latency.
 */
export function loadFromWorker(options: Options): Promise<Result> {
  return autocannon({ ...options, workers: 1 });
}

/** A 2 s warm-up (JIT, the database's buffers, the backend's caches), then the measured run: the steady state. */
export async function warmedLoad(options: Options): Promise<Result> {
  await autocannon({ ...options, duration: 2 });
  return loadFromWorker(options);
}

/** A run's figures as every bench table and report shows them (errors: failures, timeouts and non-2xx answers). */
export function loadFigures(r: Result) {
  return {
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    max_ms: r.latency.max,
    req_per_s: Math.round(r.requests.average),
    requests: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}
