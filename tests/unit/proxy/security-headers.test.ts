// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";

// The proxy reaches the site's backend client, which is marked server-only; this is the server.
vi.mock("server-only", () => ({}));

/*
 * Issue 17: a Content-Security-Policy on every page (a nonce and 'strict-dynamic' where the page is
 * rendered per request), HSTS over https, and no Set-Cookie on an answer shared caches may keep.
 * The backend is down here on purpose: headers must not depend on it.
 */
let handleRequest: (request: NextRequest) => Promise<Response>;

beforeAll(async () => {
  process.env.NEXTAUTH_SECRET = "unit-test-secret";
  process.env.API_BASE_URL = "http://backend.test:4000";
  vi.stubGlobal("fetch", vi.fn(async () => {
    throw new TypeError("fetch failed");
  }));
  ({ handleRequest } = await import("@/lib/proxy/handler"));
});

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, "http://localhost:3000"), { headers: { "accept-language": "ar", ...headers } });
}

function directives(policy: string | null): Map<string, string> {
  return new Map((policy ?? "").split(";").map((part) => {
    const [name = "", ...values] = part.trim().split(/\s+/);
    return [name, values.join(" ")] as const;
  }));
}

describe("Content-Security-Policy", () => {
  it.each(["/", "/en", "/en/clinics", encodeURI("/العيادات"), "/en/no-such-page"])("is sent on %s with the fixed directives", async (path) => {
    const response = await handleRequest(request(path));
    const csp = directives(response.headers.get("content-security-policy"));
    expect(csp.get("default-src")).toBe("'self'");
    expect(csp.get("object-src")).toBe("'none'");
    expect(csp.get("base-uri")).toBe("'self'");
    expect(csp.get("frame-ancestors")).toBe("'self'");
    // The payment sandboxes live on the backend.
    expect(csp.get("form-action")).toBe("'self' http://backend.test:4000");
  });

  it.each(["/en/sign-in", "/sign-in", "/en/login"])("carries a per-request nonce on %s, rendered per request", async (path) => {
    const response = await handleRequest(request(path));
    const scripts = directives(response.headers.get("content-security-policy")).get("script-src") ?? "";
    // A fresh nonce, strict-dynamic and nothing inline without it…
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scripts)?.[1];
    expect(nonce).toBeTruthy();
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    // …and the page renderer gets the same policy in its request headers, where Next reads the nonce.
    expect(response.headers.get("x-middleware-request-content-security-policy")).toContain(`'nonce-${nonce}'`);
    expect(response.headers.get("x-middleware-override-headers")?.split(",")).toContain("content-security-policy");
    const again = await handleRequest(request(path));
    expect(again.headers.get("content-security-policy")).not.toContain(`'nonce-${nonce}'`);
  });
});

it("limits scripts to the site on cached pages, where no per-request nonce can match the HTML", async () => {
  const response = await handleRequest(request("/en/clinics"));
  const scripts = directives(response.headers.get("content-security-policy")).get("script-src") ?? "";
  expect(scripts.startsWith("'self'")).toBe(true);
  expect(scripts).not.toContain("nonce-");
  expect(response.headers.get("x-middleware-request-content-security-policy")).toBeNull();
});

describe("Strict-Transport-Security", () => {
  it("is sent when the site is reached over https (X-Forwarded-Proto), not over plain http", async () => {
    const secure = await handleRequest(request("/en", { "x-forwarded-proto": "https" }));
    expect(secure.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
    const plain = await handleRequest(request("/en"));
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("cookies and shared caches", () => {
  it.each(["/", "/en", "/en/clinics"])("a first visit to %s sets no cookie", async (path) => {
    const response = await handleRequest(request(path));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("an answer that does set a cookie is private", async () => {
    const response = await handleRequest(request("/en", { cookie: "NEXT_LOCALE=ar" }));
    expect(response.headers.getSetCookie().some((line) => line.startsWith("NEXT_LOCALE=en"))).toBe(true);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
