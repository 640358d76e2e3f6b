import { accountsContract } from "./contract/accounts";
import { authContract } from "./contract/auth";
import { postgresSuite } from "./helpers/postgres-suite";

// Sign-in, sign-up and codes on PostgreSQL (the PGlite files run the same suites).
postgresSuite("accounts", [authContract, accountsContract]);
