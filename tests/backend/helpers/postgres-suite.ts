import { afterAll, beforeAll, describe } from "vitest";
import type { GetContext, SuiteContext } from "../contract/context";
import { testClient } from "./client";
import { TEST_DATABASE_URL, openTestPostgres } from "./db";

/**
 * Contract suites against PostgreSQL (the production path), in a database of this file's own
 * (`name`), so the PostgreSQL files run in parallel. Runs when TEST_DATABASE_URL names a server
 * database whose role may create databases (.ci/run, backend/scripts/test-postgres.sh); skipped
 * otherwise.
 */
export function postgresSuite(name: string, contracts: Array<(get: GetContext) => void>): void {
  describe.skipIf(!TEST_DATABASE_URL)(`PostgreSQL: ${name}`, () => {
    let ctx: SuiteContext | undefined;
    beforeAll(async () => {
      const database = await openTestPostgres(TEST_DATABASE_URL as string, name);
      ctx = { database, client: testClient(database.db) };
    }, 120_000);
    afterAll(async () => {
      await ctx?.database.close();
    });
    const get = () => {
      if (!ctx) throw new Error("database not ready");
      return ctx;
    };
    for (const contract of contracts) contract(get);
  });
}
