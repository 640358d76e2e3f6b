import { paymentsContract } from "./contract/payments";
import { seededDatabasePerFile } from "./helpers/seeded-database";

paymentsContract(seededDatabasePerFile());
