// `npm run start:cluster`: the production shape on one machine (docs/deploy.md). nginx on
// http://localhost:8080 in front of N site instances (default 2, ports 3200…) of one build sharing
// Next's cache through Redis (:6390), M backend processes (default 2, ports 4200…) on one local
// PostgreSQL database. Installs nothing: a missing nginx, redis-server or PostgreSQL is named with
// the command that installs it. A process that stops is started again (scripts/lib/cluster.mjs says
// how); Ctrl-C stops everything it started, and so does a process that cannot stay up.
//
//   npm run start:cluster -- --sites 3 --backends 2 [--rebuild | --no-build] [--fresh-db] [--port 8080]
//   (or CLUSTER_SITES, CLUSTER_BACKENDS, CLUSTER_PORT; DATABASE_URL for a database of your own)
// First: on another Node than the project's, runs this command again on it (scripts/lib/node-runtime.mjs).
import "./lib/node-runtime.mjs";
import { parseArgs } from "node:util";
import { ensureEnv } from "./lib/env.mjs";
import { CLUSTER_DEFAULTS, startCluster } from "./lib/cluster.mjs";

const { values } = parseArgs({
  options: {
    sites: { type: "string", default: process.env.CLUSTER_SITES },
    backends: { type: "string", default: process.env.CLUSTER_BACKENDS },
    port: { type: "string", default: process.env.CLUSTER_PORT },
    rebuild: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    "fresh-db": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log("npm run start:cluster -- [--sites N] [--backends M] [--port 8080] [--rebuild | --no-build (serve the build there as it is)] [--fresh-db]");
  process.exit(0);
}

function count(value, fallback, name) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 20) {
    console.error(`${name} must be a whole number from 1 to 20 (got ${value}).`);
    process.exit(2);
  }
  return n;
}

function port(value, fallback) {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1024 || n > 65535) {
    console.error(`--port must be a port from 1024 to 65535 (got ${value}).`);
    process.exit(2);
  }
  return n;
}

// Like `npm start`: APP_ENV from the environment or .env.local, development by default, with local
// secrets generated once. APP_ENV=production needs the deployment's own secrets, and one server
// actions key shared by every instance.
const env = ensureEnv();
if (env.APP_ENV === "production" && !env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY) {
  console.error("APP_ENV=production needs NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (32 random bytes, base64: `openssl rand -base64 32`), the same for every site instance. Refusing to start.");
  process.exit(1);
}

let cluster;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping the cluster…");
  await cluster?.stop();
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void shutdown(130));

try {
  cluster = await startCluster({
    env,
    sites: count(values.sites, CLUSTER_DEFAULTS.sites, "--sites"),
    backends: count(values.backends, CLUSTER_DEFAULTS.backends, "--backends"),
    frontPort: port(values.port, CLUSTER_DEFAULTS.frontPort),
    build: values.rebuild ? "force" : values["no-build"] ? "never" : "auto",
    freshDatabase: values["fresh-db"],
    databaseUrl: process.env.DATABASE_URL || undefined,
    // A process could not stay up: the cluster said so and has stopped every process.
    onGiveUp: () => process.exit(1),
  });
} catch (error) {
  console.error(error.message);
  await shutdown(1);
}
console.log(
  `\nFront (nginx) on ${cluster.frontUrl} (Arabic) and ${cluster.frontUrl}/en (English); logs, config and the processes' ids (pids.json) in ${cluster.runDir}. A process that stops is started again; Ctrl-C stops everything.`,
);
