import { platformContract } from "./contract/platform";
import { seededDatabasePerFile } from "./helpers/seeded-database";

platformContract(seededDatabasePerFile());
