import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type InvalidationListener, type RetryDelays, listenOnPglite, listenOnPostgres } from "../platform/invalidation-listener";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the SQL migrations in db/migrations (idempotent). */
  migrate(): Promise<void>;
  /** Hears what other processes (and this one) announce about cached data (platform/invalidation.ts). */
  invalidations: InvalidationListener;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Embedded PostgreSQL in `dataDir`, or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string, client?: PGlite): Promise<Database> {
  // PGlite does not create missing parent folders (TOOLCHAIN.md).
  if (dataDir && !client) mkdirSync(dataDir, { recursive: true });
  // btree_gist backs the booking module's no-overlap exclusion constraint (0007_booking.sql).
  const extensions = { btree_gist };
  const pglite = client ?? (await PGlite.create(dataDir ? { dataDir, extensions } : { extensions }));
  const db = drizzlePglite(pglite, { schema });
  const invalidations = listenOnPglite(db as unknown as Db, pglite);
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    invalidations,
    close: async () => {
      await invalidations.close();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** `listenerRetry`: how soon the cache-invalidation listener connects again after losing its connection. */
export async function openPostgres(connectionString: string, listenerRetry?: RetryDelays): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (a restart, a failover, an administrator, a database being
  // dropped) is an 'error' event on the pool, which drops the connection itself: unheard, the event
  // would end the whole process (node-postgres: "always attach an error listener to the pool").
  pool.on("error", (error) => console.error(`[db] an idle connection was ended: ${error.message}`));
  const db = drizzlePg(pool, { schema });
  const invalidations = listenOnPostgres(db as unknown as Db, connectionString, listenerRetry);
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    invalidations,
    close: async () => {
      await invalidations.close();
      await pool.end();
    },
  };
}

/** Raw SQL rows: PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
