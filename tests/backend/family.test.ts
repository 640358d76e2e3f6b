import { familyContract } from "./contract/family";
import { seededDatabasePerFile } from "./helpers/seeded-database";

familyContract(seededDatabasePerFile());
