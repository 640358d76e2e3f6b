import type { MiddlewareHandler } from "hono";
import { LangSchema } from "@/lib/contract/common";
import { isClientToken, verifyClientToken } from "../auth/client-token";
import { findUserByToken } from "../auth/user-tokens";
import type { AppEnv, Deps } from "./context";
import { validationError } from "./context";

/**
 * Calls that carry no bearer token: the general settings (the website needs them before it has a
 * token), the development outbox (read by a person), and payment providers' notifications (they
 * authenticate by signature, checked in the route).
 */
const isPublic = (method: string, path: string) =>
  (method === "GET" && (path === "/api/settings/Site/general" || path === "/api/dev/outbox")) ||
  (method === "POST" && path.startsWith("/api/payments/callbacks/"));

export const unauthenticated = { message: "Unauthenticated." } as const;

export function requireBearer(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isPublic(c.req.method, c.req.path)) return next();
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const token = match?.[1];
    if (!token) return c.json(unauthenticated, 401);
    if (isClientToken(token)) {
      const payload = verifyClientToken(deps.config.tokenSecret, token);
      if (!payload) return c.json(unauthenticated, 401);
      c.set("caller", { kind: "client", clientId: payload.sub });
      return next();
    }
    const user = await findUserByToken(deps.db, token);
    if (!user) return c.json(unauthenticated, 401);
    c.set("caller", { kind: "user", user, token });
    return next();
  };
}

/** Resolves `lang` (query wins over header, default ar) and `BU-ID` (default: the main hospital). */
export function localeAndBusinessUnit(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const errors: Record<string, string[]> = {};
    const rawLang = c.req.query("lang") ?? c.req.header("lang") ?? "ar";
    const lang = LangSchema.safeParse(rawLang.trim().toLowerCase());
    if (!lang.success) errors.lang = ["The selected lang is invalid (allowed: ar, en)."];

    const units = await deps.businessUnits();
    const rawBu = c.req.header("bu-id")?.trim();
    let bu = units.find((u) => u.key === "hospital") ?? units[0];
    if (rawBu !== undefined && rawBu !== "") {
      if (!/^\d+$/.test(rawBu)) errors["BU-ID"] = ["The BU-ID header must be an integer."];
      else {
        bu = units.find((u) => u.id === Number(rawBu));
        if (!bu) errors["BU-ID"] = ["The selected BU-ID is invalid."];
      }
    }
    if (Object.keys(errors).length > 0 || !bu || !lang.success) return validationError(c, errors);
    c.set("lang", lang.data);
    c.set("bu", bu);
    return next();
  };
}
