import type { Database } from "../../../backend/src/db/client";
import type { TestClient } from "../helpers/client";

/** What a contract suite needs; filled in by the PGlite test files or the PostgreSQL suite. */
export interface SuiteContext {
  /** `url`: on PostgreSQL, the address a second pool (a second process) opens. */
  database: Database & { url?: string };
  client: TestClient;
}

export type GetContext = () => SuiteContext;
