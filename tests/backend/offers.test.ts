import { offersContract } from "./contract/offers";
import { seededDatabasePerFile } from "./helpers/seeded-database";

offersContract(seededDatabasePerFile());
