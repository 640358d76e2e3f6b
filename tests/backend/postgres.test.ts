import { afterAll, beforeAll, describe } from "vitest";
import { accountsContract } from "./contract/accounts";
import { authContract } from "./contract/auth";
import { bookingContract } from "./contract/booking";
import { contentContract } from "./contract/content";
import type { SuiteContext } from "./contract/context";
import { doctorsContract } from "./contract/doctors";
import { familyContract } from "./contract/family";
import { identitySandboxContract } from "./contract/identity-sandbox";
import { offersContract } from "./contract/offers";
import { patientOverlapContract } from "./contract/patient-overlap";
import { waitlistContract } from "./contract/waitlist";
import { paymentsContract } from "./contract/payments";
import { platformContract } from "./contract/platform";
import { postsContract } from "./contract/posts";
import { phrContract } from "./contract/phr";
import { profileContract } from "./contract/profile";
import { socialContract } from "./contract/social";
import { searchContract } from "./contract/search";
import { settingsContract } from "./contract/settings";
import { testClient } from "./helpers/client";
import { TEST_DATABASE_URL, openTestPostgres } from "./helpers/db";

/**
 * The same contract checks against PostgreSQL (the production path). Runs when TEST_DATABASE_URL
 * names a throwaway database, e.g. through backend/scripts/test-postgres.sh; skipped otherwise.
 */
describe.skipIf(!TEST_DATABASE_URL)("PostgreSQL", () => {
  let ctx: SuiteContext | undefined;
  beforeAll(async () => {
    const database = await openTestPostgres(TEST_DATABASE_URL as string);
    ctx = { database, client: testClient(database.db) };
    // Another file on the same database may hold it for its whole run (openTestPostgres).
  }, 600_000);
  afterAll(async () => {
    await ctx?.database.close();
  });
  const get = () => {
    if (!ctx) throw new Error("database not ready");
    return ctx;
  };
  settingsContract(get);
  platformContract(get);
  doctorsContract(get);
  contentContract(get);
  offersContract(get);
  postsContract(get);
  searchContract(get);
  authContract(get);
  accountsContract(get);
  profileContract(get);
  phrContract(get);
  socialContract(get);
  identitySandboxContract(get);
  paymentsContract(get);
  bookingContract(get);
  patientOverlapContract(get);
  waitlistContract(get);
  familyContract(get);
});
