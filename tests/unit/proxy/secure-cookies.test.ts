// @vitest-environment node
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { withSecureCookies } from "@/lib/proxy/secure-cookies";

function answer() {
  const headers = new Headers({ location: "/en" });
  headers.append("set-cookie", "next-auth.session-token=abc; Path=/; HttpOnly; SameSite=Lax");
  headers.append("set-cookie", "next-auth.csrf-token=def; Path=/; HttpOnly; SameSite=Lax; Secure");
  return new Response(null, { status: 302, headers });
}

const request = (headers: Record<string, string> = {}) =>
  new NextRequest("http://localhost:3000/api/auth/callback/credentials", { method: "POST", headers });

describe("withSecureCookies (next-auth behind https)", () => {
  it("marks every cookie Secure when the visitor came over https through a proxy", () => {
    const response = withSecureCookies(request({ "x-forwarded-proto": "https" }), answer());
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const line of cookies) expect(line).toMatch(/;\s*Secure(?:;|$)/i);
    expect(cookies.filter((line) => /secure/i.test(line.split(";").slice(-1)[0] ?? ""))).toHaveLength(2);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en");
  });

  it("leaves plain-http answers alone (local development)", () => {
    const original = answer();
    expect(withSecureCookies(request(), original)).toBe(original);
  });
});
