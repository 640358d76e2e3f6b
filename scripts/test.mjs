// `npm test`: static checks, Vitest (units, components, backend on PGlite), then Playwright
// against a production build served by `next start` with the backend running beside it.
// First: on another Node than the project's, runs this command again on it (scripts/lib/node-runtime.mjs).
import "./lib/node-runtime.mjs";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureEnv } from "./lib/env.mjs";
import { run, stopAll, stopAllOnExit, waitForUrl } from "./lib/processes.mjs";
import { siteServerCommand } from "./lib/site-server.mjs";
import { findTools } from "./lib/cluster-tools.mjs";
import { startCluster } from "./lib/cluster.mjs";
import { printFailures, printSlowest } from "./lib/slowest-tests.mjs";

// Overridable so that several checkouts (or a quick targeted run beside a full one) can run at once.
const BACKEND_PORT = process.env.TEST_BACKEND_PORT ?? "4010";
const SITE_PORT = process.env.TEST_SITE_PORT ?? "3010";
const DIST = process.env.TEST_DIST_DIR ?? ".next-e2e";
const stateDir = mkdtempSync(path.join(tmpdir(), "e2e-state-"));
const dataDir = path.join(stateDir, "pglite");

const env = {
  ...ensureEnv(),
  APP_ENV: "test",
  NEXT_TELEMETRY_DISABLED: "1",
  API_BASE_URL: `http://localhost:${BACKEND_PORT}`,
  SITE_URL: `http://localhost:${SITE_PORT}`,
  NEXTAUTH_URL: `http://localhost:${SITE_PORT}`,
  NEXT_DIST_DIR: DIST,
  E2E_BASE_URL: `http://localhost:${SITE_PORT}`,
  E2E_STATE_DIR: stateDir,
  E2E_BACKEND_PORT: BACKEND_PORT,
  DATA_DIR: dataDir,
  // Health-record access tokens live 12 s instead of a day, so the e2e tests see the site renew one.
  PHR_ACCESS_TOKEN_TTL: "12",
  // The build has /bench-minimal, the framework floor of tests/e2e/js-budget.spec.ts (next.config.ts).
  BUILD_BENCH_PAGE: "1",
};
// optional: "static" | "unit" | "e2e" | "cluster" | "serve" (builds, starts the backend and the site as
// the e2e step does, prints the variables a targeted `npx playwright test` needs, and keeps them up
// until Ctrl-C)
const only = process.argv[2];
// After "e2e", extra arguments go to Playwright (e.g. a spec file or --grep); TEST_SKIP_BUILD=1 reuses
// the last build in DIST.
const playwrightArgs = only === "e2e" ? process.argv.slice(3) : [];
const results = [];
// Each runner writes its JSON report here (read at the end for the slowest tests), with the steps' times.
const REPORTS = "test-reports";
if (!only || ["unit", "e2e", "cluster"].includes(only)) rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

stopAllOnExit();

