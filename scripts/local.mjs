// `npm run backend` and `npm run db:seed` (run as `node --import tsx scripts/local.mjs <entry.ts>`):
// a backend entry point with the environment `npm start` gives it, APP_ENV=development and
// .env.local's secrets (generated on first use), unless APP_ENV is set, which is then left to the
// backend's own checks. Without this the backend would take the missing APP_ENV for production.
// First: on another Node than the project's, runs this command again on it (scripts/lib/node-runtime.mjs).
import "./lib/node-runtime.mjs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureEnv, root } from "./lib/env.mjs";

const entry = process.argv[2];
if (!entry) {
  console.error("usage: node --import tsx scripts/local.mjs <backend entry point>");
  process.exit(2);
}
if (!process.env.APP_ENV) Object.assign(process.env, ensureEnv());
await import(pathToFileURL(path.resolve(root, entry)).href);
