import { OpenAPIHono, type Hook } from "@hono/zod-openapi";
import type { AppEnv } from "./context";
import { validationError } from "./context";

type AnyHook = Hook<unknown, AppEnv, string, unknown>;

/** Turns a zod failure into 422 `{message, errors: {<field>: [messages]}}`, keyed by parameter name. */
export const validationHook: AnyHook = (result, c) => {
  if (result.success) return;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : result.target;
    (errors[key] ??= []).push(issue.message);
  }
  return validationError(c, errors);
};

export const newRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
