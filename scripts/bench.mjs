// `npm run bench`: measures the built site as a visitor and a crawler meet it. Load comes from
// Debian's `wrk` (`apt-get install -y wrk`), one thread, which leaves the other core to the
// server; every figure prints the load average before and after it, and the server's CPU
// milliseconds per request (the site's and the backend's process trees, read from /proc).
//  0. the load client itself: wrk against autocannon (in-process and in a worker thread) on the
//     minimal page, so the figures are the server's and not the client's;
//  1. requests/s of cached public pages against a minimal page of the same `next start`, measured
//     just before and after each page (ratio);
//  2. per-request pages at 50 connections, asked as the front asks (a page it keeps with gzip
//     accepted, one rendered per request without: nginx compresses those, its cost printed apart):
//     the sign-in page, a search by name, the doctor search
//     with three filters (rendered once per combination, then cached), and a doctor search at a URL
//     no request asked for before (the goal: ≤ 10 ms of CPU per request, ≥ 150 requests/s, p99
//     ≤ 500 ms), each with the site's own p50 and p99 beside wrk's (scripts/lib/answer-times.mjs:
//     wrk's also count its new connections' wait to be accepted), and each one's CPU against the
//     minimal page rendered per request (the floor of Next's dynamic render, no code of ours); then
//     first renders of unseen combinations;
//  3. the HTML weight of each public page in both languages: bytes, gzipped, the inline React
//     Server Components payload against the markup (goals: home ≤ 150 kB, the rest ≤ 100 kB,
//     payload ≤ markup);
//  4. gzipped first-load JavaScript of each public route (every script the HTML loads);
//  5. Lighthouse mobile (median of 3 runs, against the minimal page of the same run) of home,
//     clinics, an article and a doctor's page in both languages, the doctor search and the privacy
//     policy, with each page's largest contentful paint element and its phases; with
//     BENCH_CPU_SLOWDOWN=N (Lighthouse's default is 4) the audits run at that CPU slowdown instead,
//     for a host fast enough to hide what slow phones feel.
// Results go to bench-results/site.json and are printed as tables, the last one per page against
// issue 52's goals (CPU per request, req/s and p99; HTML weight, payload and markup; LCP and its
// element). BENCH_SECONDS (default 10) per figure, BENCH_LIGHTHOUSE=0 skips Lighthouse,
// BENCH_CLIENTS=0 skips step 0, BENCH_SKIP_BUILD=1 serves the last build in BENCH_DIST_DIR
// (default .next-bench; one built with BUILD_BENCH_PAGE=1).
// First: on another Node than the project's, runs this command again on it (scripts/lib/node-runtime.mjs).
import "./lib/node-runtime.mjs";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { ensureEnv, root } from "./lib/env.mjs";
import { answersBetween } from "./lib/answer-times.mjs";
import { compareClients, measure, requireWrk } from "./lib/bench-measure.mjs";
import { htmlWeight, weightGoal } from "./lib/html-weight.mjs";
import { lcpElement, lcpInputs } from "./lib/lighthouse-lcp.mjs";
import { skipsTheFrontsCache } from "./lib/nginx-maps.mjs";
import { run, runToEnd, stopAll, stopAllOnExit, waitForUrl } from "./lib/processes.mjs";
import { siteServerCommand } from "./lib/site-server.mjs";

const BACKEND_PORT = "4020";
const SITE_PORT = "3020";
const DIST = process.env.BENCH_DIST_DIR ?? ".next-bench";
const base = `http://localhost:${SITE_PORT}`;
const stateDir = mkdtempSync(path.join(tmpdir(), "bench-"));
const env = {
  ...ensureEnv(),
  NEXT_TELEMETRY_DISABLED: "1",
  API_BASE_URL: `http://localhost:${BACKEND_PORT}`,
  SITE_URL: base,
  NEXTAUTH_URL: base,
  NEXT_DIST_DIR: DIST,
  DATA_DIR: path.join(stateDir, "pglite"),
  // The build has /bench-minimal, the page every figure is compared with (next.config.ts).
  BUILD_BENCH_PAGE: "1",
};
/** Where the site writes how long it took over each request (scripts/lib/answer-times.mjs). */
const answerTimesFile = path.join(stateDir, "answer-times.log");
/** The site's own p50 and p99 over the requests it read during a measured run. */
const siteAnswerTimes = (fromMs, toMs) => answersBetween(answerTimesFile, fromMs, toMs);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const skipLighthouse = process.env.BENCH_LIGHTHOUSE === "0";
const cpuSlowdown = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : null;
const skipClients = process.env.BENCH_CLIENTS === "0";
requireWrk();
// Lighthouse drives Debian's Chromium: without it every run fails with no word of why, so the bench
// says what to install before anything starts.
const LIGHTHOUSE_CHROME = "/usr/bin/chromium";
if (!skipLighthouse && !existsSync(LIGHTHOUSE_CHROME)) {
  console.error(`Lighthouse runs Debian's Chromium (${LIGHTHOUSE_CHROME}): apt-get install -y chromium, or BENCH_LIGHTHOUSE=0 to leave Lighthouse out.`);
  process.exit(1);
}
stopAllOnExit();

