import type { Deps } from "../http/context";
import { newRouter } from "../http/router";

/** Routes of sign-up, OTP, password reset, profile. */
export function accountRoutes(deps: Deps) {
  const app = newRouter();
  void deps;
  return app;
}
