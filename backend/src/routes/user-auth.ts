import { createRoute } from "@hono/zod-openapi";
import { eq, or } from "drizzle-orm";
import { normalizeDigits } from "@/lib/validation/rules";
import { MessageSchema, ValidationErrorSchema } from "@/lib/contract/common";
import { LoginRequestSchema, LoginResponseSchema, UserResponseSchema, type User } from "@/lib/contract/auth";
import { hashPassword, verifyPassword } from "../auth/password";
import { issueUserToken, revokeUserToken } from "../auth/user-tokens";
import { users } from "../db/schema";
import type { Deps, UserRow } from "../http/context";
import { unauthenticated } from "../http/middleware";
import { errorResponses, json, secured } from "../http/openapi";
import { newRouter } from "../http/router";

export const toUser = (u: UserRow): User => ({
  id: u.id,
  first_name: u.firstName,
  full_name: u.fullName,
  email: u.email,
  mobile: u.mobile,
});

/**
 * Mobiles are stored in national form: Saudi 05XXXXXXXX, Egyptian 01XXXXXXXXX. International
 * prefixes (+966 / 00966 / +20) and Arabic-Indic digits are folded to it.
 */
export function normalizeMobile(input: string): string {
  const digits = normalizeDigits(input).replace(/^(\+|00)/, "");
  if (/^9665\d{8}$/.test(digits)) return `0${digits.slice(3)}`;
  if (/^5\d{8}$/.test(digits)) return `0${digits}`;
  if (/^201\d{9}$/.test(digits)) return `0${digits.slice(2)}`;
  return digits;
}

// Verifying against a throwaway hash keeps "unknown user" as slow as "wrong password".
let dummyHash: Promise<string> | undefined;

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
        422: json(ValidationErrorSchema.or(MessageSchema), "'wrong password' or 'error in phone number or email', or field errors"),
      },
    }),
    async (c) => {
      const { email_or_phone, password } = c.req.valid("json");
      const identifier = email_or_phone.includes("@") ? email_or_phone.toLowerCase() : normalizeMobile(email_or_phone);
      const [user] = await db
        .select()
        .from(users)
        .where(or(eq(users.email, identifier), eq(users.mobile, identifier)))
        .limit(1);
      if (!user) {
        dummyHash ??= hashPassword("not-a-real-password");
        await verifyPassword(password, await dummyHash);
        return c.json({ message: "error in phone number or email" }, 422);
      }
      if (!(await verifyPassword(password, user.passwordHash))) return c.json({ message: "wrong password" }, 422);
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
