import { postsContract } from "./contract/posts";
import { seededDatabasePerFile } from "./helpers/seeded-database";

postsContract(seededDatabasePerFile());
