import type { Deps } from "../http/context";
import { newRouter } from "../http/router";

/** Routes of payments and provider notifications. */
export function paymentRoutes(deps: Deps) {
  const app = newRouter();
  void deps;
  return app;
}
