import { offersContract } from "./contract/offers";
import { usePglite } from "./helpers/use-pglite";

offersContract(usePglite());
