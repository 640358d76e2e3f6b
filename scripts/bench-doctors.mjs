#!/usr/bin/env node
/**
 * Doctor search benchmark (issue 6): the server-rendered doctors page with three filters against
 * a minimal reference page, 50 concurrent connections each, on a running `next start`.
 *
 *   BASE_URL=http://localhost:3106 MINIMAL_URL=http://localhost:3106/bench-minimal \
 *     node scripts/bench-doctors.mjs
 *
 * Env: BASE_URL (required), MINIMAL_URL (required), DOCTORS_PATH (default: English doctors page
 * with branch + specialty + gender), CONNECTIONS (50), DURATION seconds (10), WARMUP seconds (3).
 * Goal (issue 6): p99 ≤ 150 ms and ≥ 25 % of the minimal page's requests per second.
 */
import autocannon from "autocannon";

const base = process.env.BASE_URL?.replace(/\/+$/, "");
const minimal = process.env.MINIMAL_URL;
if (!base || !minimal) {
  console.error("Set BASE_URL (the running site) and MINIMAL_URL (the minimal reference page).");
  process.exit(2);
}
const doctorsPath = process.env.DOCTORS_PATH ?? "/en/doctors?branch=1&specialty=1&gender=1";
const connections = Number(process.env.CONNECTIONS ?? 50);
const duration = Number(process.env.DURATION ?? 10);
const warmup = Number(process.env.WARMUP ?? 3);

function run(url, seconds) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, headers: { accept: "text/html", "accept-language": "en" } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

async function measure(name, url) {
  const probe = await fetch(url, { redirect: "manual" });
  if (probe.status !== 200) throw new Error(`${name}: ${url} answered ${probe.status}, expected 200`);
  await run(url, warmup);
  const result = await run(url, duration);
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    name,
    url,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    failed: non2xx,
  };
}

const doctors = await measure("doctor search (3 filters)", `${base}${doctorsPath}`);
const reference = await measure("minimal page", minimal);
const ratio = doctors.rps / reference.rps;

const rows = [doctors, reference].map((r) => ({
  scenario: r.name,
  "p50 ms": r.p50,
  "p99 ms": r.p99,
  "req/s": Math.round(r.rps),
  requests: r.requests,
  "non-2xx/errors": r.failed,
}));
console.table(rows);
console.log(`doctor search / minimal page req/s ratio: ${(ratio * 100).toFixed(1)} %`);
const ok = doctors.p99 <= 150 && ratio >= 0.25 && doctors.failed === 0;
console.log(`goal (p99 ≤ 150 ms, ratio ≥ 25 %, no failures): ${ok ? "met" : "NOT met"}`);
console.log(JSON.stringify({ doctors, reference, ratio }));
process.exitCode = ok ? 0 : 1;
