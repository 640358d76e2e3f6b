// `npm start`: the embedded backend (migrated and seeded on first start) on port 4000, a
// production build when the sources changed, and the site on http://localhost:3000.
// First: on another Node than the project's, runs this command again on it (scripts/lib/node-runtime.mjs).
import "./lib/node-runtime.mjs";
import { ensureEnv } from "./lib/env.mjs";
import { run, runToEnd, stopAll, stopAllOnExit, waitForUrl } from "./lib/processes.mjs";
import { siteServerCommand } from "./lib/site-server.mjs";
import { buildIsFresh, markBuildComplete } from "./lib/build.mjs";
import { supervise } from "./lib/supervise.mjs";

const BACKEND_PORT = process.env.BACKEND_PORT ?? "4000";
const SITE_PORT = process.env.PORT ?? "3000";
const env = {
  ...ensureEnv(),
  API_BASE_URL: process.env.API_BASE_URL ?? `http://localhost:${BACKEND_PORT}`,
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${SITE_PORT}`,
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${SITE_PORT}`,
};

stopAllOnExit();

let backend;
if (!process.env.API_BASE_URL) {
  // Started again whenever it stops: the site keeps serving meanwhile (cached pages, and a 503 with
  // Retry-After for the rest) instead of going down with it.
  backend = supervise(() => run("npx", ["tsx", "backend/src/server.ts"], { env: { ...env, PORT: BACKEND_PORT }, name: "backend" }));
  // Ctrl-C stops the backend for good: no restart while everything shuts down.
  for (const signal of ["SIGINT", "SIGTERM"]) process.prependListener(signal, () => backend.stop());
  await waitForUrl(`${env.API_BASE_URL}/health`, { child: backend.child });
  console.log(`Backend ready on ${env.API_BASE_URL}`);
}

const distDir = process.env.NEXT_DIST_DIR ?? ".next";
if (!buildIsFresh(distDir)) {
  console.log("Building the site (first start or sources changed)…");
  const code = await runToEnd("npx", ["next", "build"], { env, name: "next build" });
  if (code !== 0) {
    backend?.stop();
    await stopAll();
    process.exit(code);
  }
  markBuildComplete(distDir);
}

const site = run(...siteServerCommand(SITE_PORT), { env, name: "site" });
await waitForUrl(`http://localhost:${SITE_PORT}/`, { child: site });
console.log(`Site ready on http://localhost:${SITE_PORT} (Arabic) and http://localhost:${SITE_PORT}/en (English)`);

site.on("exit", async (code) => {
  console.error(`${site.label} stopped (${code}); stopping the rest.`);
  backend?.stop();
  await stopAll();
  process.exit(code ?? 1);
});
