import { settingsContract } from "./contract/settings";
import { usePglite } from "./helpers/use-pglite";

settingsContract(usePglite());
