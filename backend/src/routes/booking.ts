import type { Deps } from "../http/context";
import { newRouter } from "../http/router";

/** Routes of slots, reservations, appointments, insurance. */
export function bookingRoutes(deps: Deps) {
  const app = newRouter();
  void deps;
  return app;
}
