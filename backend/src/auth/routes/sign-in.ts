import { createRoute } from "@hono/zod-openapi";
import { MessageSchema, ValidationErrorSchema } from "@/lib/contract/common";
import { LoginRequestSchema, LoginResponseSchema, SignInRefusalSchema, UserResponseSchema } from "@/lib/contract/auth";
import { findAccount, normalizeIdentifier, toUser } from "../identity";
import { checkPassword, signInIpGate, signInRefused } from "../password-sign-in";
import { issueUserToken, revokeUserToken } from "../user-tokens";
import type { Deps } from "../../http/context";
import { unauthenticated } from "../../http/middleware";
import { errorResponses, json, secured } from "../../http/openapi";
import { newRouter } from "../../http/router";
import { clientIp, tooManyRequests } from "../../platform/rate-limit";

export { normalizeMobile, toUser } from "../identity";

/** "Try again in N minutes": a locked sign-in counts its wait in whole minutes. */
const lockedMinutes = (retryAfter: number) => ({ minutes: Math.max(1, Math.ceil(retryAfter / 60)) });

export function userAuthRoutes(deps: Deps) {
  const app = newRouter();
  const { db, config } = deps;

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/login",
      ...secured("Auth"),
      summary: "Patient sign-in by email or mobile (the app's client token authorizes the call)",
      request: { body: { content: { "application/json": { schema: LoginRequestSchema } }, required: true } },
      responses: {
        200: json(LoginResponseSchema, "User token (opaque) and the user"),
        401: errorResponses[401],
        422: json(ValidationErrorSchema.or(SignInRefusalSchema), "'wrong password' (code wrong_password) or 'error in phone number or email' (code unknown_account), or field errors"),
        429: json(MessageSchema, "Too many attempts on this account or from this IP; `Retry-After` says when to try again"),
      },
    }),
    async (c) => {
      const { email_or_phone, password } = c.req.valid("json");
      const identifier = normalizeIdentifier(email_or_phone);
      const ip = clientIp(c);
      const found = await findAccount(db, identifier);
      // An account whose mobile was never verified cannot sign in yet: it reads as unknown.
      const user = found?.verifiedAt ? found : undefined;

      const ipGate = await signInIpGate(db, ip);
      if (!ipGate.allowed) return tooManyRequests(c, ipGate, "limits.signInLocked", lockedMinutes(ipGate.retryAfter));
      const subject = user ? `user:${user.id}` : `id:${identifier}`;
      const check = await checkPassword(db, { ip, subject, passwordHash: user?.passwordHash, password, passwordCost: config.passwordCost });
      if (check.outcome === "locked") return tooManyRequests(c, check.verdict, "limits.signInLocked", lockedMinutes(check.verdict.retryAfter));
      if (check.outcome === "unknown") return c.json(signInRefused("unknown_account", "error in phone number or email"), 422);
      if (check.outcome === "wrong" || !user) return c.json(signInRefused("wrong_password", "wrong password"), 422);
      const token = await issueUserToken(db, user.id, config.userTokenTtl);
      c.header("Cache-Control", "no-store");
      return c.json({ token, token_type: "Bearer" as const, expires_in: config.userTokenTtl, user: toUser(user) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/auth/user",
      ...secured("Auth"),
      summary: "The signed-in user (bearer = the user token from login)",
      responses: { 200: json(UserResponseSchema, "The user"), ...errorResponses },
    }),
    async (c) => {
      const caller = c.get("caller");
      if (caller.kind !== "user") return c.json(unauthenticated, 401);
      c.header("Cache-Control", "private, no-store");
      return c.json({ user: toUser(caller.user) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/auth/logout",
      ...secured("Auth"),
      summary: "Revokes the user token used for this call",
      responses: { 200: json(MessageSchema, "Logged out"), ...errorResponses },
    }),
    async (c) => {
      const caller = c.get("caller");
      if (caller.kind !== "user") return c.json(unauthenticated, 401);
      await revokeUserToken(db, caller.token);
      return c.json({ message: "logged out" }, 200);
    },
  );

  return app;
}
