import { familyContract } from "./contract/family";
import { identitySandboxContract } from "./contract/identity-sandbox";
import { phrContract } from "./contract/phr";
import { profileContract } from "./contract/profile";
import { recordsContract } from "./contract/records";
import { socialContract } from "./contract/social";
import { postgresSuite } from "./helpers/postgres-suite";

// The profile, the health-record and social sign-ins, the family and the health record on PostgreSQL (the PGlite files run the same suites).
postgresSuite("profile", [profileContract, phrContract, socialContract, identitySandboxContract, familyContract, recordsContract]);
