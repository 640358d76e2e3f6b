import type { Context, ErrorHandler, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { type Lang, LangSchema, type RequestRefusal } from "@/lib/contract/common";
import { isClientToken, verifyClientToken } from "../auth/client-token";
import { findUserByToken } from "../auth/user-tokens";
import type { AppEnv, Deps } from "./context";
import { validationError } from "./context";
import { type ServerMessageKey, serverMessage } from "./messages";

/**
 * Calls that carry no bearer token: the general settings (the website needs them before it has a
 * token), the development outbox (read by a person), and payment providers' notifications (they
 * authenticate by signature, checked in the route).
 */
const isPublic = (method: string, path: string) =>
  (method === "GET" && (path === "/api/settings/Site/general" || path === "/api/dev/outbox")) ||
  (method === "POST" && path.startsWith("/api/payments/callbacks/"));

export const unauthenticated = { message: "Unauthenticated." } as const;

/**
 * RFC 6750's challenge for a bearer token that is unknown, expired or forged (a restart or a key
 * rotation forgot it). The site renews its app token on this header alone; a 401 from a route that
 * wants a patient's token has none, since a new app token would not change its answer.
 */
export const INVALID_TOKEN_CHALLENGE = 'Bearer error="invalid_token"';

export function requireBearer(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isPublic(c.req.method, c.req.path)) return next();
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const token = match?.[1];
    if (!token) {
      c.header("WWW-Authenticate", "Bearer");
      return c.json(unauthenticated, 401);
    }
    const refused = () => {
      c.header("WWW-Authenticate", INVALID_TOKEN_CHALLENGE);
      return c.json(unauthenticated, 401);
    };
    if (isClientToken(token)) {
      const payload = verifyClientToken(deps.config.tokenSecret, token);
      if (!payload) return refused();
      c.set("caller", { kind: "client", clientId: payload.sub });
      return next();
    }
    const user = await findUserByToken(deps.db, token);
    if (!user) return refused();
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

/** The caller's language before `localeAndBusinessUnit` has run (query wins over header, default ar). */
function requestedLang(c: Context): Lang {
  const raw = (c.req.query("lang") ?? c.req.header("lang") ?? "").trim().toLowerCase();
  return raw === "en" ? "en" : "ar";
}

/** A request no route could read: the caller's words for it and its `code` (REQUEST_REFUSALS). */
const refusal = (c: Context, code: RequestRefusal, key: ServerMessageKey) => ({ message: serverMessage(requestedLang(c), key), code });

/** A NUL byte raw or percent-encoded: PostgreSQL text cannot hold one, so the query would fail. */
const NUL_IN_URL = /%00|\u0000/i;
/** The same in a JSON (`\u0000` escape) or form (`%00`) body. */
const NUL_IN_BODY = /\\u0000|%00|\u0000/i;
/** Bodies read as text to be checked; multipart (files) is never read here. */
const TEXT_BODY = /^(?:application\/(?:[\w.+-]*\+)?json|application\/x-www-form-urlencoded|text\/)/i;

/**
 * One guard for input no route can store or answer: a NUL byte in the path, the query or a JSON or
 * form body is a 400 before any route runs, instead of a database error (a 500) deep inside one.
 * The body is read through Hono's body cache, so the route's own validator reads it again.
 */
export function rejectMalformedInput(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = c.req.url;
    const pathAndQuery = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    if (NUL_IN_URL.test(pathAndQuery)) {
      return c.json(refusal(c, "nul_in_url", "request.nul"), 400);
    }
    if (TEXT_BODY.test(c.req.header("content-type") ?? "") && NUL_IN_BODY.test(await c.req.text())) {
      return c.json(refusal(c, "nul_in_body", "request.bodyNul"), 400);
    }
    return next();
  };
}

/**
 * Errors the framework raises for what the caller sent keep their 4xx status and say what was
 * wrong; anything else is a 500. Told apart by status, never by the framework's wording: Hono's
 * validator raises 400 only for a body it cannot parse (JSON or form), and @hono/zod-openapi 415
 * for a media type the route does not declare.
 */
export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof HTTPException && err.status < 500) {
    if (err.status === 415) return c.json(refusal(c, "unsupported_content_type", "request.unsupportedContentType"), 415);
    if (err.status === 400) return c.json(refusal(c, "unreadable_body", "request.unreadableBody"), 400);
    return c.json({ message: err.message || serverMessage(requestedLang(c), "request.badRequest") }, err.status);
  }
  console.error(err);
  return c.json({ message: "Server error" }, 500);
};
