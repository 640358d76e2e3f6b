import { createRoute } from "@hono/zod-openapi";
import { MessageSchema, ValidationErrorSchema } from "@/lib/contract/common";
import { PhrLoginRequestSchema, PhrRefreshRequestSchema, PhrTokenResponseSchema } from "@/lib/contract/phr";
import { checkPassword, signInIpGate, signInRefused } from "../auth/password-sign-in";
import { SignInRefusalSchema } from "@/lib/contract/auth";
import { phrFamilyOf, refreshPhrSession, revokePhrSessionOf, startPhrSession } from "./tokens";
import { accountByHealthIdentifier } from "./queries";
import { linkByHealthSignIn } from "../records/links";
import type { Deps } from "../http/context";
import { serverMessage } from "../http/messages";
import { errorResponses, json, secured } from "../http/openapi";
import { newRouter } from "../http/router";
import { clientIp, hit, peek, tooManyRequests } from "../platform/rate-limit";
import { PHR_REFRESH_LIMITS } from "./rate-limits";

/**
 * SPEC §7's second sign-in strategy: the patient health record (PHR) login by national ID or
 * medical record number, answering an access token (86400 s) and a refresh token (1296000 s).
 * Refresh tokens are single use and rotate on every refresh.
 */

const body = <T>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });
const WRONG_IDENTIFIER = "error in national ID or medical record number";

export function phrRoutes(deps: Deps) {
  const app = newRouter();
  const { db, config } = deps;

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/phr/login",
      ...secured("PHR"),
      summary: "Health-record sign-in by national ID or medical record number and password",
      description:
        "Answers exactly `{access_token, token_type: \"Bearer\", expires_in: 86400, refresh_token, refresh_expires_in: 1296000}`. " +
        "The access token is a user token; the refresh token is spent by POST /api/phr/refresh. Five failures lock the account for the window.",
      request: body(PhrLoginRequestSchema),
      responses: {
        200: json(PhrTokenResponseSchema, "The tokens"),
        401: errorResponses[401],
        422: json(ValidationErrorSchema.or(SignInRefusalSchema), `'wrong password' (code wrong_password) or '${WRONG_IDENTIFIER}' (code unknown_account), or field errors`),
        429: json(MessageSchema, "Too many attempts; `Retry-After` says when to try again"),
      },
    }),
    async (c) => {
      const { identifier, password } = c.req.valid("json");
      const ip = clientIp(c);
      c.header("Cache-Control", "no-store");
      const ipGate = await signInIpGate(db, ip);
      if (!ipGate.allowed) return tooManyRequests(c, ipGate);
      const user = await accountByHealthIdentifier(db, identifier);
      const subject = user ? `user:${user.id}` : `phr:${identifier}`;
      const check = await checkPassword(db, { ip, subject, passwordHash: user?.passwordHash, password, passwordCost: config.passwordCost });
      if (check.outcome === "locked") return tooManyRequests(c, check.verdict);
      if (check.outcome === "unknown") return c.json(signInRefused("unknown_account", WRONG_IDENTIFIER), 422);
      if (check.outcome === "wrong" || !user) return c.json(signInRefused("wrong_password", "wrong password"), 422);
      // Signing in by the health record proves it is the account's own: the records read it from now on.
      await linkByHealthSignIn(db, user);
      return c.json(await startPhrSession(db, config, user.id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/phr/refresh",
      ...secured("PHR"),
      summary: "Spends a refresh token for a new access token and a new refresh token",
      description:
        "Each refresh token works once. Presenting a spent one ends the whole session (every token issued from the same login).",
      request: body(PhrRefreshRequestSchema),
      responses: {
        200: json(PhrTokenResponseSchema, "The new tokens"),
        401: json(MessageSchema, "The refresh token is unknown, expired, spent or revoked: sign in again"),
        409: json(MessageSchema, "The token was spent by another request a moment ago: keep the session, use the newer tokens"),
        422: errorResponses[422],
        429: json(MessageSchema, "Too many refreshes; `Retry-After` says when to try again"),
      },
    }),
    async (c) => {
      const { refresh_token } = c.req.valid("json");
      const lang = c.get("lang");
      const ip = clientIp(c);
      c.header("Cache-Control", "no-store");
      const ipGate = await peek(db, PHR_REFRESH_LIMITS.ipFailures, ip);
      if (!ipGate.allowed) return tooManyRequests(c, ipGate);
      const family = await phrFamilyOf(db, refresh_token);
      if (family) {
        const verdict = await hit(db, PHR_REFRESH_LIMITS.perFamily, family);
        if (!verdict.allowed) return tooManyRequests(c, verdict);
      }
      const outcome = await refreshPhrSession(db, config, refresh_token);
      if (!outcome.ok && outcome.reason === "raced") {
        return c.json({ message: serverMessage(lang, "phr.justRenewed") }, 409);
      }
      if (!outcome.ok) {
        await hit(db, PHR_REFRESH_LIMITS.ipFailures, ip);
        return c.json({ message: serverMessage(lang, "phr.ended") }, 401);
      }
      return c.json(outcome.tokens, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/phr/logout",
      ...secured("PHR"),
      summary: "Ends the health-record session the refresh token belongs to",
      request: body(PhrRefreshRequestSchema),
      responses: { 200: json(MessageSchema, "Logged out"), 401: errorResponses[401], 422: errorResponses[422] },
    }),
    async (c) => {
      const { refresh_token } = c.req.valid("json");
      await revokePhrSessionOf(db, refresh_token);
      return c.json({ message: "logged out" }, 200);
    },
  );

  return app;
}
