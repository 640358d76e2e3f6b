// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { appEnvFrom } from "@/lib/app-env";
import { facebookEndpoints, googleIssuer } from "@/lib/auth/social-providers";
import { readServerEnv } from "@/lib/env";

/*
 * The site decides production as the backend does: unset APP_ENV is production, so a deployment
 * that forgets it gets neither the public local client nor the sandbox identity provider.
 */
afterEach(() => vi.unstubAllEnvs());

describe("APP_ENV", () => {
  it("is production when unset, and only development or test otherwise", () => {
    expect(appEnvFrom(undefined)).toBe("production");
    expect(appEnvFrom("")).toBe("production");
    expect(appEnvFrom("production")).toBe("production");
    expect(appEnvFrom("development")).toBe("development");
    expect(appEnvFrom("test")).toBe("test");
    for (const value of ["prod", "staging", "dev", "PRODUCTION"]) {
      expect(() => appEnvFrom(value), value).toThrow(/not one of development, test, production \(unset means production\)/);
    }
  });
});

describe("the site's server environment", () => {
  it("refuses to run as production (APP_ENV unset) without real secrets, and says how to run locally", () => {
    expect(() => readServerEnv({})).toThrow(
      /APP_ENV is not set.*API_CLIENT_ID, API_CLIENT_SECRET, NEXTAUTH_SECRET.*APP_ENV=development/,
    );
    const secrets = { API_CLIENT_ID: "hospital-site", API_CLIENT_SECRET: "deployment-secret", NEXTAUTH_SECRET: "session-secret" };
    expect(readServerEnv(secrets)).toMatchObject({ APP_ENV: "production", API_CLIENT_ID: "hospital-site" });
    expect(() => readServerEnv({ ...secrets, API_CLIENT_SECRET: "local-only-insecure-secret" })).toThrow(/public local default/);
    expect(() => readServerEnv({ ...secrets, APP_ENV: "staging" })).toThrow(/APP_ENV=staging/);
  });

  it("falls back to the local client only in development and test", () => {
    for (const APP_ENV of ["development", "test"]) {
      expect(readServerEnv({ APP_ENV })).toMatchObject({ APP_ENV, API_CLIENT_ID: "local-website" });
    }
  });
});

describe("social sign-in endpoints", () => {
  it("are Google's and Facebook's own when APP_ENV is unset", () => {
    vi.stubEnv("APP_ENV", undefined);
    vi.stubEnv("GOOGLE_ISSUER", undefined);
    vi.stubEnv("FACEBOOK_BASE_URL", undefined);
    expect(googleIssuer()).toBe("https://accounts.google.com");
    expect(facebookEndpoints().authorization).toBe("https://www.facebook.com/v19.0/dialog/oauth");
  });

  it("are the backend's identity sandbox in development", () => {
    vi.stubEnv("APP_ENV", "development");
    vi.stubEnv("API_BASE_URL", "http://localhost:4000");
    vi.stubEnv("GOOGLE_ISSUER", undefined);
    vi.stubEnv("FACEBOOK_BASE_URL", undefined);
    expect(googleIssuer()).toBe("http://localhost:4000/sandbox/identity/google");
    expect(facebookEndpoints().authorization).toBe("http://localhost:4000/sandbox/identity/facebook/dialog/oauth");
  });
});
