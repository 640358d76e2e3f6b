import { patientOverlapContract } from "./contract/patient-overlap";
import { seededDatabasePerFile } from "./helpers/seeded-database";

patientOverlapContract(seededDatabasePerFile());
