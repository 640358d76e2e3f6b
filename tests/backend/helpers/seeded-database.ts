import { afterAll, beforeAll } from "vitest";
import type { GetContext, SuiteContext } from "../contract/context";
import { testClient } from "./client";
import { openTestPglite } from "./db";

/** Gives the test file its own copy of the seeded database, closed (and deleted) after the file. */
export function seededDatabasePerFile(): GetContext {
  let ctx: SuiteContext | undefined;
  beforeAll(async () => {
    const database = await openTestPglite();
    ctx = { database, client: testClient(database.db) };
  });
  afterAll(async () => {
    await ctx?.database.close();
  });
  return () => {
    if (!ctx) throw new Error("database not ready");
    return ctx;
  };
}
