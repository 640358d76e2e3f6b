// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";

// The proxy reaches the site's backend client, which is marked server-only; this is the server.
vi.mock("server-only", () => ({}));
import { BAD_REQUEST_TEXT } from "@/lib/proxy/bad-request";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

/*
 * Issue 17: with the backend stopped, a page Next has not cached must answer 503 with Retry-After
 * inside the layout (the catch-all page renders the view), not 500, 404 or an empty 200; cached
 * pages are still served. Unreadable addresses answer 400 with a page that says so.
 */
const distDir = `.next-outage-test-${process.pid}`;
const appDir = path.join(process.cwd(), distDir, "server", "app");
let backendUp = true;
/** How the stopped backend fails: nothing listening, silent (a busy machine), or a gateway's 502. */
let failure: "refused" | "silent" | "gateway" = "refused";

let handleRequest: (request: NextRequest) => Promise<Response>;
let outage: typeof import("@/lib/proxy/outage");

beforeAll(async () => {
  process.env.NEXTAUTH_SECRET = "unit-test-secret";
  process.env.API_BASE_URL = "http://backend.test";
  process.env.NEXT_DIST_DIR = distDir;
  process.env.NEXT_RUNTIME = "nodejs";
  for (const file of ["ar.html", "en.html", "en/clinics.html", "ar/clinics.html", "en/news/page/2.html", "en/sign-up.html"]) {
    mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
    writeFileSync(path.join(appDir, file), "<html></html>");
  }
  vi.stubGlobal("fetch", vi.fn(async () => {
    if (backendUp) return new Response("{}", { status: 404 });
    if (failure === "gateway") return new Response("Bad Gateway", { status: 502 });
    throw failure === "silent" ? new DOMException("timed out", "TimeoutError") : new TypeError("fetch failed");
  }));
  ({ handleRequest } = await import("@/lib/proxy/handler"));
  outage = await import("@/lib/proxy/outage");
});

afterAll(() => {
  rmSync(path.join(process.cwd(), distDir), { recursive: true, force: true });
  delete process.env.NEXT_RUNTIME;
  delete process.env.NEXT_DIST_DIR;
});

beforeEach(() => outage.forgetBackendHealth());

const request = (url: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(url, "http://localhost:3000"), { headers: { "accept-language": "ar", ...headers } });

describe("while the backend is down", () => {
  beforeEach(() => {
    backendUp = false;
  });

  it.each(["/", "/en", "/en/clinics", encodeURI("/العيادات"), "/en/news?page=2"])("still serves the cached page %s", async (url) => {
    const response = await handleRequest(request(url));
    expect(response.status).toBe(200);
    expect(response.headers.get("retry-after")).toBeNull();
  });

  it.each(["/en/tags/diabetes", "/en/news?page=3", "/en/doctors?speciality=3", "/en/doctors?name=ali", "/en/some-article", encodeURI("/مقال-جديد")])(
    "answers %s with a 503, Retry-After and the outage view",
    async (url) => {
      const response = await handleRequest(request(url));
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const target = new URL(response.headers.get("x-middleware-rewrite") ?? "");
      expect(target.pathname).toMatch(/^\/(ar|en)\/_\/service-unavailable$/);
      expect(response.headers.get("x-middleware-request-x-hg-backend-outage")).toBe(new URL(url, "http://x").pathname + new URL(url, "http://x").search);
    },
  );

  it.each(["/en/sign-in", "/sign-in"])("renders %s, which reads only cached data, without a health check", async (url) => {
    const healthChecks = () => vi.mocked(fetch).mock.calls.filter(([input]) => String(input).endsWith("/health")).length;
    const probes = healthChecks();
    const response = await handleRequest(request(url));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-rewrite") ?? "").not.toContain("service-unavailable");
    expect(healthChecks()).toBe(probes);
  });

  it("keeps redirects working (legacy and locale ones)", async () => {
    const response = await handleRequest(request("/ar/clinics"));
    expect(response.status).toBe(307);
  });
});

describe("the health check", () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it("takes one silent probe after a healthy answer for a busy machine, two for an outage, one success to recover", async () => {
    backendUp = true;
    failure = "silent";
    expect(await outage.backendIsUp()).toBe(true);
    backendUp = false;
    const later = () => Date.now() + 10_000;
    expect(await outage.backendIsUp(later())).toBe(true);
    await settle();
    expect(await outage.backendIsUp(later())).toBe(true);
    await settle();
    expect(await outage.backendIsUp(later())).toBe(false);
    backendUp = true;
    await settle();
    expect(await outage.backendIsUp(later())).toBe(false);
    await settle();
    expect(await outage.backendIsUp(later())).toBe(true);
    failure = "refused";
  });

  it.each(["refused", "gateway"] as const)("tells a %s backend at once to the first request that needs it", async (how) => {
    backendUp = true;
    expect(await outage.backendIsUp()).toBe(true);
    backendUp = false;
    failure = how;
    // The last answer is still fresh, but a page no cache holds checks again before it renders.
    expect(await outage.backendIsUp()).toBe(true);
    const response = await handleRequest(request("/en/doctors?name=first-after-stop"));
    expect(response.status).toBe(503);
    failure = "refused";
  });
});

describe("while the backend is up", () => {
  it("renders uncached pages as usual", async () => {
    backendUp = true;
    const response = await handleRequest(request("/en/tags/diabetes"));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-rewrite") ?? "").not.toContain("service-unavailable");
  });
});

describe("the script policy of per-request pages", () => {
  it("carries a nonce only where the HTML is rendered for the request, not on a prerendered copy", async () => {
    backendUp = true;
    const scriptSrc = async (url: string) =>
      ((await handleRequest(request(url))).headers.get("content-security-policy") ?? "").split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
    expect(await scriptSrc("/en/sign-in")).toContain("'nonce-");
    expect(await scriptSrc("/en/sign-up")).not.toContain("'nonce-");
    expect(await scriptSrc("/en/sign-up")).toContain("'self'");
  });
});

describe("unreadable addresses", () => {
  it.each([
    ["/en/%E0%A4%A", "This address is not valid"],
    ["/en/doctors?name=%00", "This address is not valid"],
    ["/%00", "هذا العنوان غير صالح"],
    ["/en/a%00b", "This address is not valid"],
    ["/%FF", "هذا العنوان غير صالح"],
  ])("answer %s with a 400 that says so", async (url, title) => {
    const response = await handleRequest(request(url));
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });

  it("says it in the words of the message catalogs", () => {
    for (const locale of ["ar", "en"] as const) {
      const errors = (locale === "ar" ? ar : en).errors;
      expect(BAD_REQUEST_TEXT[locale]).toEqual({ title: errors.badRequestTitle, text: errors.badRequestText, home: errors.backHome });
    }
  });

  it("ignores the outage flag when a visitor sends it himself", async () => {
    backendUp = true;
    const response = await handleRequest(request("/en/clinics", { "x-hg-backend-outage": "/x" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-request-x-hg-backend-outage")).toBeNull();
  });
});
