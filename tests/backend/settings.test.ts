import { settingsContract } from "./contract/settings";
import { seededDatabasePerFile } from "./helpers/seeded-database";

settingsContract(seededDatabasePerFile());