// The pids whose process trees are the server: read when a figure starts, so a restart is followed.
const servers = { site: () => [], backend: () => [] };

/**
 * Every figure asks as the front (deploy/nginx.conf.template) asks the site for a browser's request:
 * with the browser's gzip for a page it keeps, as it fills its copy; with no Accept-Encoding for a
 * page rendered per request (sign-in, a search by name), which nginx compresses itself. The front's
 * own cost for those is measured apart (frontGzipMs).
 */
const KEPT_PAGE_HEADERS = { "accept-encoding": "gzip" };
const PER_REQUEST_PAGE_HEADERS = {};
/** The minimal page rendered for each request (app/bench-minimal/per-request); no front keeps it, so it is asked as the per-request pages are. */
const PER_REQUEST_FLOOR = "/bench-minimal/per-request";

/**
 * How long a page rendered for each request is loaded before its figure: its render runs through
 * far more code than a cached page's answer, and V8 keeps optimising it for tens of seconds. On one
 * fresh server, a search by name's CPU per request fell over four 10 s runs each after 2 s of
 * warm-up from 11.93 to 10.99, 10.46 and 9.82 ms (docs/performance.md, 2026-11-29 19:00); a server
 * in production has run for days. The cached pages' figures keep the 2 s.
 */
const PER_REQUEST_WARM_UP_SECONDS = 30;

/**
 * One figure of a page (or, with `paths`, a new URL each request among them), asked as the front
 * asks for it unless `headers` says otherwise.
 */
function load(url, connections, label = url.replace(base, ""), paths = null, warmUpSeconds = undefined, headers = skipsTheFrontsCache(url) ? PER_REQUEST_PAGE_HEADERS : KEPT_PAGE_HEADERS) {
  return measure({ label, url, connections, seconds, paths, headers, groups: servers, warmUpSeconds, answerTimes: siteAnswerTimes });
}

/**
 * A page's throughput as a share of the minimal page's, measured right before and right after it:
 * this machine's speed drifts over minutes, so a ratio against one early measurement would carry
 * that drift. The minimal page's figure is the mean of its two runs.
 */
async function againstMinimal(url, connections, warmUpSeconds) {
  const before = await load(`${base}/bench-minimal`, connections);
  const page = await load(url, connections, undefined, null, warmUpSeconds);
  const after = await load(`${base}/bench-minimal`, connections);
  const minimalRps = Math.round((before.rps + after.rps) / 2);
  return { row: { ...page, minimalRps, ratio: Math.round((page.rps / minimalRps) * 100) }, minimal: before };
}

/** Pages against the minimal page; the first pairing's own minimal run heads the table. */
async function compareWithMinimal(urls, connections, warmUpSeconds = undefined) {
  const pairs = [];
  for (const url of urls) pairs.push(await againstMinimal(url, connections, warmUpSeconds));
  const { minimal } = pairs[0];
  return [{ ...minimal, minimalRps: minimal.rps, ratio: 100 }, ...pairs.map((pair) => pair.row)];
}

