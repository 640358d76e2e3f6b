import { bookingContract } from "./contract/booking";
import { seededDatabasePerFile } from "./helpers/seeded-database";

bookingContract(seededDatabasePerFile());
