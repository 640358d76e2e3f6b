import { contentContract } from "./contract/content";
import { usePglite } from "./helpers/use-pglite";

contentContract(usePglite());
