import { postsContract } from "./contract/posts";
import { usePglite } from "./helpers/use-pglite";

postsContract(usePglite());
