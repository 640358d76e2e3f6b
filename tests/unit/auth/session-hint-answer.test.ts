// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";
import { withSessionHint } from "@/lib/auth/session-hint-answer";

const SECRET = "unit-test-secret";
const COOKIE = "next-auth.session-token";

beforeAll(() => {
  process.env.NEXTAUTH_SECRET = SECRET;
});

const signedInToken = () => encode({ token: { sub: "1", backendToken: "t", backendExpiresAt: Date.now() + 3_600_000 }, secret: SECRET });
const pendingSocialToken = () => encode({ token: { sub: "1", socialTicket: "ticket" }, secret: SECRET });

function answer(...setCookies: string[]): Response {
  const headers = new Headers({ "content-type": "application/json" });
  for (const line of setCookies) headers.append("set-cookie", line);
  return new Response("{}", { status: 200, headers });
}

const request = (cookie?: string) =>
  new Request("http://localhost:3000/api/auth/callback/credentials", { headers: cookie ? { cookie } : {} });

const hintOf = (response: Response) =>
  response.headers.getSetCookie().find((line) => line.startsWith("hg_session_hint=")) ?? null;

describe("withSessionHint (the auth route)", () => {
  it("sets the hint when a signed-in session starts, for as long as a session lives", async () => {
    const response = await withSessionHint(request(), answer(`${COOKIE}=${await signedInToken()}; Path=/; HttpOnly`), false);
    const line = hintOf(response);
    expect(line).toMatch(/^hg_session_hint=1;/);
    expect(line).toMatch(/Max-Age=86400/);
    expect(line).not.toMatch(/HttpOnly/i);
    expect(line).not.toMatch(/Secure/);
    // The session cookie itself is kept.
    expect(response.headers.getSetCookie().some((l) => l.startsWith(`${COOKIE}=`))).toBe(true);
  });

  it("reads a chunked session cookie in order, and marks the hint Secure over https", async () => {
    const token = await signedInToken();
    const half = Math.floor(token.length / 2);
    const response = await withSessionHint(
      request(),
      answer(`${COOKIE}.1=${token.slice(half)}; Path=/`, `${COOKIE}.0=${token.slice(0, half)}; Path=/`),
      true,
    );
    expect(hintOf(response)).toMatch(/^hg_session_hint=1;.*Secure/);
  });

  it("does not set it for a first social sign-in still waiting for its mobile number", async () => {
    const response = await withSessionHint(request(), answer(`${COOKIE}=${await pendingSocialToken()}; Path=/`), false);
    expect(hintOf(response)).toBeNull();
    const stale = await withSessionHint(request("hg_session_hint=1"), answer(`${COOKIE}=${await pendingSocialToken()}; Path=/`), false);
    expect(hintOf(stale)).toMatch(/^hg_session_hint=;.*Max-Age=0/);
  });

  it("clears it when the session ends (sign-out, a refresh that failed)", async () => {
    const response = await withSessionHint(
      request(`hg_session_hint=1; ${COOKIE}=x`),
      answer(`${COOKIE}=; Path=/; Max-Age=0`),
      false,
    );
    expect(hintOf(response)).toMatch(/^hg_session_hint=;.*Max-Age=0/);
  });

  it("ignores a cookie it cannot decode as a session", async () => {
    const response = await withSessionHint(request("hg_session_hint=1"), answer(`${COOKIE}=forged; Path=/`), false);
    expect(hintOf(response)).toMatch(/^hg_session_hint=;/);
  });

  it("leaves answers alone that do not touch the session, or already agree with the hint", async () => {
    const untouched = answer("next-auth.csrf-token=abc; Path=/");
    expect(await withSessionHint(request("hg_session_hint=1"), untouched, false)).toBe(untouched);
    const renewed = answer(`${COOKIE}=${await signedInToken()}; Path=/`);
    expect(await withSessionHint(request("hg_session_hint=1"), renewed, false)).toBe(renewed);
    const ended = answer(`${COOKIE}=; Path=/; Max-Age=0`);
    expect(await withSessionHint(request(), ended, false)).toBe(ended);
  });
});
