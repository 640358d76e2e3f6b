import { accountsContract } from "./contract/accounts";
import { phrContract } from "./contract/phr";
import { profileContract } from "./contract/profile";
import { socialContract } from "./contract/social";
import { seededDatabasePerFile } from "./helpers/seeded-database";

const ctx = seededDatabasePerFile();
accountsContract(ctx);
profileContract(ctx);
phrContract(ctx);
socialContract(ctx);
