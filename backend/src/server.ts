import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { ConfigError, loadConfig, loadEnvFile } from "./config";
import { prepareDatabase } from "./db/prepare";

async function main() {
  loadEnvFile();
  const config = loadConfig();
  const database = await prepareDatabase(config);
  const app = createApp(database.db, { config });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? "PostgreSQL" : `PGlite at ${config.dataDir}`;
    console.log(`backend listening on http://${config.host}:${info.port} (${where})`);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    server.close();
    // An open PGlite keeps the process alive and may lose its last writes if killed.
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
