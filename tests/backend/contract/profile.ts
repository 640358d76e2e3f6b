import { eq } from "drizzle-orm";
import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  AccountExportSchema,
  ContactChangedResponseSchema,
  ProfileResponseSchema,
  ProfileUpdateResponseSchema,
  SignedInResponseSchema,
  type Profile,
} from "@/lib/contract/accounts";
import { patientProfiles, users } from "../../../backend/src/db/schema";
import type { CallOptions } from "../helpers/client";
import { expectUnauthenticated, expectValidationError, parse } from "../helpers/expect";
import type { GetContext } from "./context";

const PASSWORD = "Secret#2026";

let serial = 0;

export function profileContract(ctx: GetContext) {
  const call = <T = unknown>(path: string, o: CallOptions = {}) => ctx().client.call<T>(path, o);

  async function lastCode(to: string): Promise<string> {
    const reply = await call<{ data: Array<{ body: string }> }>(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { token: null });
    const code = /\b(\d{4})\b/.exec(reply.body.data[0]?.body ?? "")?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  }

  /** A fresh, verified patient with a user token. */
  async function patient() {
    serial += 1;
    const n = String(randomInt(0, 100_000_000)).padStart(8, "0");
    const person = { first_name: "Omar", email: `omar.${n}@example.com`, mobile: `05${n}`, password: PASSWORD, password_confirmation: PASSWORD };
    const headers = { "x-forwarded-for": `198.18.${randomInt(0, 256)}.${serial}` };
    expect((await call("/api/auth/register", { method: "POST", body: person, headers })).status).toBe(201);
    const verified = parse(
      SignedInResponseSchema,
      await call("/api/auth/otp/verify", { method: "POST", body: { identifier: person.mobile, code: await lastCode(person.mobile), purpose: "register" }, headers }),
    );
    return { ...person, token: verified.token, headers };
  }

  const full = (p: { email: string; mobile: string }): Profile => ({
    full_name: "Omar Khaled Al Harbi",
    second_name: "Abu Khaled",
    date_of_birth: "1990-04-12",
    gender: "male",
    blood_type: "O+",
    weight: 82.5,
    height: 178,
    marital_status: "married",
    children_count: 2,
    occupation: "Engineer",
    education: "bachelor",
    email: p.email,
    mobile: p.mobile,
    caffeine_use: "daily",
    smoking_habit: "former",
    alcohol_consumption: "never",
    illicit_drug_use: "never",
    dietary_habit: "balanced",
    activity_level: "moderate",
    wheelchair_use: false,
    organ_donor: true,
  });

  describe("GET and PUT /api/profile", () => {
    it("needs the user's own token", async () => {
      expectUnauthenticated(await call("/api/profile"));
      expectUnauthenticated(await call("/api/profile", { method: "PUT", body: {} }));
      expectUnauthenticated(await call("/api/profile/export"));
    });

    it("starts empty, saves every field, and is never cacheable", async () => {
      const p = await patient();
      const empty = await call("/api/profile", { token: p.token });
      expect(empty.headers.get("cache-control")).toBe("private, no-store");
      const before = parse(ProfileResponseSchema, empty).data;
      expect(before).toMatchObject({ full_name: "Omar", email: p.email, mobile: p.mobile, blood_type: null, organ_donor: null });

      const saved = await call("/api/profile", { method: "PUT", body: full(p), token: p.token, lang: "en" });
      const answer = parse(ProfileUpdateResponseSchema, saved);
      expect(answer.message).toBe("profile updated");
      expect(answer.pending_verification).toEqual([]);
      expect(answer.data).toEqual(full(p));
      expect(saved.headers.get("cache-control")).toBe("private, no-store");
      expect(parse(ProfileResponseSchema, await call("/api/profile", { token: p.token })).data).toEqual(full(p));

      const arabic = await call("/api/profile", { method: "PUT", body: { ...full(p), occupation: "", organ_donor: null }, token: p.token, lang: "ar" });
      expect(parse(ProfileUpdateResponseSchema, arabic).message).toBe("تم تحديث الملف الشخصي");
      expect(parse(ProfileResponseSchema, await call("/api/profile", { token: p.token })).data).toMatchObject({ occupation: null, organ_donor: null });
    });

    it("422s a name with digits, a bad email, unknown choices and impossible numbers or dates", async () => {
      const p = await patient();
      const put = (patch: Partial<Record<keyof Profile, unknown>>) =>
        call("/api/profile", { method: "PUT", body: { ...full(p), ...patch }, token: p.token });
      expectValidationError(await put({ full_name: "Omar 2" }), "full_name");
      expectValidationError(await put({ second_name: "x1" }), "second_name");
      expectValidationError(await put({ email: "omar@" }), "email");
      expectValidationError(await put({ blood_type: "C+" }), "blood_type");
      expectValidationError(await put({ weight: -3 }), "weight");
      expectValidationError(await put({ height: 1e300 }), "height");
      expectValidationError(await put({ children_count: 1.5 }), "children_count");
      expectValidationError(await put({ date_of_birth: "2999-01-01" }), "date_of_birth");
      expectValidationError(await put({ date_of_birth: "1990-02-30" }), "date_of_birth");
      expectValidationError(await put({ organ_donor: "yes" }), "organ_donor");
    });

    it("changes the email only after the code sent to the new address is verified", async () => {
      const p = await patient();
      const newEmail = `new.${p.email}`;
      const reply = await call("/api/profile", { method: "PUT", body: { ...full(p), email: newEmail }, token: p.token, lang: "en" });
      const answer = parse(ProfileUpdateResponseSchema, reply);
      expect(answer.pending_verification).toEqual([{ identifier: newEmail, channel: "email", resend_after: 60, expires_in: 300 }]);
      expect(answer.data.email).toBe(p.email);

      const code = await lastCode(newEmail);
      const body = { identifier: newEmail, code, purpose: "contact" };
      expectUnauthenticated(await call("/api/auth/otp/verify", { method: "POST", body }));
      const verified = await call("/api/auth/otp/verify", { method: "POST", body, token: p.token, lang: "en" });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      expect(ContactChangedResponseSchema.parse(verified.body).user.email).toBe(newEmail);
      expect(parse(ProfileResponseSchema, await call("/api/profile", { token: p.token })).data.email).toBe(newEmail);
    });

    it("refuses an email or mobile that belongs to another account", async () => {
      const p = await patient();
      const reply = await call("/api/profile", { method: "PUT", body: { ...full(p), email: "patient@example.com", mobile: "0551234567" }, token: p.token });
      expectValidationError(reply, "email");
      expectValidationError(reply, "mobile");
    });
  });

  describe("privacy rights", () => {
    it("exports everything as a JSON download", async () => {
      const p = await patient();
      await call("/api/profile", { method: "PUT", body: full(p), token: p.token });
      const reply = await call("/api/profile/export", { token: p.token });
      expect(reply.status).toBe(200);
      expect(reply.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data\.json"$/);
      expect(reply.headers.get("cache-control")).toBe("private, no-store");
      const data = AccountExportSchema.parse(reply.body);
      expect(data.account).toMatchObject({ email: p.email, mobile: p.mobile, marketing_consent_at: null });
      expect(data.profile).toEqual(full(p));
    });

    it("deletes the account after the password, keeping an anonymised row", async () => {
      const p = await patient();
      await call("/api/profile", { method: "PUT", body: full(p), token: p.token });
      const wrong = await call("/api/profile", { method: "DELETE", body: { password: "Wrong#2026" }, token: p.token, lang: "en" });
      expect(wrong.status).toBe(422);
      expect((wrong.body as { errors: Record<string, string[]> }).errors.password).toEqual(["wrong password"]);

      const [row] = await ctx().database.db.select().from(users).where(eq(users.email, p.email));
      const deleted = await call("/api/profile", { method: "DELETE", body: { password: PASSWORD }, token: p.token });
      expect(deleted.status).toBe(200);
      expectUnauthenticated(await call("/api/auth/user", { token: p.token }));
      const login = await call("/api/auth/login", { method: "POST", body: { email_or_phone: p.email, password: PASSWORD }, headers: p.headers });
      expect(login.status).toBe(422);

      const { db } = ctx().database;
      const [after] = await db.select().from(users).where(eq(users.id, row!.id));
      expect(after).toMatchObject({ firstName: "", fullName: "", marketingConsentAt: null });
      expect(after?.email).not.toContain(p.email);
      expect(after?.mobile).not.toContain(p.mobile);
      expect(after?.deletedAt).toBeInstanceOf(Date);
      expect(await db.select().from(patientProfiles).where(eq(patientProfiles.userId, row!.id))).toEqual([]);

      // The email and mobile are free for a new sign-up.
      const again = await call("/api/auth/register", {
        method: "POST",
        body: { first_name: "Omar", email: p.email, mobile: p.mobile, password: PASSWORD, password_confirmation: PASSWORD },
        headers: { "x-forwarded-for": "198.18.1.1" },
      });
      expect(again.status).toBe(201);
    });
  });
}
