import { recordsContract } from "./contract/records";
import { seededDatabasePerFile } from "./helpers/seeded-database";

recordsContract(seededDatabasePerFile());