/** A figure as a table row. */
const row = (f) => ({
  page: f.label,
  rps: f.rps,
  p50: f.p50,
  p99: f.p99,
  // wrk's p99 also counts how long its new connections waited to be accepted (answer-times.mjs).
  "site's own p99": f.siteP99 ?? "–",
  // "–": no request finished in the run, so there is nothing to divide by.
  "site ms/req": f.cpuMsPerRequest.site ?? "–",
  "backend ms/req": f.cpuMsPerRequest.backend ?? "–",
  "site CPU %": f.cpuPercent.site,
  "≥400/errors": `${f.status4xx5xx}/${f.errors}`,
  load: `${f.loadBefore[0]} → ${f.loadAfter[0]}`,
  ...(f.ratio !== undefined ? { "vs minimal": `${f.ratio} %` } : {}),
  ...(f.floorTimes !== undefined ? { "CPU vs per-request floor": `${f.floorTimes}×` } : {}),
});

/** Each figure with its site CPU a request as a multiple of the per-request floor's. */
function againstFloor(figures, floor) {
  const floorMs = floor.cpuMsPerRequest.site;
  return figures.map((f) => {
    const ms = f.cpuMsPerRequest.site;
    return ms === null || !floorMs ? f : { ...f, floorTimes: Math.round((ms / floorMs) * 10) / 10 };
  });
}

async function firstPath(apiPath, pick) {
  const res = await fetch(`${env.API_BASE_URL}${apiPath}`, { headers: await apiHeaders() });
  const body = await res.json();
  return pick(body);
}

