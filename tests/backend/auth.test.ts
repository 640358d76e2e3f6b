import { authContract } from "./contract/auth";
import { seededDatabasePerFile } from "./helpers/seeded-database";

authContract(seededDatabasePerFile());
