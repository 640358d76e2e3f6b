import { eq } from "drizzle-orm";
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { LoginResponseSchema, UserResponseSchema } from "@/lib/contract/auth";
import {
  OtpResendResponseSchema,
  OtpSentResponseSchema,
  ResetTokenResponseSchema,
  SignedInResponseSchema,
} from "@/lib/contract/accounts";
import { OTP_LIMITS } from "../../../backend/src/auth/rate-limits";
import { otpCodes, passwordResetTokens, rateLimitHits, users } from "../../../backend/src/db/schema";
import type { CallOptions } from "../helpers/client";
import { expectUnauthenticated, expectValidationError, parse } from "../helpers/expect";
import { lastCodeSentTo } from "../helpers/outbox";
import type { GetContext } from "./context";

const PASSWORD = "Secret#2026";
const WRONG = "The code is wrong or expired!";

/**
 * Each scenario gets its own mobile, email and client IP, so limits never leak between tests; the
 * PostgreSQL suite keeps users between runs, hence random numbers.
 */
let serial = 0;
function newPerson() {
  serial += 1;
  const n = String(randomInt(0, 1_000_000)).padStart(6, "0");
  return {
    first_name: "Lina",
    email: `lina.${n}.${serial}.${Date.now()}@example.com`,
    mobile: `0559${n}`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ip: `203.0.113.${serial}`,
  };
}

