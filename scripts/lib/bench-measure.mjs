// One figure of `npm run bench` and `npm run bench:cluster`: a warm-up, then a wrk run, with the
// host's load average before and after it and the CPU time each group of server processes spent
// per request answered. The line it prints is the figure as it is measured, so a run on a busy
// host shows it at once.
import autocannon from "autocannon";
import { hasWrk, runWrk } from "./wrk.mjs";
import { loadAverage, treeCpuMs } from "./process-cpu.mjs";

export const WARM_UP_SECONDS = 2;

/** Ends the bench with the way to get wrk, before anything is started. */
export function requireWrk() {
  if (hasWrk()) return;
  console.error("The benches drive load with wrk, which leaves the cores to the server: apt-get install -y wrk (Debian).");
  process.exit(1);
}

const round2 = (n) => Math.round(n * 100) / 100;

/**
 * @param {{ label: string, url: string, connections: number, seconds: number, paths?: string[] | null,
 *   headers?: Record<string, string>, groups?: Record<string, () => number[]> }} options
 *   `groups`: per name, the pids whose process trees count as that part of the server (site, backend, front).
 *   `warmUpSeconds`: the load before the measured run (WARM_UP_SECONDS unless told).
 *   `answerTimes`: the site's own p50 and p99 over the requests it read from one time to another
 *   (answer-times.mjs's `answersBetween`), for a site that records them.
 */
export async function measure({ label, url, connections, seconds, paths = null, headers = {}, groups = {}, warmUpSeconds = WARM_UP_SECONDS, answerTimes = null }) {
  const loadBefore = loadAverage();
  await runWrk({ url, connections, seconds: warmUpSeconds, paths, headers });
  const cpuBefore = Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, treeCpuMs(pids())]));
  const runStart = Date.now();
  const result = await runWrk({ url, connections, seconds, paths, headers });
  const runEnd = Date.now();
  const cpuAfter = Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, treeCpuMs(pids())]));
  const loadAfter = loadAverage();
  const cpuMsPerRequest = {};
  const cpuPercent = {};
  for (const name of Object.keys(groups)) {
    const spent = cpuAfter[name] - cpuBefore[name];
    cpuMsPerRequest[name] = result.requests > 0 ? round2(spent / result.requests) : null;
    cpuPercent[name] = Math.round((spent / (result.seconds * 1000)) * 100);
  }
  const site = answerTimes ? await answerTimes(runStart, runEnd) : null;
  const figure = { label, url: url + (paths ? ` (${paths.length} paths, each request a new URL)` : ""), connections, ...result, ...(site ? { siteP50: site.p50, siteP99: site.p99 } : {}), cpuMsPerRequest, cpuPercent, loadBefore, loadAfter };
  console.log(describe(figure));
  return figure;
}

/** The figure on one line: what was asked, what came back, what it cost, and how busy the host was. */
export function describe(f) {
  const cpu = Object.entries(f.cpuMsPerRequest)
    .map(([name, ms]) => `${name} ${ms} ms (${f.cpuPercent[name]} %)`)
    .join(", ");
  const failed = f.errors + f.status4xx5xx > 0 ? `; ${f.status4xx5xx} answers ≥ 400, ${f.errors} socket errors` : "";
  const own = f.siteP99 !== undefined ? ` (the site's own answers: p50 ${f.siteP50} ms, p99 ${f.siteP99} ms)` : "";
  return `  ${f.label}: ${f.rps} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms at ${f.connections} connections${own}${cpu ? `; CPU per request: ${cpu}` : ""}${failed}; load ${f.loadBefore[0]} → ${f.loadAfter[0]}`;
}

/**
 * The same page under wrk (one thread) and under autocannon, in this process and in one worker
 * thread: which client measures more of the server on this host.
 */
export async function compareClients({ url, connections, seconds }) {
  const rows = [];
  const wrk = await measure({ label: "wrk, 1 thread", url, connections, seconds });
  rows.push({ client: "wrk -t1", rps: wrk.rps, p50: wrk.p50, p99: wrk.p99, loadBefore: wrk.loadBefore[0], loadAfter: wrk.loadAfter[0] });
  for (const [client, workers] of [["autocannon", undefined], ["autocannon, 1 worker thread", 1]]) {
    const loadBefore = loadAverage();
    await autocannon({ url, connections, duration: WARM_UP_SECONDS, workers });
    const r = await autocannon({ url, connections, duration: seconds, workers });
    const loadAfter = loadAverage();
    const row = { client, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, loadBefore: loadBefore[0], loadAfter: loadAfter[0] };
    console.log(`  ${client}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms; load ${row.loadBefore} → ${row.loadAfter}`);
    rows.push(row);
  }
  return rows;
}
