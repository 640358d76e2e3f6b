import type { Deps } from "../http/context";
import { newRouter } from "../http/router";

/** Routes of contact, newsletter, surveys, landing pages. */
export function engagementRoutes(deps: Deps) {
  const app = newRouter();
  void deps;
  return app;
}