// Test counts read from the runners' own summaries (Vitest "Tests  N passed | M skipped",
// Playwright "N passed", "N failed", "N flaky", "N skipped"); ANSI colours are stripped first. A
// flaky test (failed, then passed on its retry) counts as passed and is also named as flaky.
function countTests(output) {
  const text = output.replace(/\u001b\[[0-9;]*m/g, "");
  const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  const vitest = /^\s*Tests\s+(.*)$/m.exec(text);
  const lines = vitest ? [vitest[1]] : text.split("\n").filter((l) => /^\s+\d+ (passed|failed|skipped|flaky)/.test(l));
  for (const line of lines) {
    for (const [, n, kind] of line.matchAll(/(\d+) (passed|failed|skipped|flaky)/g)) {
      if (kind === "flaky") counts.passed += Number(n);
      counts[kind] += Number(n);
    }
  }
  return counts;
}

/**
 * Runs one step and records its result. `quiet`: its output is held and printed when it ends, so
 * two steps running side by side do not interleave their lines.
 */
async function step(name, cmd, args, { counted = false, quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n▶ ${name}`);
  let output = "";
  let held = "";
  const code = await new Promise((resolve) => {
    const child = run(cmd, args, { env, name, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on("data", (chunk) => {
        if (quiet) held += chunk.toString();
        else process.stdout.write(chunk);
        if (counted) output += chunk.toString();
      });
    }
    child.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  if (quiet) console.log(`\n▶ ${name}\n${held}`);
  results.push({ name, code, counted, counts: countTests(output), seconds: Math.round((Date.now() - started) / 1000) });
  return code;
}

// A resilience test may have restarted the backend (tests/e2e/helpers/backend.ts); it records the
// new process group in backend.pid, so stop that one too.
function stopRecordedBackend() {
  try {
    process.kill(-Number(readFileSync(path.join(stateDir, "backend.pid"), "utf8")), "SIGTERM");
  } catch {
    // already stopped with the others
  }
}

async function finish() {
  stopRecordedBackend();
  await stopAll();
  rmSync(stateDir, { recursive: true, force: true });
  printSlowest(REPORTS);
  writeFileSync(path.join(REPORTS, "steps.json"), JSON.stringify(results.map(({ name, code, seconds, counts }) => ({ name, code, seconds, counts })), null, 2));
  console.log("\nSummary");
  for (const r of results) console.log(`  ${r.code === 0 ? "ok  " : "FAIL"} ${r.name} (${r.seconds}s)`);
  const total = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  for (const r of results) {
    if (r.counted) for (const k of Object.keys(total)) total[k] += r.counts[k];
    // A step that failed without reporting a failed test (typecheck, lint, build) counts as one.
    if (r.code !== 0 && (!r.counted || r.counts.failed === 0)) total.failed += 1;
  }
  const ok = results.every((r) => r.code === 0);
  const flaky = total.flaky ? ` (${total.flaky} flaky: failed once, passed on the retry)` : "";
  console.log(`${total.passed} passed${flaky}, ${total.failed} failed, ${total.skipped} skipped`);
  printFailures(REPORTS);
  process.exit(ok ? 0 : 1);
}

/**
 * The production shape (tests/cluster, docs/deploy.md) from the build in DIST: nginx, Redis, two
 * sites, two backends on a fresh PostgreSQL database. Skipped, saying why, on a machine without
 * nginx, redis-server or PostgreSQL, unless CLUSTER_TEST_REQUIRED=1 (.ci/run) makes that a failure.
 */
async function clusterStep(build) {
  const name = "cluster (nginx, Redis, 2 sites, 2 backends, PostgreSQL)";
  const { missing, install } = findTools();
  if (missing.length > 0) {
    const why = `missing ${missing.join("; ")}; install with: ${install}`;
    const required = process.env.CLUSTER_TEST_REQUIRED === "1";
    console.log(`\n▶ ${name}: ${required ? "cannot run" : "skipped"}, ${why}`);
    results.push({ name: `${name}: ${required ? "FAILED" : "skipped"}, ${why}`, code: required ? 1 : 0, counted: false, counts: countTests(""), seconds: 0 });
    return;
  }
  console.log(`\n▶ starting the cluster for the cluster test (build in ${DIST})`);
  let cluster;
  try {
    cluster = await startCluster({
      env: { ...env, NEXT_BUILD_SKIP_TYPECHECK: env.NEXT_BUILD_SKIP_TYPECHECK ?? "1" },
      distDir: DIST,
      build,
      database: "hospital_cluster_test",
      freshDatabase: true,
      sitePort: 3210,
      backendPort: 4210,
      backendFrontPort: 4298,
      frontPort: 8280,
      redisPort: 6391,
      quiet: true,
      // Supervision restarts what a test stops; a process that cannot stay up stops the cluster, and
      // the tests then fail on it.
      onGiveUp: (message) => console.error(`The cluster stopped: ${message}`),
    });
  } catch (error) {
    console.error(error.message);
    results.push({ name, code: 1, counted: false, counts: countTests(""), seconds: 0 });
    return;
  }
  Object.assign(env, {
    CLUSTER_FRONT_URL: cluster.frontUrl,
    CLUSTER_SITE_URLS: cluster.sites.map((s) => s.url).join(","),
    CLUSTER_BACKEND_URLS: cluster.backends.map((b) => b.url).join(","),
    CLUSTER_BACKEND_FRONT_URL: cluster.backendFrontUrl,
    CLUSTER_DATABASE_URL: cluster.databaseUrl,
    CLUSTER_RUN_DIR: cluster.runDir,
  });
  const code = await step(name, "npx", ["playwright", "test", "-c", "playwright.cluster.config.ts", ...(only === "cluster" ? process.argv.slice(3) : [])], { counted: true });
  await cluster.stop();
  if (code === 0) rmSync(cluster.runDir, { recursive: true, force: true });
  else console.log(`Cluster logs kept in ${cluster.runDir}`);
}

let typechecked = false;
if (!only || only === "static") {
  // Each is one thread: side by side they take the time of the longer one.
  const [typecheck] = await Promise.all([
    step("typecheck", "npx", ["tsc", "--noEmit"], { quiet: true }),
    // `npm run lint`: ESLint, then scripts/unused-files.mjs (a file nothing imports fails it; under a second).
    step("lint", "npm", ["run", "--silent", "lint"], { quiet: true }),
  ]);
  typechecked = typecheck === 0;
}
if (!only || only === "unit") {
  await step("vitest (unit + backend)", "npx", ["vitest", "run"], { counted: true });
}
if (only === "cluster") {
  // The build of the last e2e run in DIST (TEST_SKIP_BUILD=1), or one made here.
  await clusterStep(process.env.TEST_SKIP_BUILD === "1" ? "never" : "force");
}
if (!only || only === "e2e" || only === "serve") {
  for (const port of [BACKEND_PORT, SITE_PORT]) {
    const busy = await fetch(`http://localhost:${port}/`).then(() => true, () => false);
    if (busy) {
      console.error(`Port ${port} is already in use (a previous run still going?); stop it and run again.`);
      results.push({ name: `port ${port} free`, code: 1, counted: false, counts: countTests(""), seconds: 0 });
      await finish();
    }
  }
  const backend = run("npx", ["tsx", "backend/src/server.ts"], { env: { ...env, PORT: BACKEND_PORT }, name: "backend" });
  writeFileSync(path.join(stateDir, "backend.pid"), String(backend.pid));
  await waitForUrl(`${env.API_BASE_URL}/health`, { child: backend });
  // The typecheck above already passed on this tree: the build need not type-check it again.
  if (typechecked) env.NEXT_BUILD_SKIP_TYPECHECK = "1";
  const built = process.env.TEST_SKIP_BUILD === "1" ? 0 : await step("next build", "npx", ["next", "build"]);
  if (built === 0) {
    run(...siteServerCommand(SITE_PORT), { env, name: "site" });
    await waitForUrl(`${env.E2E_BASE_URL}/`);
    if (only === "serve") {
      const keys = ["APP_ENV", "E2E_BASE_URL", "E2E_STATE_DIR", "E2E_BACKEND_PORT", "API_BASE_URL", "API_CLIENT_ID", "API_CLIENT_SECRET", "NEXT_DIST_DIR"];
      console.log(`\nServing the test build; run Playwright with:\n${keys.map((k) => `${k}=${env[k]}`).join(" ")} npx playwright test <spec>`);
      await new Promise(() => {});
    }
    await step("playwright (both locales)", "npx", ["playwright", "test", ...playwrightArgs], { counted: true });
    // The same build, now as several instances behind nginx (a targeted e2e run skips it).
    if (!only) await clusterStep("never");
  }
}
await finish();
