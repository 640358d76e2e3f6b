import { accountsContract } from "./contract/accounts";
import { seededDatabasePerFile } from "./helpers/seeded-database";

accountsContract(seededDatabasePerFile());
