import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  AccountExportSchema,
  OtpSentResponseSchema,
  SignedInResponseSchema,
  SocialMobileNeededSchema,
  SocialProofNeededSchema,
} from "@/lib/contract/accounts";
import { socialIdentities, users } from "../../../backend/src/db/schema";
import type { CallOptions } from "../helpers/client";
import { expectUnauthenticated, expectValidationError, parse } from "../helpers/expect";
import { lastCodeSentTo } from "../helpers/outbox";
import type { GetContext } from "./context";

export function socialContract(ctx: GetContext) {
  const call = <T = unknown>(path: string, o: CallOptions = {}) => ctx().client.call<T>(path, o);
  const visitor = () => ({ "x-forwarded-for": `198.20.${randomInt(0, 256)}.${randomInt(0, 256)}` });

  const lastCode = (to: string) => lastCodeSentTo(ctx().client, to);

  const needsMobile = async (body: unknown) => {
    const reply = await call("/api/auth/social", { method: "POST", body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(202);
    return SocialMobileNeededSchema.parse(reply.body).ticket;
  };

  describe("a provider account with an existing account's email", () => {
    /** A patient signed up with a password and a verified mobile. */
    async function existingPatient() {
      const n = String(randomInt(0, 1e8)).padStart(8, "0");
      const person = { first_name: "Huda", email: `huda.${n}@example.com`, mobile: `05${n}`, password: "Secret#2026", password_confirmation: "Secret#2026" };
      const headers = visitor();
      expect((await call("/api/auth/register", { method: "POST", body: person, headers })).status).toBe(201);
      const signedUp = parse(
        SignedInResponseSchema,
        await call("/api/auth/otp/verify", { method: "POST", body: { identifier: person.mobile, code: await lastCode(person.mobile), purpose: "register" }, headers }),
      );
      return { ...person, id: signedUp.user.id, n };
    }
    /** A 422 naming `field` (these answers carry the field's own message as theirs). */
    const expectFieldError = (reply: { status: number; body: unknown }, field: string) => {
      expect(reply.status).toBe(422);
      expect((reply.body as { errors?: Record<string, string[]> }).errors?.[field]?.length, JSON.stringify(reply.body)).toBeGreaterThan(0);
    };
    const userCount = async () => (await ctx().database.db.select({ id: users.id }).from(users)).length;
    const linksOf = (subject: string) => ctx().database.db.select().from(socialIdentities).where(eq(socialIdentities.subject, subject));

    it("an email the provider does not vouch for: nothing linked, nothing created, 'email in use'", async () => {
      const owner = await existingPatient();
      const before = await userCount();
      for (const email_verified of [false, undefined]) {
        const reply = await call("/api/auth/social", {
          method: "POST",
          body: { provider: "google", subject: `attacker-${owner.n}`, email: owner.email.toUpperCase(), email_verified, name: "Mallory" },
          lang: "en",
        });
        expect(reply.status).toBe(409);
        expect(reply.body).toEqual({ message: "This email is already used by an account. Sign in to that account with its password or mobile, or use another email." });
      }
      const arabic = await call("/api/auth/social", { method: "POST", body: { provider: "facebook", subject: `attacker-${owner.n}`, email: owner.email }, lang: "ar" });
      expect(arabic.status).toBe(409);
      expect((arabic.body as { message: string }).message).toMatch(/مستخدم في حساب آخر/);
      expect(await linksOf(`attacker-${owner.n}`)).toEqual([]);
      expect(await userCount()).toBe(before);
      // No code went to the owner for it either.
      expect((await call<{ data: unknown[] }>(`/api/dev/outbox?to=${owner.mobile}`, { token: null })).body.data).toHaveLength(1);
    });

    it("a verified email needs the code sent to the account's mobile: a wrong code links nothing, the right one links and signs in", async () => {
      const owner = await existingPatient();
      const subject = `verified-${owner.n}`;
      const body = { provider: "google", subject, email: owner.email, email_verified: true, name: "Huda Saleh" };
      const reply = await call("/api/auth/social", { method: "POST", body });
      expect(reply.status, JSON.stringify(reply.body)).toBe(202);
      const proof = SocialProofNeededSchema.parse(reply.body);
      expect(JSON.stringify(proof)).not.toContain(owner.mobile);
      const code = await lastCode(owner.mobile);
      expect(await linksOf(subject)).toEqual([]);

      const headers = visitor();
      const wrongCode = String((Number(code) + 1) % 10_000).padStart(4, "0");
      const wrong = await call("/api/auth/social/link", { method: "POST", body: { ticket: proof.ticket, code: wrongCode }, headers, lang: "en" });
      expectFieldError(wrong, "code");
      expect(await linksOf(subject)).toEqual([]);
      const forged = await call("/api/auth/social/link", { method: "POST", body: { ticket: `${proof.ticket}x`, code }, headers, lang: "en" });
      expectFieldError(forged, "ticket");
      // A sign-in ticket of another kind does not open the link.
      const strangerTicket = await needsMobile({ provider: "google", subject: `s-${owner.n}`, name: "S" });
      expectFieldError(await call("/api/auth/social/link", { method: "POST", body: { ticket: strangerTicket, code }, headers }), "ticket");

      const linked = parse(SignedInResponseSchema, await call("/api/auth/social/link", { method: "POST", body: { ticket: proof.ticket, code }, headers }));
      expect(linked.user).toMatchObject({ id: owner.id, email: owner.email, mobile: owner.mobile });
      expect((await linksOf(subject)).map((l) => l.userId)).toEqual([owner.id]);
      // The code is spent, and the provider account now signs in directly.
      expectFieldError(await call("/api/auth/social/link", { method: "POST", body: { ticket: proof.ticket, code }, headers }), "code");
      expect(parse(SignedInResponseSchema, await call("/api/auth/social", { method: "POST", body })).user.id).toBe(owner.id);
      expectUnauthenticated(await call("/api/auth/social/link", { method: "POST", body: { ticket: proof.ticket, code }, token: null }));
    });
  });

  describe("POST /api/auth/social and /api/auth/social/mobile", () => {
    it("a first sign-in verifies a mobile, links the provider account, and signs in directly after", async () => {
      const n = String(randomInt(0, 1e8)).padStart(8, "0");
      const person = { provider: "google", subject: `g-${n}`, email: `Social.${n}@Example.com`, email_verified: true, name: "Noura Al Otaibi" };
      const ticket = await needsMobile(person);
      const headers = visitor();
      const sent = await call("/api/auth/social/mobile", { method: "POST", body: { ticket, mobile: `05${n}` }, headers, lang: "en" });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(OtpSentResponseSchema.parse(sent.body)).toMatchObject({ identifier: `05${n}`, channel: "sms" });
      // Not usable yet: the same provider account still needs its mobile.
      await needsMobile(person);

      const verified = parse(
        SignedInResponseSchema,
        await call("/api/auth/otp/verify", { method: "POST", body: { identifier: `05${n}`, code: await lastCode(`05${n}`), purpose: "register" }, headers }),
      );
      expect(verified.user).toMatchObject({ email: `social.${n}@example.com`, mobile: `05${n}`, first_name: "Noura", full_name: "Noura Al Otaibi" });

      const again = parse(SignedInResponseSchema, await call("/api/auth/social", { method: "POST", body: person }));
      expect(again.user.id).toBe(verified.user.id);
      // The other provider with the same verified email joins the same account once the code sent to its mobile proves it.
      const proof = await call("/api/auth/social", { method: "POST", body: { ...person, provider: "facebook", subject: `f-${n}` } });
      expect(proof.status, JSON.stringify(proof.body)).toBe(202);
      const { ticket: linkTicket } = SocialProofNeededSchema.parse(proof.body);
      const facebook = parse(SignedInResponseSchema, await call("/api/auth/social/link", { method: "POST", body: { ticket: linkTicket, code: await lastCode(`05${n}`) }, headers }));
      expect(facebook.user.id).toBe(verified.user.id);
      expect(parse(SignedInResponseSchema, await call("/api/auth/social", { method: "POST", body: { ...person, provider: "facebook", subject: `f-${n}` } })).user.id).toBe(verified.user.id);
      const links = await ctx().database.db.select().from(socialIdentities).where(eq(socialIdentities.userId, verified.user.id));
      expect(links.map((l) => l.provider).sort()).toEqual(["facebook", "google"]);
      // The export names the linked accounts; deleting the account (by an SMS code) unlinks them.
      const exported = AccountExportSchema.parse((await call("/api/profile/export", { token: verified.token })).body);
      expect(exported.linked_accounts.map((l) => l.provider).sort()).toEqual(["facebook", "google"]);
      expect(exported.account).toMatchObject({ national_id: null, medical_record_number: null });
      // No password sign-in for an account that never set one.
      const login = await call("/api/auth/login", { method: "POST", body: { email_or_phone: `05${n}`, password: "social" }, headers: visitor() });
      expect(login.status).toBe(422);

      expect((await call("/api/profile/delete-code", { method: "POST", token: verified.token, headers })).status).toBe(200);
      const removed = await call("/api/profile", { method: "DELETE", body: { code: await lastCode(`05${n}`) }, token: verified.token, headers });
      expect(removed.status).toBe(200);
      expect(await ctx().database.db.select().from(socialIdentities).where(eq(socialIdentities.userId, verified.user.id))).toEqual([]);
      // The same Google account is a stranger again.
      await needsMobile(person);
    });

    it("an email the provider does not vouch for is not kept on a new account", async () => {
      const n = String(randomInt(0, 1e8)).padStart(8, "0");
      const ticket = await needsMobile({ provider: "google", subject: `gu-${n}`, email: `unverified.${n}@example.com`, email_verified: false, name: "Sara" });
      expect((await call("/api/auth/social/mobile", { method: "POST", body: { ticket, mobile: `05${n}` }, headers: visitor() })).status).toBe(201);
      const [user] = await ctx().database.db.select().from(users).where(eq(users.mobile, `05${n}`));
      expect(user?.email).toBe(`google-gu-${n}@social.invalid`);
    });

    it("a provider account without an email still gets an account", async () => {
      const n = String(randomInt(0, 1e8)).padStart(8, "0");
      const ticket = await needsMobile({ provider: "facebook", subject: `fb-${n}`, name: "Ali" });
      const headers = visitor();
      expect((await call("/api/auth/social/mobile", { method: "POST", body: { ticket, mobile: `05${n}` }, headers })).status).toBe(201);
      const [user] = await ctx().database.db.select().from(users).where(eq(users.mobile, `05${n}`));
      expect(user?.email).toBe(`facebook-fb-${n}@social.invalid`);
      expect(user?.verifiedAt).toBeNull();
    });

    it("refuses a mobile of another account, a forged ticket, and anyone but the website's client", async () => {
      const n = String(randomInt(0, 1e8)).padStart(8, "0");
      const ticket = await needsMobile({ provider: "google", subject: `g2-${n}`, email: `x.${n}@example.com`, name: "X" });
      expectValidationError(await call("/api/auth/social/mobile", { method: "POST", body: { ticket, mobile: "0551234567" }, headers: visitor() }), "mobile");
      const forged = await call("/api/auth/social/mobile", { method: "POST", body: { ticket: `${ticket}x`, mobile: `05${n}` }, headers: visitor(), lang: "en" });
      expect(forged.status).toBe(422);
      expect(forged.body).toEqual({ message: "This sign-in has expired, please start again", errors: { ticket: ["This sign-in has expired, please start again"] } });
      expectValidationError(await call("/api/auth/social/mobile", { method: "POST", body: { ticket, mobile: "0612345678" }, headers: visitor() }), "mobile");
      expectValidationError(await call("/api/auth/social", { method: "POST", body: { provider: "twitter", subject: "1" } }), "provider");
      expectUnauthenticated(await call("/api/auth/social", { method: "POST", body: { provider: "google", subject: "1" }, token: null }));
      const patient = await call<{ token: string }>("/api/auth/login", {
        method: "POST",
        body: { email_or_phone: "patient@example.com", password: "Patient#2026" },
        headers: visitor(),
      });
      expectUnauthenticated(await call("/api/auth/social", { method: "POST", body: { provider: "google", subject: "1" }, token: patient.body.token }));
    });
  });
}
