import { contentContract } from "./contract/content";
import { doctorsContract } from "./contract/doctors";
import { offersContract } from "./contract/offers";
import { platformContract } from "./contract/platform";
import { postsContract } from "./contract/posts";
import { searchContract } from "./contract/search";
import { settingsContract } from "./contract/settings";
import { postgresSuite } from "./helpers/postgres-suite";

// The content side of the contract on PostgreSQL (the PGlite files run the same suites).
postgresSuite("content", [settingsContract, platformContract, doctorsContract, contentContract, offersContract, postsContract, searchContract]);
