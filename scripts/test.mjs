// `npm test`: static checks, Vitest (units, components, backend on PGlite), then Playwright
// against a production build served by `next start` with the backend running beside it.
import { mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureEnv, root } from "./lib/env.mjs";
import { run, runToEnd, stopAll, stopAllOnExit, waitForUrl } from "./lib/processes.mjs";

const BACKEND_PORT = "4010";
const SITE_PORT = "3010";
const DIST = ".next-e2e";
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
};
const only = process.argv[2]; // optional: "static" | "unit" | "e2e"
const results = [];

stopAllOnExit();

async function step(name, cmd, args, stepEnv = env) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const code = await runToEnd(cmd, args, { env: stepEnv, name });
  results.push({ name, code, seconds: Math.round((Date.now() - started) / 1000) });
  return code;
}

async function finish() {
  await stopAll();
  rmSync(stateDir, { recursive: true, force: true });
  console.log("\nSummary");
  for (const r of results) console.log(`  ${r.code === 0 ? "ok  " : "FAIL"} ${r.name} (${r.seconds}s)`);
  const failed = results.filter((r) => r.code !== 0).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

if (!only || only === "static") {
  await step("typecheck", "npx", ["tsc", "--noEmit"]);
  await step("lint", "npx", ["eslint", "."]);
}
if (!only || only === "unit") {
  await step("vitest (unit + backend)", "npx", ["vitest", "run"]);
}
if (!only || only === "e2e") {
  const backend = run("npx", ["tsx", "backend/src/server.ts"], { env: { ...env, PORT: BACKEND_PORT }, name: "backend" });
  writeFileSync(path.join(stateDir, "backend.pid"), String(backend.pid));
  await waitForUrl(`${env.API_BASE_URL}/health`, { child: backend });
  const built = await step("next build", "npx", ["next", "build"]);
  if (built === 0) {
    run("npx", ["next", "start", "-H", "localhost", "-p", SITE_PORT], { env, name: "site" });
    await waitForUrl(`${env.E2E_BASE_URL}/`);
    await step("playwright (both locales)", "npx", ["playwright", "test"]);
  }
}
await finish();
