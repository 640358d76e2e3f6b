import { Hono } from "hono";
import type { AppEnv, Deps } from "../../http/context";
import { installCardSandbox } from "./card";
import { installFawrySandbox } from "./fawry";
import { installTamaraSandbox } from "./tamara";

/**
 * The three providers' sandboxes under /sandbox/{card,fawry,tamara}: their APIs (called by the
 * module, in-process when no provider URL is configured) and the hosted pages a browser sees.
 * Never mounted in production.
 */
export function sandboxApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  installCardSandbox(app, deps);
  installFawrySandbox(app, deps);
  installTamaraSandbox(app, deps);
  return app;
}
