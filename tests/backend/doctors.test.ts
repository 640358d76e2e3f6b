import { doctorsContract } from "./contract/doctors";
import { usePglite } from "./helpers/use-pglite";

doctorsContract(usePglite());
