import { createHash, randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { UserResponseSchema } from "@/lib/contract/auth";
import { AccountExportSchema } from "@/lib/contract/accounts";
import { PhrTokenResponseSchema } from "@/lib/contract/phr";
import { hashPassword, scryptCost } from "../../../backend/src/auth/password";
import { phrRefreshTokens, users } from "../../../backend/src/db/schema";
import type { CallOptions } from "../helpers/client";
import { expectUnauthenticated, expectValidationError, parse } from "../helpers/expect";
import type { GetContext } from "./context";

const DEMO = { nationalId: "1012345678", medicalRecordNumber: "100234", password: "Patient#2026", email: "patient@example.com" };
const PASSWORD = "Record#2026";

export function phrContract(ctx: GetContext) {
  const call = <T = unknown>(path: string, o: CallOptions = {}) => ctx().client.call<T>(path, o);
  /** Each test its own visitor: the per-IP limits of one test never reach another. */
  const visitor = () => ({ "x-forwarded-for": `198.19.${randomInt(0, 256)}.${randomInt(0, 256)}` });
  const login = (identifier: string, password: string, headers = visitor()) =>
    call("/api/phr/login", { method: "POST", body: { identifier, password }, headers });
  const refresh = (refresh_token: string, headers = visitor()) => call("/api/phr/refresh", { method: "POST", body: { refresh_token }, headers });

  /** A patient known to the hospital, with a national ID and a medical record number. */
  async function recordHolder() {
    const n = String(randomInt(0, 1e8)).padStart(8, "0");
    const person = { nationalId: `2${String(randomInt(0, 1e9)).padStart(9, "0")}`, medicalRecordNumber: n, email: `phr.${n}@example.com`, mobile: `05${n}` };
    await ctx()
      .database.db.insert(users)
      .values({ firstName: "Huda", fullName: "Huda Salem", passwordHash: await hashPassword(PASSWORD, scryptCost("test")), ...person });
    return person;
  }

  describe("POST /api/phr/login", () => {
    it("signs the demo patient in by national ID or medical record number with exactly SPEC §7's answer", async () => {
      for (const identifier of [DEMO.nationalId, "١٠٠٢٣٤"]) {
        const reply = await login(identifier, DEMO.password);
        expect(reply.headers.get("cache-control")).toBe("no-store");
        const body = parse(PhrTokenResponseSchema, reply);
        expect(Object.keys(body).sort()).toEqual(["access_token", "expires_in", "refresh_expires_in", "refresh_token", "token_type"]);
        expect(body).toMatchObject({ token_type: "Bearer", expires_in: 86400, refresh_expires_in: 1296000 });
        const me = parse(UserResponseSchema, await call("/api/auth/user", { token: body.access_token }));
        expect(me.user.email).toBe(DEMO.email);
        expect((await call("/api/profile", { token: body.access_token })).status).toBe(200);
        const exported = AccountExportSchema.parse((await call("/api/profile/export", { token: body.access_token })).body);
        expect(exported.account).toMatchObject({ national_id: DEMO.nationalId, medical_record_number: DEMO.medicalRecordNumber });
      }
    });

    it("answers 'wrong password', an unknown record, field errors, and locks after five failures with Retry-After", async () => {
      const p = await recordHolder();
      const headers = visitor();
      const wrong = await login(p.nationalId, "Wrong#2026", headers);
      expect(wrong.status).toBe(422);
      expect(wrong.body).toEqual({ message: "wrong password", code: "wrong_password" });
      const unknown = await login("1999999999", PASSWORD, headers);
      expect(unknown.status).toBe(422);
      expect(unknown.body).toEqual({ message: "error in national ID or medical record number", code: "unknown_account" });
      expectValidationError(await login("3012345678", PASSWORD, headers), "identifier");
      expectValidationError(await login("12345", PASSWORD, headers), "identifier");
      expectValidationError(await call("/api/phr/login", { method: "POST", body: { identifier: p.medicalRecordNumber }, headers }), "password");
      expectUnauthenticated(await call("/api/phr/login", { method: "POST", body: { identifier: p.nationalId, password: PASSWORD }, token: null }));

      for (let i = 0; i < 4; i += 1) expect((await login(p.medicalRecordNumber, "Wrong#2026", headers)).status).toBe(422);
      const locked = await login(p.nationalId, PASSWORD, headers);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  });

  describe("POST /api/phr/refresh", () => {
    it("rotates: the new pair works, the spent refresh token does not, and only hashes are stored", async () => {
      const p = await recordHolder();
      const first = parse(PhrTokenResponseSchema, await login(p.nationalId, PASSWORD));
      const second = parse(PhrTokenResponseSchema, await refresh(first.refresh_token));
      expect(second).toMatchObject({ token_type: "Bearer", expires_in: 86400, refresh_expires_in: 1296000 });
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(second.access_token).not.toBe(first.access_token);
      expect((await call("/api/auth/user", { token: second.access_token })).status).toBe(200);

      const stored = JSON.stringify(await ctx().database.db.select().from(phrRefreshTokens));
      expect(stored).not.toContain(first.refresh_token);
      expect(stored).not.toContain(second.refresh_token);

      const third = parse(PhrTokenResponseSchema, await refresh(second.refresh_token));
      expect((await call("/api/auth/user", { token: third.access_token })).status).toBe(200);
    });

    it("a spent refresh token presented again ends the whole session (after the grace of a concurrent request)", async () => {
      const p = await recordHolder();
      const first = parse(PhrTokenResponseSchema, await login(p.medicalRecordNumber, PASSWORD));
      const second = parse(PhrTokenResponseSchema, await refresh(first.refresh_token));
      // A moment later: a second tab of the same browser; no tokens, but the session goes on.
      const raced = await refresh(first.refresh_token);
      expect(raced.status).toBe(409);
      const { db } = ctx().database;
      await db
        .update(phrRefreshTokens)
        .set({ usedAt: new Date(Date.now() - 60_000) })
        .where(eq(phrRefreshTokens.tokenHash, createHash("sha256").update(first.refresh_token).digest("hex")));
      const replay = await refresh(first.refresh_token);
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ message: "انتهت جلستك، سجّل الدخول مرة أخرى" });
      // The thief's replay also cost the holder of the newer token their session.
      expect((await refresh(second.refresh_token)).status).toBe(401);
    });

    it("two refreshes with one token at once: exactly one succeeds", async () => {
      const p = await recordHolder();
      const first = parse(PhrTokenResponseSchema, await login(p.nationalId, PASSWORD));
      const replies = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    });

    it("refuses an expired, an unknown or a malformed token, and a logged-out session", async () => {
      const p = await recordHolder();
      const a = parse(PhrTokenResponseSchema, await login(p.nationalId, PASSWORD));
      const { db } = ctx().database;
      const [user] = await db.select().from(users).where(eq(users.email, p.email));
      await db.update(phrRefreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(phrRefreshTokens.userId, user!.id));
      expect((await refresh(a.refresh_token)).status).toBe(401);
      expect((await refresh("not-a-token")).status).toBe(401);
      expectValidationError(await call("/api/phr/refresh", { method: "POST", body: {} }), "refresh_token");

      const b = parse(PhrTokenResponseSchema, await login(p.medicalRecordNumber, PASSWORD));
      expect((await call("/api/phr/logout", { method: "POST", body: { refresh_token: b.refresh_token } })).status).toBe(200);
      expect((await refresh(b.refresh_token)).status).toBe(401);
    });

    it("limits refreshes of one session and invalid tokens from one IP (429 with Retry-After)", async () => {
      const p = await recordHolder();
      let pair = parse(PhrTokenResponseSchema, await login(p.nationalId, PASSWORD));
      for (let i = 0; i < 20; i += 1) pair = parse(PhrTokenResponseSchema, await refresh(pair.refresh_token));
      const limited = await refresh(pair.refresh_token);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

      const headers = visitor();
      for (let i = 0; i < 30; i += 1) expect((await refresh(`guess-${i}`, headers)).status).toBe(401);
      const guessing = await refresh("guess-31", headers);
      expect(guessing.status).toBe(429);
      expect(Number(guessing.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  });
}
