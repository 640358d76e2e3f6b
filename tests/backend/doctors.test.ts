import { doctorsContract } from "./contract/doctors";
import { seededDatabasePerFile } from "./helpers/seeded-database";

doctorsContract(seededDatabasePerFile());
