// `npm run dev`: backend with reload on change and `next dev`.
// First: on another Node than the project's, runs this command again on it (scripts/lib/node-runtime.mjs).
import "./lib/node-runtime.mjs";
import { ensureEnv } from "./lib/env.mjs";
import { run, stopAllOnExit, waitForUrl } from "./lib/processes.mjs";

const env = { ...ensureEnv(), API_BASE_URL: process.env.API_BASE_URL ?? "http://localhost:4000", NEXTAUTH_URL: "http://localhost:3000", SITE_URL: "http://localhost:3000" };
stopAllOnExit();
const backend = run("npx", ["tsx", "watch", "backend/src/server.ts"], { env: { ...env, PORT: "4000" }, name: "backend" });
await waitForUrl(`${env.API_BASE_URL}/health`, { child: backend });
run("npx", ["next", "dev", "-H", "localhost", "-p", "3000"], { env, name: "next dev" });
