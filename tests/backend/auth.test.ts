import { authContract } from "./contract/auth";
import { usePglite } from "./helpers/use-pglite";

authContract(usePglite());
