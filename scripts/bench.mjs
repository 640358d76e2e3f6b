// `npm run bench`: measures the built site as a visitor and a crawler meet it.
//  1. requests/s of cached public pages against a minimal page of the same `next start`, measured
//     just before and after each page (ratio);
//  2. the doctor search with three filters (server-rendered once per combination, then cached),
//     a search by name (rendered for every request), and first renders of unseen combinations;
//  3. gzipped first-load JavaScript of each public route (every script the HTML loads);
//  4. Lighthouse mobile (median of 3 runs, against the minimal page of the same run) of home,
//     clinics, an article and a doctor's page in both languages, the doctor search and the privacy
//     policy; with BENCH_CPU_SLOWDOWN=N (Lighthouse's default is 4) the audits run at that CPU
//     slowdown instead, for a host fast enough to hide what slow phones feel.
// Results go to bench-results/site.json and are printed as tables.
// First: on another Node than the project's, runs this command again on it (scripts/lib/node-runtime.mjs).
import "./lib/node-runtime.mjs";
import { mkdirSync, mkdtempSync, writeFileSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { ensureEnv, root } from "./lib/env.mjs";
import { run, runToEnd, stopAll, stopAllOnExit, waitForUrl } from "./lib/processes.mjs";
import { siteServerCommand } from "./lib/site-server.mjs";

const BACKEND_PORT = "4020";
const SITE_PORT = "3020";
const DIST = ".next-bench";
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
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const skipLighthouse = process.env.BENCH_LIGHTHOUSE === "0";
const cpuSlowdown = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : null;
stopAllOnExit();

const WARM_UP_SECONDS = 2;

/** Steady-state load: a short unrecorded run first, so JIT warm-up is not counted as latency. */
async function load(url, connections) {
  await autocannon({ url, connections, duration: WARM_UP_SECONDS });
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    url: url.replace(base, ""),
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * A page's throughput as a share of the minimal page's, measured right before and right after it:
 * this machine's speed drifts over minutes, so a ratio against one early measurement would carry
 * that drift. The minimal page's figure is the mean of its two runs.
 */
async function againstMinimal(url, connections) {
  const before = await load(`${base}/bench-minimal`, connections);
  const page = await load(url, connections);
  const after = await load(`${base}/bench-minimal`, connections);
  const minimalRps = Math.round((before.rps + after.rps) / 2);
  return { row: { ...page, minimalRps, ratio: Math.round((page.rps / minimalRps) * 100) }, minimal: before };
}

/** Pages against the minimal page; the first pairing's own minimal run heads the table. */
async function compareWithMinimal(urls, connections) {
  const pairs = [];
  for (const url of urls) pairs.push(await againstMinimal(url, connections));
  const { minimal } = pairs[0];
  return [{ ...minimal, minimalRps: minimal.rps, ratio: 100 }, ...pairs.map((pair) => pair.row)];
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
    { env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" }, stdio: "ignore", name: "lighthouse" },
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
    for (const key of Object.keys(done[0])) row[key] = median(done.map((r) => r[key]));
    // Every run's figures too: a median of three hides whether the other two agreed.
    row.each = { performance: done.map((r) => r.performance), tbtMs: done.map((r) => r.tbtMs), lcpMs: done.map((r) => r.lcpMs) };
    return row;
  });
  // Against the minimal page of the same run: hosts differ, the difference is the page's own.
  const minimal = rows[0];
  return rows.map((row) =>
    row.error || minimal.error ? row : { ...row, vsMinimal: row.performance - minimal.performance, tbtVsMinimalMs: row.tbtMs - minimal.tbtMs },
  );
}

try {
  const backend = run("npx", ["tsx", "backend/src/server.ts"], { env: { ...env, PORT: BACKEND_PORT }, name: "backend", stdio: "ignore" });
  await waitForUrl(`${env.API_BASE_URL}/health`, { child: backend });
  if ((await runToEnd("npx", ["next", "build"], { env, name: "next build" })) !== 0) throw new Error("build failed");
  const site = run(...siteServerCommand(SITE_PORT), { env, name: "site", stdio: "ignore" });
  await waitForUrl(`${base}/`, { child: site });

  const post = await firstPath("/api/posts?limit=1", (b) => b.data[0]);
  const article = `/en/${encodeURIComponent(post.slug_en)}`;
  const articleAr = `/${encodeURIComponent(post.slug_ar)}`;
  const doctorSample = await firstPath("/api/broker/doctors?limit=100", (b) => b.data);
  const searchOf = (d) => `/en/doctors?branch=${d.branch.id}&specialty=${d.speciality.id}&gender=${d.gender.id}`;
  const doctorQuery = searchOf(doctorSample[0]);
  const doctorName = doctorSample[0].name.split(" ").slice(-1)[0];
  // Combinations no visitor has asked for yet (the warm-up below skips them): their first render.
  const doctorCombinations = [...new Set(doctorSample.slice(1).map(searchOf))].filter((q) => q !== doctorQuery).slice(0, 20);
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

  // Warm every page once so the measured requests hit the cache, as visitors after the first do.
  for (const p of [...publicPaths, "/bench-minimal", doctorQuery]) await fetch(base + p);

  const cached = await compareWithMinimal(["/", "/en/clinics", article].map((p) => base + p), 10);
  // A name search is free text, so it is rendered for every request: the server's own render cost.
  const search = await compareWithMinimal([base + doctorQuery, `${base}/en/doctors?name=${encodeURIComponent(doctorName)}`], 50);
  const firstRenders = await firstRenderTimes(doctorCombinations);

  const js = [];
  // The minimal page's scripts are the framework's own floor (React, the Next router and runtime).
  for (const p of ["/bench-minimal", ...publicPaths, ...accountPaths]) js.push({ path: p, firstLoadKbGzip: await firstLoadJs(p) });

  const lh = [];
  const clinicsAr = `/${encodeURIComponent("العيادات")}`;
  // The minimal page is the framework's own floor: React and the Next runtime with no page code.
  if (!skipLighthouse) {
    lh.push(...(await lighthouseMedians(["/bench-minimal", "/", "/en", clinicsAr, "/en/clinics", articleAr, article, doctorAr, doctor, "/en/doctors", "/en/privacy-policy"])));
  }

  const results = { date: new Date().toISOString(), seconds, cpuSlowdown: cpuSlowdown ?? 4, cached, search, firstRenders, js, lighthouse: lh };
  mkdirSync(path.join(root, "bench-results"), { recursive: true });
  writeFileSync(path.join(root, "bench-results/site.json"), JSON.stringify(results, null, 2));
  console.log("\nThroughput at 10 connections (cached pages vs minimal page)");
  console.table(cached);
  console.log("Doctor search at 50 connections: three filters (per-combination cache), by name (rendered per request)");
  console.table(search);
  console.log("First render of a combination not asked for before (sequential, ms)");
  console.table([firstRenders]);
  console.log("First-load JavaScript, gzipped");
  console.table(js);
  if (lh.length) {
    console.log(`Lighthouse (mobile, CPU slowdown ${cpuSlowdown ?? 4}), median of ${LIGHTHOUSE_RUNS} runs per page`);
    console.table(lh.map(({ each, ...row }) => (each ? { ...row, perfRuns: each.performance.join(" "), tbtRuns: each.tbtMs.join(" ") } : row)));
  }
} finally {
  await stopAll();
  rmSync(stateDir, { recursive: true, force: true });
}
