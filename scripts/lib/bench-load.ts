import autocannon, { type Options, type Result } from "autocannon";

/**
 * autocannon with its requests sent from a worker thread: the backend under test shares this
 * process, and a client parsing tens of megabytes a second on the server's own event loop would
 * be measured as the server's latency.
 */
export function loadFromWorker(options: Options): Promise<Result> {
  return autocannon({ ...options, workers: 1 });
}
