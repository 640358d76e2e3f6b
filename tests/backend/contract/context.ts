import type { Database } from "../../../backend/src/db/client";
import type { TestClient } from "../helpers/client";

/** What a contract suite needs; filled in by the PGlite test files or the PostgreSQL suite. */
export interface SuiteContext {
  database: Database;
  client: TestClient;
}

export type GetContext = () => SuiteContext;
