// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest, NextResponse } from "next/server";
import { encode } from "next-auth/jwt";
import { hasSessionHint } from "@/lib/auth/session-hint";
import { hasSessionCookie, syncSessionHint } from "@/lib/proxy/session-hint";

function request(cookie?: string, { url = "http://localhost:3000/en", headers = {} as Record<string, string> } = {}) {
  return new NextRequest(url, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
}

function hintCookie(response: Response): string | null {
  return response.headers.getSetCookie().find((line) => line.startsWith("hg_session_hint=")) ?? null;
}

const attributes = (line: string) => line.split(";").slice(1).map((part) => part.trim().toLowerCase());

describe("hasSessionCookie", () => {
  it("sees the next-auth session cookie, secure-prefixed and chunked too", () => {
    expect(hasSessionCookie(request("next-auth.session-token=abc"))).toBe(true);
    expect(hasSessionCookie(request("__Secure-next-auth.session-token=abc"))).toBe(true);
    expect(hasSessionCookie(request("next-auth.session-token.0=abc; next-auth.session-token.1=def"))).toBe(true);
    expect(hasSessionCookie(request("__Secure-next-auth.session-token.0=abc"))).toBe(true);
  });

  it("ignores other next-auth cookies, look-alikes and empty values", () => {
    expect(hasSessionCookie(request())).toBe(false);
    expect(hasSessionCookie(request("next-auth.csrf-token=x; next-auth.callback-url=%2F"))).toBe(false);
    expect(hasSessionCookie(request("next-auth.session-token-x=1; next-auth.session-token.a=1"))).toBe(false);
    expect(hasSessionCookie(request("xnext-auth.session-token=1"))).toBe(false);
    expect(hasSessionCookie(request("next-auth.session-token="))).toBe(false);
  });
});

describe("syncSessionHint (proxy)", () => {
  /** The hint's Set-Cookie line after syncing with what a guard learnt, or null when left alone. */
  function synced(req: NextRequest, signedIn: boolean | null, response = NextResponse.next()): string | null {
    syncSessionHint(req, response, signedIn);
    return hintCookie(response);
  }

  it("sets the hint where a guard decoded a signed-in session, for as long as a session lives", () => {
    const line = synced(request("next-auth.session-token=abc"), true);
    expect(line).toMatch(/^hg_session_hint=1;/);
    const attrs = attributes(line!);
    expect(attrs).toContain("path=/");
    expect(attrs).toContain("samesite=lax");
    expect(attrs).toContain("max-age=86400");
    // Readable by the header script, and not Secure on plain http (it would never be stored).
    expect(attrs).not.toContain("httponly");
    expect(attrs).not.toContain("secure");
  });

  it("does not set the hint from the presence of a cookie alone (a pending social sign-in has one)", () => {
    expect(synced(request("next-auth.session-token=abc"), null)).toBeNull();
    expect(synced(request("next-auth.session-token.0=abc; next-auth.session-token.1=def"), null)).toBeNull();
  });

  it("clears the hint where a guard found the session not signed in", () => {
    const line = synced(request("next-auth.session-token=abc; hg_session_hint=1"), false);
    expect(line).toMatch(/^hg_session_hint=;/);
  });

  it("marks it Secure when the request is https, directly or behind a TLS proxy", () => {
    const direct = synced(request("__Secure-next-auth.session-token=abc", { url: "https://hospital.example/en" }), true);
    expect(attributes(direct!)).toContain("secure");
    const forwarded = synced(
      request("__Secure-next-auth.session-token=abc", { headers: { "x-forwarded-proto": "https" } }),
      true,
    );
    expect(attributes(forwarded!)).toContain("secure");
  });

  it("leaves the response alone when hint and session already agree", () => {
    expect(synced(request("next-auth.session-token=abc; hg_session_hint=1"), true)).toBeNull();
    expect(synced(request("next-auth.session-token=abc; hg_session_hint=1"), null)).toBeNull();
    expect(synced(request("NEXT_LOCALE=en"), null)).toBeNull();
    expect(synced(request("NEXT_LOCALE=en"), false)).toBeNull();
    expect(synced(request(), null)).toBeNull();
  });

  it("deletes a hint that arrives without a session cookie (session expired), with no decoding", () => {
    const line = synced(request("hg_session_hint=1; NEXT_LOCALE=en"), null);
    expect(line).toMatch(/^hg_session_hint=;/);
    const attrs = attributes(line!);
    expect(attrs).toContain("path=/");
    expect(attrs.some((a) => a === "max-age=0" || a.startsWith("expires=thu, 01 jan 1970"))).toBe(true);
  });

  it("repairs a hint with an unexpected value", () => {
    expect(synced(request("next-auth.session-token=abc; hg_session_hint=0"), true)).toMatch(/^hg_session_hint=1;/);
    expect(synced(request("next-auth.session-token=abc; hg_session_hint=0"), null)).toMatch(/^hg_session_hint=;/);
    expect(synced(request("hg_session_hint=0"), null)).toMatch(/^hg_session_hint=;/);
  });

  it("keeps the cookies already on the response", () => {
    const response = NextResponse.next();
    response.cookies.set("NEXT_LOCALE", "ar", { path: "/" });
    syncSessionHint(request("next-auth.session-token=abc"), response, true);
    const names = response.headers.getSetCookie().map((line) => line.split("=")[0]);
    expect(names).toEqual(expect.arrayContaining(["NEXT_LOCALE", "hg_session_hint"]));
  });
});

describe("hasSessionHint (browser side)", () => {
  it("reads the hint from document.cookie", () => {
    expect(hasSessionHint("")).toBe(false);
    expect(hasSessionHint("hg_session_hint=1")).toBe(true);
    expect(hasSessionHint("NEXT_LOCALE=en; hg_session_hint=1; other=2")).toBe(true);
    expect(hasSessionHint("hg_session_hint=0")).toBe(false);
    expect(hasSessionHint("xhg_session_hint=1")).toBe(false);
  });
});

describe("through the proxy", () => {
  let handleRequest: (request: NextRequest) => Promise<Response>;

  beforeAll(async () => {
    process.env.NEXTAUTH_SECRET = "unit-test-secret";
    process.env.API_BASE_URL = "http://backend.test";
    // Backend down: every gate stays open, which is all these cases need.
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("fetch failed"))));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    ({ handleRequest } = await import("@/lib/proxy/handler"));
  });

  const page = (path: string, cookie?: string) =>
    new NextRequest(new URL(path, "http://localhost:3000"), {
      headers: { "accept-language": "ar", ...(cookie ? { cookie } : {}) },
    });

  const sessionCookie = async (token: Record<string, unknown>) =>
    `next-auth.session-token=${await encode({ token, secret: "unit-test-secret" })}`;
  const signedIn = () => sessionCookie({ sub: "1", backendToken: "t", backendExpiresAt: Date.now() + 3_600_000 });
  // A first social sign-in waiting for its mobile number: a session cookie, but no account yet.
  const pendingSocial = () => sessionCookie({ sub: "1", socialTicket: "ticket" });

  it("does not set the hint on a public page from a cookie's presence", async () => {
    const response = await handleRequest(page("/en", "next-auth.session-token=abc"));
    expect(response.status).toBe(200);
    expect(hintCookie(response)).toBeNull();
  });

  it("mends the hint where a guard decoded a signed-in session", async () => {
    const profile = await handleRequest(page("/en/profile", await signedIn()));
    expect(profile.status).toBe(200);
    expect(hintCookie(profile)).toMatch(/^hg_session_hint=1;/);
    const signIn = await handleRequest(page("/en/sign-in", await signedIn()));
    expect(signIn.status).toBe(307);
    expect(hintCookie(signIn)).toMatch(/^hg_session_hint=1;/);
  });

  it("clears a hint a pending social sign-in carries where a guard looks", async () => {
    const response = await handleRequest(page("/en/profile", `${await pendingSocial()}; hg_session_hint=1`));
    expect(response.status).toBe(307);
    expect(hintCookie(response)).toMatch(/^hg_session_hint=;/);
  });

  it("clears it once signed out, next to the locale cookie", async () => {
    const response = await handleRequest(page(encodeURI("/الأطباء"), "hg_session_hint=1; NEXT_LOCALE=en"));
    expect(hintCookie(response)).toMatch(/^hg_session_hint=;/);
    expect(response.headers.getSetCookie().some((line) => line.startsWith("NEXT_LOCALE=ar"))).toBe(true);
  });

  it("syncs guard and locale redirects too", async () => {
    const guarded = await handleRequest(page("/en/profile", "hg_session_hint=1"));
    expect(guarded.status).toBe(307);
    expect(hintCookie(guarded)).toMatch(/^hg_session_hint=;/);
    const localeRedirect = await handleRequest(page("/ar", "hg_session_hint=1"));
    expect(localeRedirect.status).toBeGreaterThanOrEqual(300);
    expect(hintCookie(localeRedirect)).toMatch(/^hg_session_hint=;/);
  });
});
