import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../../../backend/src/db/client";
import { clearContent, seedDatabase } from "../../../backend/src/db/seed";

/** A private copy of the seeded template for one test file. Close it in afterAll. */
export async function openTestPglite(): Promise<Database> {
  const dir = mkdtempSync(path.join(tmpdir(), "backend-test-db-"));
  cpSync(inject("pgliteTemplate"), dir, { recursive: true });
  const database = await openPglite(dir);
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/**
 * The PostgreSQL path: migrate and (re)seed the throwaway database named by TEST_DATABASE_URL.
 * Test files on it take turns (a session advisory lock, held until close): each re-seeds it, and
 * files run in parallel. Wait for the lock in a hook with a long timeout.
 */
export async function openTestPostgres(url: string): Promise<Database> {
  const turn = new pg.Client({ connectionString: url });
  await turn.connect();
  await turn.query("select pg_advisory_lock(hashtext('backend test database'))");
  const opened = await openPostgres(url);
  const database = { ...opened, close: () => opened.close().finally(() => turn.end()) };
  await database.migrate();
  // Payments name their appointment or offer booking by id, and the reseed starts those ids again:
  // an earlier run's payments would be taken for this run's.
  await database.db.execute(sql`TRUNCATE payments CASCADE`);
  await clearContent(database.db);
  await seedDatabase(database.db);
  return database;
}
