import { Server } from "node:http";
import { serve, type ServerType } from "@hono/node-server";
import { createApp, createDeps } from "./app";
import { sendDueReminders } from "./booking/reminders";
import { sweepWaitlist } from "./waitlist/offers";
import { ConfigError, loadConfig, loadEnvFile } from "./config";
import { prepareDatabase } from "./db/prepare";
import { schedulePruning } from "./platform/prune-rate-limits";

const REMINDER_INTERVAL_MS = 5 * 60_000;
/** Alerts end by themselves when their moment comes or their patient books an offered time: how often this process marks them. */
const WAITLIST_SWEEP_MS = 30_000;

/** How long a stopping process lets requests already received finish before it closes anyway. */
const DRAIN_MS = 10_000;

/**
 * Stops taking connections and resolves when the requests already received have been answered.
 * A balancer in front (nginx) sends new ones elsewhere once the port refuses, but keeps reusing its
 * open keep-alive connections here, which Node would serve for up to their 65 s: each is closed as
 * soon as it is idle, so an answer is never cut and the stop takes as long as the slowest request.
 */
function drain(server: ServerType, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (!(server instanceof Server)) {
      server.close(() => resolve());
      return;
    }
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => server.closeAllConnections(), ms);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve();
    });
  });
}

async function main() {
  loadEnvFile();
  const config = loadConfig();
  const database = await prepareDatabase(config);
  const deps = createDeps(database.db, { config });
  const app = createApp(database.db, { config }, deps);
  // Appointment reminders 24 hours ahead; the job claims each appointment, so several backend
  // processes may run it at once without reminding twice.
  const reminders = setInterval(() => {
    sendDueReminders(deps).catch((error: unknown) => console.error("reminders:", (error as Error).message));
  }, REMINDER_INTERVAL_MS);
  reminders.unref();
  // Earlier-slot alerts that ended by themselves stop counting against their patient's five; each
  // update is one conditional statement, so every process may run it at once.
  const waitlist = setInterval(() => {
    sweepWaitlist(deps).catch((error: unknown) => console.error("waitlist:", (error as Error).message));
  }, WAITLIST_SWEEP_MS);
  waitlist.unref();
  // Rate-limit buckets whose window has passed; one process at a time deletes them, whichever runs.
  const stopPruning = schedulePruning(database.db);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? "PostgreSQL" : `PGlite at ${config.dataDir}`;
    console.log(`backend listening on http://${config.host}:${info.port} (${where})`);
  });
  // Node closes an idle keep-alive connection after 5 s; a client (a load balancer, the website's
  // server, a test's request context) that sends on it at that moment gets ECONNRESET. Clients
  // and proxies keep idle connections up to about 60 s, so the backend waits longer than that.
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    clearInterval(reminders);
    clearInterval(waitlist);
    stopPruning();
    await drain(server, DRAIN_MS);
    // The cache-invalidation listener first, so that its connection ending is not taken for a drop
    // to reconnect from; then the database (an open PGlite keeps the process alive and may lose its
    // last writes if killed).
    await database.invalidations.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
