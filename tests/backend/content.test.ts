import { contentContract } from "./contract/content";
import { seededDatabasePerFile } from "./helpers/seeded-database";

contentContract(seededDatabasePerFile());