export function accountsContract(ctx: GetContext) {
  const call = <T = unknown>(path: string, o: CallOptions & { ip?: string } = {}) =>
    ctx().client.call<T>(path, { ...o, headers: { ...o.headers, ...(o.ip ? { "x-forwarded-for": o.ip } : {}) } });

  const lastCode = (to: string) => lastCodeSentTo(ctx().client, to);
  const outboxCount = async (to: string) =>
    (await call<{ data: unknown[] }>(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { token: null })).body.data.length;

  /** Makes the recipient's newest code look older, instead of waiting for real time to pass. */
  async function age(recipient: string, seconds: number) {
    const { db } = ctx().database;
    const rows = await db.select().from(otpCodes).where(eq(otpCodes.recipient, recipient));
    for (const row of rows) {
      await db
        .update(otpCodes)
        .set({ createdAt: new Date(row.createdAt.getTime() - seconds * 1000) })
        .where(eq(otpCodes.id, row.id));
    }
  }

  // Counters outlive a run on PostgreSQL: start every run with none.
  beforeAll(async () => {
    await ctx().database.db.delete(rateLimitHits);
  });

  const register = (p: ReturnType<typeof newPerson>, lang = "en") =>
    call("/api/auth/register", { method: "POST", body: { ...p, ip: undefined }, ip: p.ip, lang });
  const verify = (identifier: string, code: string, purpose: string, ip: string, lang = "en") =>
    call("/api/auth/otp/verify", { method: "POST", body: { identifier, code, purpose }, ip, lang });
  const login = (email_or_phone: string, password: string, ip: string, lang?: string) =>
    call("/api/auth/login", { method: "POST", body: { email_or_phone, password }, ip, lang });

  async function signedUp() {
    const p = newPerson();
    expect((await register(p)).status).toBe(201);
    const signedIn = parse(SignedInResponseSchema, await verify(p.mobile, await lastCode(p.mobile), "register", p.ip));
    return { ...p, token: signedIn.token };
  }

  describe("POST /api/auth/register and the sign-up code", () => {
    it("creates the account, texts a 4-digit code, and signs in with it", async () => {
      const p = newPerson();
      const reply = await register(p);
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      const sent = OtpSentResponseSchema.parse(reply.body);
      expect(sent).toMatchObject({ identifier: p.mobile, channel: "sms", resend_after: 60, expires_in: 300 });
      // Before the code, the account cannot sign in.
      expect((await login(p.email, PASSWORD, p.ip)).body).toEqual({ message: "error in phone number or email", code: "unknown_account" });

      const body = parse(SignedInResponseSchema, await verify(p.mobile, await lastCode(p.mobile), "register", p.ip));
      expect(body.user).toMatchObject({ first_name: "Lina", email: p.email, mobile: p.mobile });
      const me = parse(UserResponseSchema, await call("/api/auth/user", { token: body.token }));
      expect(me.user.email).toBe(p.email);
      parse(LoginResponseSchema, await login(p.mobile, PASSWORD, p.ip));
    });

    it("never stores a code in clear", async () => {
      const p = newPerson();
      await register(p);
      const code = await lastCode(p.mobile);
      const rows = await ctx().database.db.select().from(otpCodes).where(eq(otpCodes.recipient, p.mobile));
      expect(rows).toHaveLength(1);
      for (const value of Object.values(rows[0]!)) expect(String(value)).not.toContain(code);
      expect(rows[0]!.codeHash.length).toBeGreaterThan(20);
    });

    it("records newsletter consent only when ticked", async () => {
      const yes = { ...newPerson(), newsletter: true };
      const no = newPerson();
      await register(yes);
      await register(no);
      const { db } = ctx().database;
      const [a] = await db.select().from(users).where(eq(users.email, yes.email));
      const [b] = await db.select().from(users).where(eq(users.email, no.email));
      expect(a?.marketingConsentAt).toBeInstanceOf(Date);
      expect(b?.marketingConsentAt).toBeNull();
    });

    it("refuses markup in first_name as the profile refuses it in full_name (one rule: letters and spaces)", async () => {
      const markup = "<b>Lina</b>";
      const p = newPerson();
      const signUp = await register({ ...p, first_name: markup });
      expectValidationError(signUp, "first_name");
      expect((signUp.body as { errors: Record<string, string[]> }).errors.first_name).toEqual(["First name may contain letters and spaces only"]);
      expectValidationError(await register({ ...p, first_name: "Lina1" }), "first_name");
      const user = await signedUp();
      const profile = await call("/api/profile", { method: "PUT", body: { full_name: markup, email: user.email }, token: user.token });
      expectValidationError(profile, "full_name");
      expect((profile.body as { errors: Record<string, string[]> }).errors.full_name).toEqual(["Full name may contain letters and spaces only"]);
      // Arabic letters and spaces pass both.
      expect((await register({ ...newPerson(), first_name: "لينا أحمد" })).status).toBe(201);
    });

    it("422s SPEC §5's sign-up rules and malformed values", async () => {
      const p = newPerson();
      expectValidationError(await register({ ...p, first_name: "A".repeat(20) }), "first_name");
      expectValidationError(await register({ ...p, mobile: "0612345678" }), "mobile");
      expectValidationError(await register({ ...p, email: "not-an-email" }), "email");
      expectValidationError(await register({ ...p, password: "abcdefgh", password_confirmation: "abcdefgh" }), "password");
      const mismatch = await register({ ...p, password_confirmation: "Other#2026" });
      expectValidationError(mismatch, "password_confirmation");
      expect((mismatch.body as { errors: Record<string, string[]> }).errors.password_confirmation).toEqual(["Password confirmation does not match"]);
      expect((await register({ ...p, first_name: "Li\u0000na" })).status).toBe(400);
      const badJson = await ctx().client.app.request("/api/auth/register", {
        method: "POST",
        headers: { authorization: `Bearer ${await ctx().client.token()}`, "content-type": "application/json" },
        body: "{not json",
      });
      expect(badJson.status).toBeGreaterThanOrEqual(400);
      expect(badJson.status).toBeLessThan(500);
    });

    it("refuses an email or mobile of an existing account, in the caller's language", async () => {
      const p = newPerson();
      const reply = await register({ ...p, email: "patient@example.com", mobile: "0551234567" }, "ar");
      expect(reply.status).toBe(422);
      const errors = (reply.body as { errors: Record<string, string[]> }).errors;
      expect(errors.email?.[0]).toMatch(/مسجل/);
      expect(errors.mobile?.[0]).toMatch(/مسجل/);
    });

    it("lets an unfinished sign-up be started again", async () => {
      const p = newPerson();
      expect((await register(p)).status).toBe(201);
      await age(p.mobile, 61);
      expect((await register({ ...p, first_name: "Lena" })).status).toBe(201);
      const body = parse(SignedInResponseSchema, await verify(p.mobile, await lastCode(p.mobile), "register", p.ip));
      expect(body.user.first_name).toBe("Lena");
    });
  });

  describe("POST /api/auth/otp/verify", () => {
    it("voids a code after five wrong tries: the sixth try fails even with the right code", async () => {
      const p = newPerson();
      await register(p);
      const code = await lastCode(p.mobile);
      const wrongCode = code === "0000" ? "1111" : "0000";
      for (let i = 0; i < 5; i += 1) {
        const reply = await verify(p.mobile, wrongCode, "register", p.ip);
        expect(reply.status).toBe(422);
        expect(reply.body).toEqual({ message: WRONG, errors: { code: [WRONG] } });
      }
      const sixth = await verify(p.mobile, code, "register", p.ip);
      expect(sixth.status).toBe(422);
      expect((sixth.body as { message: string }).message).toBe(WRONG);
    });

    it("answers in Arabic, refuses an expired code, and spends a code once", async () => {
      const p = newPerson();
      await register(p);
      const code = await lastCode(p.mobile);
      const wrong = await verify(p.mobile, code === "0000" ? "1111" : "0000", "register", p.ip, "ar");
      expect((wrong.body as { message: string }).message).toBe("الرمز غير صحيح أو منتهي الصلاحية!");

      await ctx().database.db.update(otpCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otpCodes.recipient, p.mobile));
      expect((await verify(p.mobile, code, "register", p.ip)).status).toBe(422);

      const q = newPerson();
      await register(q);
      const good = await lastCode(q.mobile);
      expect((await verify(q.mobile, good, "register", q.ip)).status).toBe(200);
      expect((await verify(q.mobile, good, "register", q.ip)).status).toBe(422);
    });

    it("validates the code's shape and the purpose", async () => {
      const p = newPerson();
      expectValidationError(await verify(p.mobile, "12345", "register", p.ip), "code");
      expectValidationError(await verify(p.mobile, "1234", "login", p.ip), "purpose");
      expect((await verify("\u0000", "1234", "register", p.ip)).status).toBe(400);
    });
  });

  describe("POST /api/auth/otp/resend", () => {
    it("waits 60 s between codes, then resends and voids the old code", async () => {
      const p = newPerson();
      await register(p);
      const first = await lastCode(p.mobile);
      const early = await call("/api/auth/otp/resend", { method: "POST", body: { identifier: p.mobile, purpose: "register" }, ip: p.ip });
      expect(early.status).toBe(429);
      expect(Number(early.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(early.headers.get("retry-after"))).toBeLessThanOrEqual(60);

      await age(p.mobile, 61);
      const reply = await call("/api/auth/otp/resend", { method: "POST", body: { identifier: p.mobile, purpose: "register" }, ip: p.ip, lang: "ar" });
      expect(parse(OtpResendResponseSchema, reply)).toEqual({ message: "تم إعادة إرسال رمز التحقق", resend_after: 60 });
      const english = await (async () => {
        await age(p.mobile, 61);
        return call("/api/auth/otp/resend", { method: "POST", body: { identifier: p.mobile, purpose: "register" }, ip: p.ip, lang: "en" });
      })();
      expect((english.body as { message: string }).message).toBe("verification code resent");
      const second = await lastCode(p.mobile);
      expect(await outboxCount(p.mobile)).toBe(3);
      if (second !== first) expect((await verify(p.mobile, first, "register", p.ip)).status).toBe(422);
      expect((await verify(p.mobile, second, "register", p.ip)).status).toBe(200);
    });

    it("refuses the sixth code to one phone within the hour", async () => {
      const p = newPerson();
      expect((await register(p)).status).toBe(201);
      for (let i = 2; i <= 5; i += 1) {
        await age(p.mobile, 61);
        const reply = await call("/api/auth/otp/resend", { method: "POST", body: { identifier: p.mobile, purpose: "register" }, ip: `198.51.100.${i}` });
        expect(reply.status, `code ${i}`).toBe(200);
      }
      await age(p.mobile, 61);
      const sixth = await call("/api/auth/otp/resend", { method: "POST", body: { identifier: p.mobile, purpose: "register" }, ip: "198.51.100.6" });
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await outboxCount(p.mobile)).toBe(5);
    });

    it("refuses the code past one IP's ceiling within the hour (a carrier's address: many patients' worth)", async () => {
      const ip = "192.0.2.77";
      const run = randomInt(0, 1_000_000);
      for (let i = 0; i < OTP_LIMITS.perIp.max; i += 1) {
        const reply = await call("/api/auth/password/forgot", { method: "POST", body: { email_or_phone: `nobody${i}.${run}@example.com` }, ip });
        expect(reply.status, `request ${i + 1}`).toBe(200);
      }
      const refused = await call("/api/auth/password/forgot", { method: "POST", body: { email_or_phone: `nobody-last.${run}@example.com` }, ip });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  });

  describe("password reset", () => {
    const forgot = (email_or_phone: string, ip: string) =>
      call("/api/auth/password/forgot", { method: "POST", body: { email_or_phone }, ip });
    const reset = (reset_token: string, password: string, ip: string) =>
      call("/api/auth/password/reset", { method: "POST", body: { reset_token, password, password_confirmation: password }, ip, lang: "en" });

    it("answers the same whether or not the account exists, and sends only to a real one", async () => {
      const user = await signedUp();
      const known = await forgot(user.email, user.ip);
      const unknown = await forgot("someone.else@example.com", user.ip);
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      // Only the echoed identifier differs.
      expect({ ...OtpSentResponseSchema.parse(known.body), identifier: "" }).toEqual({ ...OtpSentResponseSchema.parse(unknown.body), identifier: "" });
      expect(await outboxCount(user.email)).toBe(1);
      expect(await outboxCount("someone.else@example.com")).toBe(0);
      // An unknown account's code never verifies.
      expect((await verify("someone.else@example.com", "1234", "reset", user.ip)).status).toBe(422);
    });

    it("resets by email: ends every session, and the reset token works once", async () => {
      const user = await signedUp();
      const other = parse(LoginResponseSchema, await login(user.email, PASSWORD, user.ip));
      expect((await forgot(user.email, user.ip)).status).toBe(200);
      const { reset_token } = parse(ResetTokenResponseSchema, await verify(user.email, await lastCode(user.email), "reset", user.ip));

      const changed = await reset(reset_token, "NewSecret#2027", user.ip);
      expect(changed.status).toBe(200);
      expectUnauthenticated(await call("/api/auth/user", { token: user.token }));
      expectUnauthenticated(await call("/api/auth/user", { token: other.token }));
      parse(LoginResponseSchema, await login(user.email, "NewSecret#2027", user.ip));

      const reused = await reset(reset_token, "Another#2028", user.ip);
      expect(reused.status).toBe(422);
      expect((reused.body as { errors: Record<string, string[]> }).errors.reset_token?.[0]).toMatch(/expired or was already used/);
      expect((await login(user.email, "Another#2028", user.ip)).status).toBe(422);
    });

    it("resets by phone, stores only a hash of the reset token, and refuses an expired one", async () => {
      const user = await signedUp();
      expect((await forgot(user.mobile, user.ip)).status).toBe(200);
      const { reset_token } = parse(ResetTokenResponseSchema, await verify(user.mobile, await lastCode(user.mobile), "reset", user.ip));
      const { db } = ctx().database;
      const rows = await db.select().from(passwordResetTokens);
      expect(rows.some((r) => r.tokenHash === reset_token)).toBe(false);

      await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
      expect((await reset(reset_token, "NewSecret#2027", user.ip)).status).toBe(422);
    });

    it("caps wrong codes per recipient (6) and per account (7) over 30 days: past them, even the right code is refused", async () => {
      const user = await signedUp();
      const other = (code: string, i: number) => String((Number(code) + 1 + i) % 10_000).padStart(4, "0");
      expect((await forgot(user.mobile, user.ip)).status).toBe(200);
      const first = await lastCode(user.mobile);
      // Five wrong tries void the first code; each comes from a new address, as a spread guesser's would.
      for (let i = 0; i < 5; i += 1) expect((await verify(user.mobile, other(first, i), "reset", `198.18.7.${i}`)).status).toBe(422);
      await age(user.mobile, 61);
      expect((await forgot(user.mobile, user.ip)).status).toBe(200);
      const second = await lastCode(user.mobile);
      expect((await verify(user.mobile, other(second, 0), "reset", "198.18.7.10")).status).toBe(422);
      // Six wrong codes spent the mobile's budget: the right one is refused without its message's key, with a wait in days.
      const refused = await verify(user.mobile, second, "reset", "198.18.7.11");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(20 * 86_400);
      expect((refused.body as { message: string }).message).toMatch(/Too many wrong codes were entered for this account\. .* try again in \d+ days/);
      // A seventh wrong code, to the email, spends the account's budget: the email's right code is refused too.
      expect((await forgot(user.email, user.ip)).status).toBe(200);
      const third = await lastCode(user.email);
      expect((await verify(user.email, other(third, 0), "reset", "198.18.7.12")).status).toBe(422);
      expect((await verify(user.email, third, "reset", "198.18.7.13")).status).toBe(429);
      // The password still signs in.
      parse(LoginResponseSchema, await login(user.email, PASSWORD, user.ip));
    });

    it("gives a right code's try back to the budget", async () => {
      const user = await signedUp();
      // Nine tries in all (the sign-up code, then four rounds of a typo and the right code): only the four typos count.
      for (let round = 0; round < 4; round += 1) {
        await age(user.mobile, 61);
        expect((await forgot(user.mobile, user.ip)).status).toBe(200);
        const code = await lastCode(user.mobile);
        const typo = String((Number(code) + 1) % 10_000).padStart(4, "0");
        expect((await verify(user.mobile, typo, "reset", user.ip)).status, `round ${round}`).toBe(422);
        expect((await verify(user.mobile, code, "reset", user.ip)).status, `round ${round}`).toBe(200);
      }
    });

    it("422s a weak or mismatched new password", async () => {
      expectValidationError(await reset("whatever", "short", "192.0.2.1"), "password");
      const mismatch = await call("/api/auth/password/reset", {
        method: "POST",
        body: { reset_token: "x", password: "NewSecret#2027", password_confirmation: "NewSecret#2028" },
      });
      expectValidationError(mismatch, "password_confirmation");
      expectValidationError(await forgot("0612345678", "192.0.2.1"), "email_or_phone");
    });
  });

  describe("POST /api/auth/login limits", () => {
    it("locks one address out of an account after five tries and says when (429 + Retry-After); the owner elsewhere still signs in", async () => {
      const user = await signedUp();
      const attacker = "192.0.2.100";
      for (let i = 0; i < 5; i += 1) {
        expect((await login(user.email, "Wrong#2026", attacker)).body).toEqual({ message: "wrong password", code: "wrong_password" });
      }
      const locked = await login(user.mobile, PASSWORD, attacker, "en");
      expect(locked.status).toBe(429);
      const retryAfter = Number(locked.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      // Fifteen minutes after the failures, counted in tenths of the window (90 s).
      expect(retryAfter).toBeLessThanOrEqual(900 + 90);
      expect((locked.body as { message: string }).message).toMatch(/try again in \d+ minute/i);
      // Tries while locked do not push the end of the lock further away.
      for (let i = 0; i < 3; i += 1) {
        const again = await login(user.mobile, PASSWORD, attacker, "en");
        expect(again.status).toBe(429);
        expect(Number(again.headers.get("retry-after"))).toBeLessThanOrEqual(retryAfter);
      }
      // The owner, from their own address, is not locked out by someone else's failures.
      parse(LoginResponseSchema, await login(user.mobile, PASSWORD, "192.0.2.200"));
      // SPEC §8's messages stay: an unknown account still says so.
      expect((await login(`ghost.${user.mobile}@example.com`, "Wrong#2026", attacker)).body).toEqual({ message: "error in phone number or email", code: "unknown_account" });
    });

    it("past 25 failures from many addresses, an address that failed is refused, a new one with the password gets in, and a reset code lifts it", async () => {
      const user = await signedUp();
      for (let a = 0; a < 5; a += 1) {
        for (let i = 0; i < 5; i += 1) expect((await login(user.email, "Wrong#2026", `192.0.2.${110 + a}`)).status, `address ${a} try ${i}`).toBe(422);
      }
      const once = "192.0.2.120";
      expect((await login(user.email, "Wrong#2026", once)).status).toBe(422);
      // This address failed while the account is under attack: even the right password waits.
      const refused = await login(user.email, PASSWORD, once, "en");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      // The owner proves the password from an address that has not failed.
      parse(LoginResponseSchema, await login(user.email, PASSWORD, "192.0.2.121"));
      // Or by a reset code: the new password works from the refused address too.
      expect((await call("/api/auth/password/forgot", { method: "POST", body: { email_or_phone: user.mobile }, ip: user.ip })).status).toBe(200);
      const { reset_token } = parse(ResetTokenResponseSchema, await verify(user.mobile, await lastCode(user.mobile), "reset", user.ip));
      const changed = await call("/api/auth/password/reset", {
        method: "POST",
        body: { reset_token, password: "NewSecret#2027", password_confirmation: "NewSecret#2027" },
        ip: user.ip,
      });
      expect(changed.status).toBe(200);
      parse(LoginResponseSchema, await login(user.email, "NewSecret#2027", once));
    });

    it("clears an address's failures on an account on a successful sign-in", async () => {
      const user = await signedUp();
      for (let i = 0; i < 4; i += 1) await login(user.email, "Wrong#2026", user.ip);
      parse(LoginResponseSchema, await login(user.email, PASSWORD, user.ip));
      for (let i = 0; i < 4; i += 1) await login(user.email, "Wrong#2026", user.ip);
      parse(LoginResponseSchema, await login(user.email, PASSWORD, user.ip));
    });

    it("limits failures from one IP", async () => {
      const ip = "192.0.2.250";
      for (let i = 0; i < 30; i += 1) {
        expect((await login(`ghost${i}@example.com`, "Wrong#2026", ip)).status).toBe(422);
      }
      const refused = await login("patient@example.com", "Patient#2026", ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another address is not affected.
      parse(LoginResponseSchema, await login("patient@example.com", "Patient#2026", "192.0.2.251"));
    });
  });
}
