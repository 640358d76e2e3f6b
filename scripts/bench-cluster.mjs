// `npm run bench:cluster`: the production shape (scripts/lib/cluster.mjs) under load at 50
// connections, driven by Debian's `wrk` (`apt-get install -y wrk`), one thread, which leaves the
// other core to the server (autocannon on the same two cores measured itself: docs/performance.md).
// Every figure prints the load average before and after it, and the CPU milliseconds per request of
// the front (nginx), the site instances and the backends (their process trees, read from /proc):
//  1. a cached public page through the front (nginx's cache) against the minimal page served by
//     one `next start` alone (goal ≥ 10×);
//  2. per-request pages through the front: a search by name, the sign-in page, and a doctor search
//     at a URL no request asked for before (a query parameter of its own on each request, so
//     nginx's cache never holds it; Next keeps each filter combination's render).
// One instance already fills both cores of this host under a per-request load, so a second adds
// no throughput here: the per-request goal is the cost of a render (`npm run bench`).
// Needs nginx, redis-server and PostgreSQL (as `npm run start:cluster`). Results go to
// bench-results/cluster.json and are printed as tables. BENCH_SECONDS (default 10) per run.
// It serves the build in .next-cluster as it is when that has the minimal page (BENCH_REBUILD=1
// builds the current sources first).
// First: on another Node than the project's, runs this command again on it (scripts/lib/node-runtime.mjs).
import "./lib/node-runtime.mjs";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import { ensureEnv, root } from "./lib/env.mjs";
import { buildHasBenchPage, CLUSTER_DEFAULTS, startCluster } from "./lib/cluster.mjs";
import { measure, requireWrk } from "./lib/bench-measure.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const GOAL_FRONT_VS_MINIMAL = 10;

// As browsers ask: compressed (nginx keeps the gzip variant Next sends), and a slow answer counts
// (a per-request page under 50 connections may take seconds: it is measured, not dropped).
const HEADERS = { "accept-encoding": "gzip" };

requireWrk();

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
  const pid = (proc) => proc?.child?.pid;
  const allServers = {
    front: () => [pid(cluster.nginx)],
    sites: () => cluster.sites.map(pid),
    backends: () => cluster.backends.map(pid),
  };
  const oneSite = { site: () => [pid(siteA)], backends: allServers.backends };
  const load = (label, url, groups, paths = null) => measure({ label, url, connections: CONNECTIONS, seconds, headers: HEADERS, groups, paths });

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
  // A URL of its own for every request (wrk adds bench=<run>-<n>): never in nginx's cache.
  const combinations = [...new Set(doctors.map(combination))];

  for (const p of ["/", "/en", "/bench-minimal", byName, "/en/sign-in"]) {
    await fetch(front + p);
    await fetch(siteA.url + p);
  }

  console.log("1. cached public page through the front vs the minimal page on one next start");
  const minimalBefore = await load("minimal page, one next start", `${siteA.url}/bench-minimal`, oneSite);
  const frontEnglish = await load("/en through the front (cached)", `${front}/en`, allServers);
  const frontArabic = await load("/ through the front (cached)", `${front}/`, allServers);
  const minimalAfter = await load("minimal page, one next start", `${siteA.url}/bench-minimal`, oneSite);
  const minimalRps = Math.round((minimalBefore.rps + minimalAfter.rps) / 2);

  console.log("2. per-request pages through the front");
  const perRequest = [
    await load("search by name", front + byName, allServers),
    await load("sign-in page", `${front}/en/sign-in`, allServers),
    await load("doctor search, a URL no request asked for before", front, allServers, combinations),
  ];

  const host = { nproc: cpus().length, cpu: cpus()[0]?.model ?? "unknown", node: process.version, date: new Date().toISOString() };
  const ratio = (f) => Math.round((f.rps / minimalRps) * 10) / 10;
  const results = {
    host,
    seconds,
    connections: CONNECTIONS,
    client: "wrk -t1",
    minimal: { rps: minimalRps, before: minimalBefore, after: minimalAfter },
    front: { en: { ...frontEnglish, ratio: ratio(frontEnglish) }, ar: { ...frontArabic, ratio: ratio(frontArabic) } },
    goal: { frontVsMinimal: GOAL_FRONT_VS_MINIMAL, met: ratio(frontEnglish) >= GOAL_FRONT_VS_MINIMAL && ratio(frontArabic) >= GOAL_FRONT_VS_MINIMAL },
    perRequest,
  };
  mkdirSync(path.join(root, "bench-results"), { recursive: true });
  writeFileSync(path.join(root, "bench-results", "cluster.json"), JSON.stringify(results, null, 2));

  // "–": no request finished in the run, so there is nothing to divide by.
  const ms = (f, name) => (name in f.cpuMsPerRequest ? (f.cpuMsPerRequest[name] ?? "–") : "");
  const row = (f, extra = {}) => ({
    what: f.label,
    rps: f.rps,
    p50: f.p50,
    p99: f.p99,
    "nginx ms/req": ms(f, "front"),
    "sites ms/req": ms(f, "sites" in f.cpuMsPerRequest ? "sites" : "site"),
    "backends ms/req": ms(f, "backends"),
    "≥400/errors": `${f.status4xx5xx}/${f.errors}`,
    load: `${f.loadBefore[0]} → ${f.loadAfter[0]}`,
    ...extra,
  });
  console.log(`\nHost: ${host.nproc} × ${host.cpu}, Node ${host.node}, ${host.date}; wrk -t1, ${CONNECTIONS} connections, ${seconds} s a figure after a 2 s warm-up; load = 1-minute load average before → after`);
  console.table([
    row(minimalBefore),
    row(frontEnglish, { "vs minimal": `${ratio(frontEnglish)}×` }),
    row(frontArabic, { "vs minimal": `${ratio(frontArabic)}×` }),
    row(minimalAfter),
  ]);
  console.log(`Goal: a cached page through the front ≥ ${GOAL_FRONT_VS_MINIMAL}× the minimal page (${minimalRps} req/s, mean of the two runs): ${results.goal.met ? "met" : "not met"}`);
  console.log("Per-request pages through the front (issue 52's goal, judged on one next start by npm run bench: ≤ 10 ms of site CPU per request, ≥ 150 req/s, p99 ≤ 500 ms)");
  console.table(perRequest.map((f) => row(f)));
} finally {
  await shutdown();
}
process.exit(0);
