import { searchContract } from "./contract/search";
import { usePglite } from "./helpers/use-pglite";

searchContract(usePglite());
