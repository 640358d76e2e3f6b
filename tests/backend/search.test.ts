import { searchContract } from "./contract/search";
import { seededDatabasePerFile } from "./helpers/seeded-database";

searchContract(seededDatabasePerFile());
