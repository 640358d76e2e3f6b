import type { Deps } from "../http/context";
import { newRouter } from "../http/router";
import { sandboxApp } from "../payments/sandbox/app";

/** The payment providers' local sandboxes under /sandbox (development and tests only). */
export function sandboxRoutes(deps: Deps) {
  const app = newRouter();
  if (deps.config.payments.sandbox) app.route("/", sandboxApp(deps));
  return app;
}
