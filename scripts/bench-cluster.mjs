// `npm run bench:cluster`: the production shape (scripts/lib/cluster.mjs) under load, at 50
// connections (autocannon), every comparison measured in the same run:
//  1. a cached public page through the front (nginx's cache) against the minimal page served by
//     one `next start` alone (goal ≥ 10×);
//  2. per-request pages (a search by name, the sign-in page, a doctor search no visitor asked for
//     before) on one site instance directly against two instances behind the front
//     (goal ≥ 1.6×, p99 ≤ 1 s with two);
// Needs nginx, redis-server and PostgreSQL (as `npm run start:cluster`). Results go to
// bench-results/cluster.json and are printed as tables. BENCH_SECONDS (default 10) per run.
// It serves the build in .next-cluster as it is when that has the minimal page (BENCH_REBUILD=1
// builds the current sources first).
// First: on another Node than the project's, runs this command again on it (scripts/lib/node-runtime.mjs).
import "./lib/node-runtime.mjs";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureEnv, root } from "./lib/env.mjs";
import { buildHasBenchPage, CLUSTER_DEFAULTS, startCluster } from "./lib/cluster.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;

// As browsers ask: compressed (nginx keeps the gzip variant Next sends), and a slow answer counts
// (a per-request page under 50 connections may take seconds: it is measured, not dropped).
const HEADERS = { "accept-encoding": "gzip" };
const TIMEOUT_S = 30;

async function load(url, { connections = CONNECTIONS, requests } = {}) {
  const options = { url, connections, requests, headers: HEADERS, timeout: TIMEOUT_S };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const r = await autocannon({ ...options, duration: seconds });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

// The build has /bench-minimal, the page the front is compared with (next.config.ts).
const env = { ...ensureEnv(), BUILD_BENCH_PAGE: "1" };
// The build in .next-cluster as it is when it has the minimal page (BENCH_REBUILD=1 builds again);
// none yet, or one made by `npm run start:cluster` (a production build, without it): one is made.
const distDir = CLUSTER_DEFAULTS.distDir;
const reusable = existsSync(path.join(root, distDir, "BUILD_ID")) && buildHasBenchPage(distDir);
const build = process.env.BENCH_REBUILD === "1" ? "force" : reusable ? "never" : "auto";
const cluster = await startCluster({ env, sites: 2, backends: 2, build, distDir, quiet: true });
const shutdown = () => cluster.stop();
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void shutdown().then(() => process.exit(130)));

try {
  const [siteA] = cluster.sites;
  const front = cluster.frontUrl;
  const token = await (
    await fetch(`${cluster.backends[0].url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: env.API_CLIENT_ID, client_secret: env.API_CLIENT_SECRET }),
    })
  ).json();
  const doctors = (await (await fetch(`${cluster.backends[0].url}/api/broker/doctors?limit=100`, { headers: { authorization: `Bearer ${token.access_token}` } })).json()).data;
  const name = doctors[0].name.split(" ").slice(-1)[0];
  const byName = `/en/doctors?name=${encodeURIComponent(name)}`;
  const combination = (d) => `/en/doctors?branch=${d.branch.id}&specialty=${d.speciality.id}&gender=${d.gender.id}`;
  // A different combination for every request: the doctor search as a crawler walks it, never cached.
  const uncachedSearches = [...new Set(doctors.map(combination))];

  for (const p of ["/", "/en", "/bench-minimal", byName, "/en/sign-in"]) {
    await fetch(front + p);
    await fetch(siteA.url + p);
  }

  console.log("1. cached public page through the front vs the minimal page on one next start");
  const minimalBefore = await load(`${siteA.url}/bench-minimal`);
  const frontHome = await load(`${front}/en`);
  const frontArabic = await load(`${front}/`);
  const minimalAfter = await load(`${siteA.url}/bench-minimal`);
  const minimalRps = Math.round((minimalBefore.rps + minimalAfter.rps) / 2);

  console.log("2. per-request pages: one instance directly vs two behind the front");
  const perRequest = [];
  for (const [label, pathOrPaths] of [
    ["search by name", byName],
    ["sign-in page", "/en/sign-in"],
    ["doctor search, a new combination each request", uncachedSearches],
  ]) {
    const requestsFor = (base) =>
      Array.isArray(pathOrPaths)
        ? pathOrPaths.map((p) => ({ path: `${p}&bench=${base === front ? "two" : "one"}-${Math.random().toString(36).slice(2)}` }))
        : undefined;
    const target = (base) => base + (Array.isArray(pathOrPaths) ? pathOrPaths[0] : pathOrPaths);
    const one = await load(target(siteA.url), { requests: requestsFor(siteA.url) });
    const two = await load(target(front), { requests: requestsFor(front) });
    perRequest.push({ page: label, one, two, ratio: Math.round((two.rps / one.rps) * 100) / 100 });
  }

  const host = { nproc: cpus().length, cpu: cpus()[0]?.model ?? "unknown", node: process.version, date: new Date().toISOString() };
  const results = { host, seconds, connections: CONNECTIONS, minimal: { rps: minimalRps, before: minimalBefore, after: minimalAfter }, front: { en: frontHome, ar: frontArabic }, perRequest };
  mkdirSync(path.join(root, "bench-results"), { recursive: true });
  writeFileSync(path.join(root, "bench-results", "cluster.json"), JSON.stringify(results, null, 2));

  console.log(`\nHost: ${host.nproc} × ${host.cpu}, ${host.node}, ${host.date}; ${CONNECTIONS} connections, ${seconds} s a run`);
  console.table([
    { what: "minimal page, one next start", ...minimalBefore, rps: minimalRps },
    { what: "/en through the front (cached)", ...frontHome, ratio: `${Math.round((frontHome.rps / minimalRps) * 10) / 10}×` },
    { what: "/ through the front (cached)", ...frontArabic, ratio: `${Math.round((frontArabic.rps / minimalRps) * 10) / 10}×` },
  ]);
  console.table(perRequest.map((r) => ({ page: r.page, "one rps": r.one.rps, "one p99": r.one.p99, "two rps": r.two.rps, "two p99": r.two.p99, ratio: `${r.ratio}×`, errors: r.one.errors + r.two.errors + r.one.non2xx + r.two.non2xx })));
} finally {
  await shutdown();
}
process.exit(0);
