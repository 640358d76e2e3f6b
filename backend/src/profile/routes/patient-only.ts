import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { IdParamSchema, MessageSchema } from "@/lib/contract/common";
import type { AppEnv, UserRow } from "../../http/context";
import { unauthenticated } from "../../http/middleware";
import { errorResponses, json, secured } from "../../http/openapi";

/**
 * What the profile's own records (family members, risk assessments) share: personal and health
 * data, so every answer is private, and only a signed-in patient reads or changes them.
 */

/** Health and personal data: never kept by a browser, a proxy or a shared cache. */
export const PRIVATE = "private, no-store";

/** Every answer private; a client token is 401 before the body is read. */
export const patientOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header("Cache-Control", PRIVATE);
  if (c.get("caller").kind !== "user") return c.json(unauthenticated, 401);
  await next();
};

/** The signed-in patient of a route behind `patientOnly`. */
export function patientOf(c: Context<AppEnv>): UserRow {
  const caller = c.get("caller");
  if (caller.kind !== "user") throw new Error("patientOnly let a client through");
  return caller.user;
}

/** DELETE `path` ({id} of one of the patient's records): 'Removed', or the answers `responses` adds. */
export const removalRoute = <P extends string, R extends RouteConfig["responses"]>(path: P, summary: string, responses: R) =>
  createRoute({
    method: "delete",
    path,
    ...secured("Profile"),
    summary,
    request: { params: IdParamSchema },
    responses: { 200: json(MessageSchema, "Removed"), 401: errorResponses[401], 422: errorResponses[422], ...responses },
  });
