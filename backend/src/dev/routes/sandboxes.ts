import type { Deps } from "../../http/context";
import { newRouter } from "../../http/router";
import { identitySandboxApp } from "../../identity-sandbox/app";
import { sandboxApp } from "../../payments/sandbox/app";

/** The payment providers' and identity providers' local sandboxes under /sandbox (development and tests only). */
export function sandboxRoutes(deps: Deps) {
  const app = newRouter();
  if (deps.config.payments.sandbox) app.route("/", sandboxApp(deps));
  // The local identity provider standing in for Google and Facebook sign-in.
  if (!deps.config.production) app.route("/", identitySandboxApp(deps));
  return app;
}
