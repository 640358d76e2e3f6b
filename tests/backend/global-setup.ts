import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "../../backend/src/db/client";
import { scryptCost } from "../../backend/src/auth/password";
import { seedDatabase } from "../../backend/src/db/seed";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data dir; test files copy it, never open it. */
    pgliteTemplate: string;
  }
}

/**
 * PGlite's cold start plus migrations and seed take seconds; doing it once per run and copying
 * the data dir per test file keeps every file isolated and the suite fast (TOOLCHAIN.md).
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), "backend-tests-"));
  const dir = path.join(root, "template");
  const database = await openPglite(dir);
  try {
    await database.migrate();
    await seedDatabase(database.db, { demo: true, passwordCost: scryptCost("test") });
  } finally {
    await database.close();
  }
  project.provide("pgliteTemplate", dir);
  return () => rmSync(root, { recursive: true, force: true });
}
