import type { Deps } from "../../http/context";
import { newRouter } from "../../http/router";
import { identitySandboxApp } from "../../identity-sandbox/app";
import { sandboxApp } from "../../payments/sandbox/app";
import { recordsSandboxApp } from "../../records/sandbox/app";

/** The payment providers', identity providers' and the HIS's local sandboxes under /sandbox (development and tests only). */
export function sandboxRoutes(deps: Deps) {
  const app = newRouter();
  if (deps.config.payments.sandbox) app.route("/", sandboxApp(deps));
  // The local identity provider standing in for Google and Facebook sign-in.
  if (!deps.config.production) app.route("/", identitySandboxApp(deps));
  // The hospital information system's FHIR server, when no real one is configured.
  if (deps.config.records.sandbox) app.route("/", recordsSandboxApp(deps));
  return app;
}
