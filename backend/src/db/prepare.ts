import type { Config } from "../config";
import { generateImages } from "../images/generate";
import { sql } from "drizzle-orm";
import { type Database, openPglite, openPostgres, queryRows } from "./client";
import { announce } from "../platform/invalidation";
import { reseed, seedDatabase, seedState } from "./seed";

/** Opens the configured database, applies migrations, seeds an empty one, and draws missing images. */
export async function prepareDatabase(config: Config, log: (msg: string) => void = console.log): Promise<Database> {
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  try {
    await database.migrate();
    // drizzle-kit and PGlite can fail quietly (TOOLCHAIN.md): check the result, not an exit code.
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables where table_name = 'business_units'`,
    );
    if (!row || row.n !== 1) throw new Error("migrations did not create the schema");
    const state = await seedState(database.db);
    // Production content belongs to its editors: only an empty database is ever seeded there, and
    // with the content alone (no demo account, appointment or payment).
    if (state === "empty" || (state === "outdated" && !config.production)) {
      const started = Date.now();
      const options = { demo: !config.production, passwordCost: config.passwordCost };
      await (state === "empty" ? seedDatabase(database.db, options) : reseed(database.db, options));
      log(`${state === "empty" ? "seeded" : "re-seeded (seed content changed)"} the ${database.kind} database in ${Date.now() - started} ms`);
      // Other backend processes already running on this database drop what they kept of the old content.
      await announce(database.db, "content");
    }
    const created = await generateImages(config.storageDir);
    if (created > 0) log(`generated ${created} images in ${config.storageDir}`);
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}
