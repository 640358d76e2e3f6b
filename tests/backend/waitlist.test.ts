import { waitlistContract } from "./contract/waitlist";
import { seededDatabasePerFile } from "./helpers/seeded-database";

waitlistContract(seededDatabasePerFile());
