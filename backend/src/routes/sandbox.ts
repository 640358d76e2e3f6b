import type { Deps } from "../http/context";
import { newRouter } from "../http/router";

/** Routes of the payment providers' local sandboxes under /sandbox. */
export function sandboxRoutes(deps: Deps) {
  const app = newRouter();
  void deps;
  return app;
}
