// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

// The auth modules use the server-only API client; in Vitest there is no server/client split.
vi.mock("server-only", () => ({}));

const { classifyLoginFailure, signInError } = await import("@/lib/auth/backend");
const { toWriteResult } = await import("@/lib/api/write");
const { authOptions } = await import("@/lib/auth/options");
import { isLiveSessionToken } from "@/lib/auth/session-token";
import { isValidIdentifier, normalizeIdentifier } from "@/lib/auth/sign-in-schema";
import { signInSchema } from "@/lib/validation/forms";
import type { Translate } from "@/lib/validation/messages";

// Echoes key and field, so the test sees which rule spoke for which field.
const t: Translate = (key, values) => `${key}:${values?.field ?? ""}`;
const labels = { identifier: "id", password: "pw" };

describe("sign-in fields", () => {
  it("accept an email or a Saudi/Egyptian mobile number", () => {
    expect(isValidIdentifier("patient@example.com")).toBe(true);
    expect(isValidIdentifier("0551234567")).toBe(true);
    expect(isValidIdentifier("01012345678")).toBe(true);
    expect(isValidIdentifier("055 123 4567")).toBe(true);
    expect(isValidIdentifier("٠٥٥١٢٣٤٥٦٧")).toBe(true);
    expect(isValidIdentifier("12345")).toBe(false);
    expect(isValidIdentifier("patient@")).toBe(false);
  });

  it("normalizes digits and spacing", () => {
    expect(normalizeIdentifier(" ٠٥٥-١٢٣-٤٥٦٧ ")).toBe("0551234567");
    expect(normalizeIdentifier(" Patient@Example.com ")).toBe("Patient@Example.com");
  });

  it("reports translated messages per field", () => {
    const result = signInSchema(labels, t).safeParse({ identifier: "", password: "" });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({ identifier: "required:id", password: "required:pw" });
    const invalid = signInSchema(labels, t).safeParse({ identifier: "nope", password: "x" });
    expect(invalid.error?.issues[0]?.message).toBe("signInIdentifier:");
    const valid = signInSchema(labels, t).safeParse({ identifier: " ٠٥٥١٢٣٤٥٦٧ ", password: "x" });
    expect(valid.data?.identifier).toBe("0551234567");
  });
});

describe("classifyLoginFailure", () => {
  // The backend's answer as the site's write client reads it (lib/api/write.ts), then the form's reason.
  const reasonOf = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    const result = toWriteResult(status, body, { get: (name) => headers[name] ?? null }, () => null);
    if (result.ok) throw new Error("a refusal was expected");
    return classifyLoginFailure(result);
  };

  it("switches on the backend's code, never on its words", () => {
    expect(reasonOf(422, { message: "wrong password", code: "wrong_password" })).toBe("wrong_password");
    expect(reasonOf(422, { message: "error in phone number or email", code: "unknown_account" })).toBe("invalid_identifier");
    expect(reasonOf(422, { message: "كلمة المرور خاطئة", code: "wrong_password" })).toBe("wrong_password");
    // The same words without a code are not a reason the site knows.
    expect(reasonOf(422, { message: "wrong password" })).toBe("server_error");
    expect(reasonOf(422, { message: "x", code: "something_new" })).toBe("server_error");
  });

  it("reads field errors by the field they name", () => {
    expect(reasonOf(422, { message: "x", errors: { email_or_phone: ["required"] } })).toBe("invalid_identifier");
    expect(reasonOf(422, { message: "x", errors: { identifier: ["required"] } })).toBe("invalid_identifier");
    expect(reasonOf(422, { message: "x", errors: { password: ["required"] } })).toBe("wrong_password");
  });

  it("takes a lock as rate_limited with its wait, and anything else as the site's own problem", () => {
    expect(reasonOf(429, { message: "locked" }, { "retry-after": "120" })).toBe("rate_limited");
    const locked = toWriteResult(429, { message: "locked" }, { get: () => "120" }, () => null);
    if (locked.ok) throw new Error("a refusal was expected");
    expect(signInError(locked).message).toBe("rate_limited:120");
    expect(reasonOf(401, { message: "Unauthenticated." })).toBe("server_error");
    expect(reasonOf(500, null)).toBe("server_error");
  });
});

describe("session", () => {
  it("is live only with an unexpired backend token", () => {
    expect(isLiveSessionToken(null)).toBe(false);
    expect(isLiveSessionToken({})).toBe(false);
    expect(isLiveSessionToken({ backendToken: "t" })).toBe(true);
    expect(isLiveSessionToken({ backendToken: "t", backendExpiresAt: 10 }, 20)).toBe(false);
    expect(isLiveSessionToken({ backendToken: "t", backendExpiresAt: 30 }, 20)).toBe(true);
  });

  it("never exposes the backend token in the client session", async () => {
    const session = await authOptions.callbacks!.session!({
      session: { expires: "2099-01-01T00:00:00Z", user: {} },
      token: { sub: "7", name: "Patient", email: "p@example.com", mobile: "0551234567", backendToken: "secret" },
    } as never);
    expect(JSON.stringify(session)).not.toContain("secret");
    expect(session.user).toMatchObject({ id: "7", name: "Patient", email: "p@example.com", mobile: "0551234567" });
  });

  it("only redirects within the site after sign-in", async () => {
    const redirect = authOptions.callbacks!.redirect!;
    const baseUrl = "http://localhost:3000";
    expect(await redirect({ url: "/en/profile", baseUrl })).toBe(`${baseUrl}/en/profile`);
    expect(await redirect({ url: `${baseUrl}/profile?tab=1`, baseUrl })).toBe(`${baseUrl}/profile?tab=1`);
    expect(await redirect({ url: "https://evil.example/x", baseUrl })).toBe(`${baseUrl}/`);
    expect(await redirect({ url: "//evil.example", baseUrl })).toBe(`${baseUrl}/`);
    expect(await redirect({ url: `${baseUrl}@evil.example`, baseUrl })).toBe(`${baseUrl}/`);
  });
});
