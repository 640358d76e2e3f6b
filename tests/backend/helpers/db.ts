import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../../../backend/src/db/client";
import { scryptCost } from "../../../backend/src/auth/password";
import { seedDatabase } from "../../../backend/src/db/seed";

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

/** A PostgreSQL test database, with the address a second connection (a second process) opens. */
export type TestPostgres = Database & { url: string };

/**
 * Drops a test database, closing what is still connected to it. `FORCE` ends the other sessions,
 * but an autovacuum worker (the seed's inserts start one) belongs to no role, and PostgreSQL lets
 * only a superuser or `pg_signal_backend` end it (42501): a plain DROP then asks autovacuum to stop
 * itself and waits for it.
 */
async function dropDatabase(url: string, database: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch((error: { code?: string }) => {
      if (error.code !== "42501") throw error;
      return admin.query(`DROP DATABASE IF EXISTS "${database}"`);
    });
  } finally {
    await admin.end();
  }
}

/**
 * A PostgreSQL database of one test file's own, `<TEST_DATABASE_URL's database>_<name>`, made anew,
 * migrated and seeded: the files on PostgreSQL run side by side, none waits for another's turn.
 * The role of TEST_DATABASE_URL needs CREATEDB (.ci/run and backend/scripts/test-postgres.sh
 * grant it). Dropped again on close.
 */
export async function openTestPostgres(url: string, name: string): Promise<TestPostgres> {
  const base = new URL(url);
  const database = `${base.pathname.slice(1)}_${name.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}`;
  const own = new URL(url);
  own.pathname = `/${database}`;
  await dropDatabase(url, database);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`).finally(() => admin.end());
  const opened = await openPostgres(own.href);
  await opened.migrate();
  await seedDatabase(opened.db, { demo: true, passwordCost: scryptCost("test") });
  const close = async () => {
    await opened.close();
    await dropDatabase(url, database);
  };
  return { ...opened, url: own.href, close };
}
