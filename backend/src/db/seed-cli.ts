import { ConfigError, loadConfig, loadEnvFile } from "../config";
import { generateImages } from "../images/generate";
import { announce } from "../platform/invalidation";
import { openPglite, openPostgres } from "./client";
import { reseed } from "./seed";

/**
 * `npm run db:seed`: migrates, then replaces all content with the deterministic seed (users are
 * kept); the demo patient and appointments only outside production.
 */
async function main() {
  loadEnvFile();
  const config = loadConfig();
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  try {
    await database.migrate();
    const started = Date.now();
    await reseed(database.db, { demo: !config.production, passwordCost: config.passwordCost });
    // Backend processes running on this database drop what they kept of the old content.
    await announce(database.db, "content");
    const images = await generateImages(config.storageDir);
    console.log(`re-seeded the ${database.kind} database in ${Date.now() - started} ms (${images} new images)`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
