import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LoginResponseSchema, UserResponseSchema } from "@/lib/contract/auth";
import { userTokens } from "../../../backend/src/db/schema";
import { expectUnauthenticated, expectValidationError, parse } from "../helpers/expect";
import type { GetContext } from "./context";

const DEMO = { email: "patient@example.com", mobile: "0551234567", password: "Patient#2026" };

export function authContract(ctx: GetContext) {
  const login = (email_or_phone: string, password: string) =>
    ctx().client.call("/api/auth/login", { method: "POST", body: { email_or_phone, password } });

  describe("POST /api/auth/login", () => {
    it("signs in by email or mobile and answers {token, user}", async () => {
      // Each login runs scrypt (memory-hard, deliberately slow): three identifier spellings are enough.
      for (const id of ["PATIENT@example.com", "+966551234567", "٠٥٥١٢٣٤٥٦٧"]) {
        const body = parse(LoginResponseSchema, await login(id, DEMO.password));
        expect(body.user).toMatchObject({ email: DEMO.email, mobile: DEMO.mobile });
        expect(body.token.length).toBeGreaterThan(30);
      }
    });
    it("answers the SPEC §8 messages for a wrong password and an unknown identifier, each with its code", async () => {
      const wrong = await login(DEMO.email, "nope");
      expect(wrong.status).toBe(422);
      expect(wrong.body).toEqual({ message: "wrong password", code: "wrong_password" });
      const unknown = await login("nobody@example.com", DEMO.password);
      expect(unknown.status).toBe(422);
      expect(unknown.body).toEqual({ message: "error in phone number or email", code: "unknown_account" });
    });
    it("422s missing fields and 401s without the app token", async () => {
      const missing = await ctx().client.call("/api/auth/login", { method: "POST", body: {} });
      expectValidationError(missing, "email_or_phone");
      expectValidationError(missing, "password");
      const anonymous = await ctx().client.call("/api/auth/login", { method: "POST", body: { email_or_phone: DEMO.email, password: DEMO.password }, token: null });
      expectUnauthenticated(anonymous);
    });
  });

  describe("GET /api/auth/user and POST /api/auth/logout", () => {
    it("answers the user for a user token, then revokes it on logout", async () => {
      const { token } = parse(LoginResponseSchema, await login(DEMO.email, DEMO.password));
      const me = parse(UserResponseSchema, await ctx().client.call("/api/auth/user", { token }));
      expect(me.user).toMatchObject({ email: DEMO.email, first_name: expect.any(String), full_name: expect.any(String) });
      // A user token also works as the bearer of ordinary reads.
      expect((await ctx().client.call("/api/faqs", { token })).status).toBe(200);
      const out = await ctx().client.call("/api/auth/logout", { method: "POST", token });
      expect(out.status).toBe(200);
      expectUnauthenticated(await ctx().client.call("/api/auth/user", { token }));
    });
    it("401s the app's client token, and an expired user token", async () => {
      expectUnauthenticated(await ctx().client.call("/api/auth/user"));
      const { token } = parse(LoginResponseSchema, await login(DEMO.mobile, DEMO.password));
      const { db } = ctx().database;
      const rows = await db.select().from(userTokens);
      // Only a hash of the token is stored.
      expect(rows.some((r) => r.tokenHash === token)).toBe(false);
      // Expire this login's token, found by its hash (other suites' users have tokens too).
      const hash = createHash("sha256").update(token).digest("hex");
      expect(rows.some((r) => r.tokenHash === hash)).toBe(true);
      await db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userTokens.tokenHash, hash));
      expectUnauthenticated(await ctx().client.call("/api/auth/user", { token }));
    });
  });
}
