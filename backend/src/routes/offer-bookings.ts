import type { Deps } from "../http/context";
import { newRouter } from "../http/router";

/** Routes of buying an offer. */
export function offerBookingRoutes(deps: Deps) {
  const app = newRouter();
  void deps;
  return app;
}