let token;
async function apiHeaders() {
  if (!token) {
    const res = await fetch(`${env.API_BASE_URL}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: env.API_CLIENT_ID, client_secret: env.API_CLIENT_SECRET }),
    });
    token = (await res.json()).access_token;
  }
  return { authorization: `Bearer ${token}`, lang: "en", "BU-ID": "1" };
}

async function firstLoadJs(pathname) {
  const html = await (await fetch(base + pathname)).text();
  // `noModule` scripts (Next's legacy polyfills) are never fetched by the browsers that run modules.
  const srcs = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((m) => !/\bnoModule\b/i.test(m[1]))
    .map((m) => /\bsrc="([^"]+)"/.exec(m[1])?.[1] ?? "")
    .filter((s) => s.startsWith("/_next/"));
  let bytes = 0;
  for (const src of new Set(srcs)) bytes += gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer()), { level: 9 }).length;
  return Math.round(bytes / 102.4) / 10;
}

/** Sequential first requests of never-seen searches: what the first patient of a combination waits. */
async function firstRenderTimes(paths) {
  const times = [];
  for (const p of paths) {
    const started = performance.now();
    const res = await fetch(base + p);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return { requests: times.length, p50: at(0.5), max: at(1) };
}

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const SETTLE_MS = 2000;

/**
 * Serves the page once and waits: a cached page older than its revalidate time (300 s, and a
 * round of audits takes longer) is regenerated in the background by the request that finds it
 * stale. In production that render runs on the server while the visitor's phone paints; here the
 * server and the audited browser share two cores, so an audit that triggered it measured the
 * server's render as the page's blocking time.
 */
async function settle(pathname, lang) {
  await fetch(base + pathname, { headers: { "accept-language": lang } }).then((res) => res.arrayBuffer());
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

/** Each page is audited as its reader's browser asks for it: Arabic pages with an Arabic Accept-Language. */
async function lighthouseOnce(pathname) {
  const lang = pathname === "/en" || pathname.startsWith("/en/") ? "en-US,en" : "ar,en;q=0.5";
  await settle(pathname, lang);
  const out = path.join(stateDir, `lh-${Math.random().toString(36).slice(2)}.json`);
  const code = await runToEnd(
    "npx",
    ["lighthouse", base + pathname, "--quiet", "--output=json", `--output-path=${out}`, "--only-categories=performance,accessibility,best-practices,seo", ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []), `--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --disable-quic --no-first-run --accept-lang=${lang}`],
    { env: { ...process.env, CHROME_PATH: LIGHTHOUSE_CHROME }, stdio: "ignore", name: "lighthouse" },
  );
  if (code !== 0) return null;
  const report = JSON.parse(readFileSync(out, "utf8"));
  const score = (k) => Math.round((report.categories[k]?.score ?? 0) * 100);
  const ms = (audit) => Math.round(report.audits[audit]?.numericValue ?? NaN);
  return {
    performance: score("performance"),
    tbtMs: ms("total-blocking-time"),
    lcpMs: ms("largest-contentful-paint"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: lcpElement(report),
    inputs: lcpInputs(report),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The median of LIGHTHOUSE_RUNS audits per page, each figure on its own. Pages are audited in
 * rounds (every page once, then again), so a slow minute of the host weighs on all pages alike.
 */
async function lighthouseMedians(pathnames) {
  const runs = new Map(pathnames.map((p) => [p, []]));
  for (let round = 0; round < LIGHTHOUSE_RUNS; round++) {
    for (const p of pathnames) {
      const result = await lighthouseOnce(p);
      if (result) runs.get(p).push(result);
    }
  }
  const rows = pathnames.map((p) => {
    const done = runs.get(p);
    if (done.length === 0) return { path: p, error: "lighthouse failed on every run" };
    const row = { path: p, runs: done.length };
    for (const key of Object.keys(done[0])) if (key !== "lcp" && key !== "inputs") row[key] = median(done.map((r) => r[key]));
    // The element and phases of the run whose LCP is the median (runs can paint different elements).
    row.lcp = done.find((r) => r.lcpMs === row.lcpMs)?.lcp ?? null;
    row.lcpElements = [...new Set(done.map((r) => r.lcp?.element?.selector ?? "none"))];
    // Every run's figures too: a median of three hides whether the other two agreed.
    row.each = { performance: done.map((r) => r.performance), tbtMs: done.map((r) => r.tbtMs), lcpMs: done.map((r) => r.lcpMs) };
    // What each run's simulated LCP was computed from (lib/lighthouse-lcp.mjs): a run whose paint
    // came a second after the stylesheets counted the whole load.
    row.inputs = done.map((r) => r.inputs);
    return row;
  });
  // Against the minimal page of the same run: hosts differ, the difference is the page's own.
  const minimal = rows[0];
  return rows.map((row) =>
    row.error || minimal.error ? row : { ...row, vsMinimal: row.performance - minimal.performance, tbtVsMinimalMs: row.tbtMs - minimal.tbtMs },
  );
}

/** The path of a page's alternate in `lang` (its `<link rel="alternate" hreflang>`), or null. */
function alternatePath(html, lang) {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="alternate"/.test(tag) || !new RegExp(`\\bhreflang="${lang}"`, "i").test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    const url = new URL(href.replaceAll("&amp;", "&"), base);
    return url.pathname + url.search;
  }
  return null;
}

/** Each page's HTML weight as a visitor's first request gets it (uncompressed, then gzipped here). */
async function htmlWeights(paths) {
  const rows = [];
  for (const p of paths) {
    const res = await fetch(base + p, { headers: { "accept-encoding": "identity" } });
    const weight = htmlWeight(await res.text());
    const goal = weightGoal(p, weight);
    rows.push({ path: decodeURIComponent(p), status: res.status, ...weight, payloadVsMarkup: Math.round((weight.payloadBytes / Math.max(1, weight.markupBytes)) * 100) / 100, limitBytes: goal.limitBytes, withinSize: goal.withinSize, payloadWithinMarkup: goal.payloadWithinMarkup });
  }
  return rows;
}

const kB = (bytes) => Math.round(bytes / 100) / 10;

/** Issue 52's goals for a per-request page at 50 connections on one `next start`. */
const PER_REQUEST_GOAL = { cpuMs: 10, rps: 150, p99Ms: 500 };
const LCP_GOAL_MS = 2000;

/**
 * One row per page with what its goals are judged on: CPU per request, requests/s and p99 (the
 * per-request pages the goal names), HTML weight with payload and markup, and LCP with its element.
 */
/**
 * What the front spends compressing a page it gzips itself, in ms per request: zlib at nginx's
 * level (gzip_comp_level 5, the library nginx links too) over the page's HTML, the mean of 200 runs.
 */
async function frontGzipMs(p) {
  const html = Buffer.from(await (await fetch(base + p, { headers: PER_REQUEST_PAGE_HEADERS })).arrayBuffer());
  const runs = 200;
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) gzipSync(html, { level: 5 });
  return Math.round(Number(process.hrtime.bigint() - start) / 1e6 / runs * 100) / 100;
}

function goalRows({ goalLoads, frontGzip, weights, lighthouse }) {
  const pages = new Map();
  const at = (p) => {
    const key = decodeURIComponent(p);
    if (!pages.has(key)) pages.set(key, { page: key });
    return pages.get(key);
  };
  for (const f of goalLoads) {
    const cpu = f.cpuMsPerRequest.site;
    const met = cpu !== null && cpu <= PER_REQUEST_GOAL.cpuMs && f.rps >= PER_REQUEST_GOAL.rps && f.p99 <= PER_REQUEST_GOAL.p99Ms;
    Object.assign(at(f.label), { "CPU ms/req": cpu ?? "–", "front gzip ms/req": frontGzip[f.label] ?? "–", "req/s": f.rps, "p99 ms": f.p99, "site's own p99 ms": f.siteP99 ?? "–", "CPU vs per-request floor": f.floorTimes ? `${f.floorTimes}×` : "–", "per request": met ? "ok" : "no" });
  }
  for (const w of weights) {
    if (w.path === "/bench-minimal") continue;
    Object.assign(at(w.path), { "HTML kB": kB(w.bytes), "payload kB": kB(w.payloadBytes), "markup kB": kB(w.markupBytes), weight: w.withinSize && w.payloadWithinMarkup ? "ok" : "no" });
  }
  for (const r of lighthouse) {
    if (r.error || r.path === "/bench-minimal") continue;
    Object.assign(at(r.path), { "LCP ms": r.lcpMs, "LCP element": r.lcp?.element ? r.lcp.element.label.slice(0, 50) : "none", LCP: r.lcpMs <= LCP_GOAL_MS ? "ok" : "no" });
  }
  return [...pages.values()];
}

try {
  // The backend and the site each one Node process of the project's (process.execPath), so their
  // process trees are the server's and nothing else.
  const backend = run(process.execPath, ["--import", "tsx", "backend/src/server.ts"], { env: { ...env, PORT: BACKEND_PORT }, name: "backend", stdio: "ignore" });
  await waitForUrl(`${env.API_BASE_URL}/health`, { child: backend });
  if (process.env.BENCH_SKIP_BUILD !== "1" && (await runToEnd("npx", ["next", "build"], { env, name: "next build" })) !== 0) throw new Error("build failed");
  // The site as `npm start` serves it, and recording its own answer times for the bench alone.
  const [command, args] = siteServerCommand(SITE_PORT);
  const recorder = ["--import", pathToFileURL(path.join(root, "scripts/lib/answer-times.mjs")).href];
  const site = run(command, [...recorder, ...args], { env: { ...env, BENCH_ANSWER_TIMES: answerTimesFile }, name: "site", stdio: "ignore" });
  await waitForUrl(`${base}/`, { child: site });
  servers.site = () => [site.pid];
  servers.backend = () => [backend.pid];

  const post = await firstPath("/api/posts?limit=1", (b) => b.data[0]);
  const article = `/en/${encodeURIComponent(post.slug_en)}`;
  const articleAr = `/${encodeURIComponent(post.slug_ar)}`;
  const doctorSample = await firstPath("/api/broker/doctors?limit=100", (b) => b.data);
  const searchOf = (d) => `/en/doctors?branch=${d.branch.id}&specialty=${d.speciality.id}&gender=${d.gender.id}`;
  const doctorQuery = searchOf(doctorSample[0]);
  const doctorName = doctorSample[0].name.split(" ").slice(-1)[0];
  // Combinations no visitor has asked for yet (the warm-up below skips them): their first render.
  const doctorCombinations = [...new Set(doctorSample.slice(1).map(searchOf))].filter((q) => q !== doctorQuery).slice(0, 20);
  // For the distinct-URL figure: every combination of the sample, each request a URL of its own.
  const allCombinations = [...new Set(doctorSample.map(searchOf))];
  const landing = await firstPath("/api/landing_pages", (b) => b.data[0]);
  const doctor = `/en/doctor/${encodeURIComponent(doctorSample[0].slug_en)}`;
  const doctorAr = `/doctor/${encodeURIComponent(doctorSample[0].slug_ar)}`;
  const publicPaths = [
    "/",
    "/en",
    "/en/clinics",
    "/en/doctors",
    "/en/blog",
    "/en/FAQs",
    "/en/news",
    "/en/events",
    "/en/offers",
    "/en/offers?category=6&sort=price-desc",
    "/en/contact-us",
    "/en/about_us",
    "/en/privacy-policy",
    "/en/risk-assessment",
    `/en/landing-page/${encodeURIComponent(landing.slug_en)}`,
    `/landing-page/${encodeURIComponent(landing.slug_ar)}`,
    article,
    doctor,
    doctorAr,
  ];
  // Not cached pages, but the first a new patient fills in: their own budget (floor + 35 kB).
  const accountPaths = ["/en/sign-in", "/en/sign-up"];
  const byName = `/en/doctors?name=${encodeURIComponent(doctorName)}`;

  // Warm every page once so the measured requests hit the cache, as visitors after the first do.
  for (const p of [...publicPaths, "/bench-minimal", PER_REQUEST_FLOOR, doctorQuery]) await fetch(base + p);

  let clients = [];
  if (!skipClients) {
    console.log("0. The load client, on the minimal page at 10 connections");
    clients = await compareClients({ url: `${base}/bench-minimal`, connections: 10, seconds });
  }
  console.log("1. Cached pages against the minimal page at 10 connections");
  const cached = await compareWithMinimal(["/", "/en/clinics", article].map((p) => base + p), 10);
  console.log("2. Per-request pages at 50 connections");
  const floor = await load(base + PER_REQUEST_FLOOR, 50, `${PER_REQUEST_FLOOR} (the floor)`, null, PER_REQUEST_WARM_UP_SECONDS, PER_REQUEST_PAGE_HEADERS);
  const measuredSearch = await compareWithMinimal([base + doctorQuery, base + byName], 50, PER_REQUEST_WARM_UP_SECONDS);
  const measuredPerRequest = [
    await load(`${base}/en/sign-in`, 50, "/en/sign-in", null, PER_REQUEST_WARM_UP_SECONDS),
    await load(base, 50, "doctor search, a URL no request asked for before", allCombinations, PER_REQUEST_WARM_UP_SECONDS),
  ];
  const search = againstFloor(measuredSearch, floor);
  const perRequest = [floor, ...againstFloor(measuredPerRequest, floor)];
  const firstRenders = await firstRenderTimes(doctorCombinations);

  console.log("3. HTML weight");
  // Every page read above, and the Arabic alternate of each English one (pages without alternates,
  // such as a landing page or sign-in, are read in the language listed).
  const weightPaths = [];
  for (const p of [...publicPaths, ...accountPaths, byName]) {
    if (!weightPaths.includes(p)) weightPaths.push(p);
    if (p !== "/en" && !p.startsWith("/en/")) continue;
    const arabic = alternatePath(await (await fetch(base + p)).text(), "ar");
    if (arabic && !weightPaths.includes(arabic)) weightPaths.push(arabic);
  }
  const weights = await htmlWeights(weightPaths);

  console.log("4. First-load JavaScript");
  const js = [];
  // The minimal page's scripts are the framework's own floor (React, the Next router and runtime).
  for (const p of ["/bench-minimal", ...publicPaths, ...accountPaths]) js.push({ path: decodeURIComponent(p), firstLoadKbGzip: await firstLoadJs(p) });

  const lh = [];
  const clinicsAr = `/${encodeURIComponent("العيادات")}`;
  // The minimal page is the framework's own floor: React and the Next runtime with no page code.
  if (!skipLighthouse) {
    console.log("5. Lighthouse");
    lh.push(...(await lighthouseMedians(["/bench-minimal", "/", "/en", clinicsAr, "/en/clinics", articleAr, article, doctorAr, doctor, "/en/doctors", byName, "/en/privacy-policy", "/en/sign-in"])));
  }

  const goalLoads = [...search, ...perRequest].filter((f) => f.label === byName || f.label === "/en/sign-in");
  const frontGzip = {};
  for (const f of goalLoads) frontGzip[f.label] = await frontGzipMs(f.label);
  const goals = goalRows({ goalLoads, frontGzip, weights, lighthouse: lh });
  const results = { date: new Date().toISOString(), node: process.version, seconds, cpuSlowdown: cpuSlowdown ?? 4, clients, cached, search, perRequest, frontGzip, firstRenders, weights, js, lighthouse: lh, goals };
  mkdirSync(path.join(root, "bench-results"), { recursive: true });
  writeFileSync(path.join(root, "bench-results/site.json"), JSON.stringify(results, null, 2));
  console.log(`\n${results.date}, Node ${process.version}, ${seconds} s a figure (wrk -t1) after a 2 s warm-up (${PER_REQUEST_WARM_UP_SECONDS} s for the per-request pages); load = 1-minute load average before → after`);
  if (clients.length) {
    console.log("The load client on the minimal page, 10 connections");
    console.table(clients);
  }
  console.log("Cached pages vs the minimal page, 10 connections (CPU ms per request: the site's and the backend's process trees)");
  console.table(cached.map(row));
  console.log("Per-request pages at 50 connections (goal: ≤ 10 ms of site CPU per request, ≥ 150 req/s, p99 ≤ 500 ms)");
  console.table([...search, ...perRequest].map(row));
  console.log("First render of a combination not asked for before (sequential, ms)");
  console.table([firstRenders]);
  console.log("HTML weight, kB (goals: home ≤ 150, the rest ≤ 100, inline RSC payload ≤ markup)");
  console.table(weights.map((w) => ({ path: w.path, kB: kB(w.bytes), gzip: kB(w.gzipBytes), payload: kB(w.payloadBytes), markup: kB(w.markupBytes), "other scripts": kB(w.otherScriptBytes), "payload/markup": w.payloadVsMarkup, size: w.withinSize ? "ok" : `> ${kB(w.limitBytes)}`, "payload ≤ markup": w.payloadWithinMarkup ? "ok" : "no" })));
  console.log("First-load JavaScript, gzipped");
  console.table(js);
  if (lh.length) {
    console.log(`Lighthouse (mobile, CPU slowdown ${cpuSlowdown ?? 4}), median of ${LIGHTHOUSE_RUNS} runs per page; the LCP element of the median run (phases observed, ms)`);
    console.table(
      lh.map((r) =>
        r.error
          ? r
          : { path: r.path, runs: r.runs, performance: r.performance, tbtMs: r.tbtMs, lcpMs: r.lcpMs, accessibility: r.accessibility, bestPractices: r.bestPractices, seo: r.seo, vsMinimal: r.vsMinimal, tbtVsMinimalMs: r.tbtVsMinimalMs, perfRuns: r.each.performance.join(" "), tbtRuns: r.each.tbtMs.join(" "), lcpRuns: r.each.lcpMs.join(" ") },
      ),
    );
    console.log("What each run's LCP estimate took in: the observed paint's delay after the stylesheets (ms), and the requests (kB, scripts) that had ended by then");
    console.table(lh.filter((r) => r.inputs).map((r) => ({ path: decodeURIComponent(r.path), lcpRuns: r.each.lcpMs.join(" "), "paint after CSS": r.inputs.map((i) => i?.paintAfterStylesheetsMs ?? "?").join(" "), requests: r.inputs.map((i) => i?.requestsBefore ?? "?").join(" "), kB: r.inputs.map((i) => i?.kBBefore ?? "?").join(" "), scripts: r.inputs.map((i) => i?.scriptsBefore ?? "?").join(" "), "document kB": r.inputs[0]?.documentKB ?? "?" })));
    console.table(lh.filter((r) => r.lcp).map((r) => ({ path: decodeURIComponent(r.path), lcpMs: r.lcpMs, element: r.lcp.element ? r.lcp.element.label.slice(0, 70) : "none", snippet: r.lcp.element ? r.lcp.element.snippet.slice(0, 90) : "", phases: Object.entries(r.lcp.phases).map(([k, v]) => `${k} ${v}`).join(", "), ...(r.lcpElements.length > 1 ? { "other runs": r.lcpElements.length - 1 } : {}) })));
  }
  console.log(
    `Issue 52's goals per page: a per-request page ≤ ${PER_REQUEST_GOAL.cpuMs} ms of site CPU per request, ≥ ${PER_REQUEST_GOAL.rps} req/s and p99 ≤ ${PER_REQUEST_GOAL.p99Ms} ms at 50 connections; HTML ≤ 150 kB (home) or ≤ 100 kB with payload ≤ markup; LCP ≤ ${LCP_GOAL_MS} ms${lh.length ? "" : " (Lighthouse skipped)"}`,
  );
  console.table(goals);
} finally {
  await stopAll();
  rmSync(stateDir, { recursive: true, force: true });
}
