import { waitlistAbuseContract } from "./contract/waitlist-abuse";
import { seededDatabasePerFile } from "./helpers/seeded-database";

waitlistAbuseContract(seededDatabasePerFile());
