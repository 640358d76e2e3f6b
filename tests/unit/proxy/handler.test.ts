// @vitest-environment node
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";

const SECRET = "unit-test-secret";

const pageConfiguration = {
  data: {
    header: [{ id: 1, title: "Doctors", path: "/doctors", order: 1 }],
    footer: [{ id: 2, title: "Contact", path: "/contact-us", order: 1 }],
    webMore: [],
  },
};
const redirects = {
  data: [
    { from: "/old-doctors", to: "/doctors", status: 301 },
    { from: encodeURI("/عن-المستشفى"), to: "/من-نحن", status: 301 },
  ],
};

// A stand-in backend on the loopback, reached through the site's real client (lib/api);
// "down" drops every connection, as a stopped backend would.
let backendUp = true;
const backend = createServer((req, res) => {
  if (!backendUp) return req.socket.destroy();
  const json = (body: unknown, status = 200) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (req.url === "/oauth/token") return json({ access_token: "app", token_type: "Bearer", expires_in: 3600 });
  if (req.url === "/api/page_configurations") return json(pageConfiguration);
  if (req.url === "/api/redirects") return json(redirects);
  json({ message: "Not found" }, 404);
});

let handleRequest: (request: NextRequest) => Promise<Response>;

beforeAll(async () => {
  await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
  process.env.NEXTAUTH_SECRET = SECRET;
  process.env.API_BASE_URL = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  process.env.APP_ENV = "test";
  ({ handleRequest } = await import("@/lib/proxy/handler"));
});
afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())));

beforeEach(() => {
  backendUp = true;
});

async function sessionCookie() {
  const token = await encode({
    token: { sub: "1", name: "Patient", backendToken: "user-token", backendExpiresAt: Date.now() + 60_000 },
    secret: SECRET,
  });
  return `next-auth.session-token=${token}`;
}

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, "http://localhost:3000"), {
    headers: { "accept-language": "ar", "x-proxy-cache": "reload", ...headers },
  });
}

const location = (response: Response) => {
  const value = response.headers.get("location");
  return value ? decodeURI(new URL(value).pathname) + new URL(value).search : null;
};

describe("proxy pipeline", () => {
  it("answers a legacy redirect before anything else, Arabic paths encoded", async () => {
    const response = await handleRequest(request(encodeURI("/عن-المستشفى")));
    expect(response.status).toBe(301);
    expect(location(response)).toBe("/من-نحن");
    expect((await handleRequest(request("/old-doctors"))).status).toBe(301);
  });

  it("sends /ar/... to the unprefixed path", async () => {
    const response = await handleRequest(request("/ar/doctors"));
    expect(response.status).toBe(307);
    expect(location(response)).toBe("/الأطباء");
  });

  it("redirects the internal English path of an Arabic page to its Arabic-script path", async () => {
    const response = await handleRequest(request("/contact-us"));
    expect(location(response)).toBe("/اتصل-بنا");
  });

  it("rewrites localized Arabic paths to the internal route", async () => {
    const response = await handleRequest(request(encodeURI("/اتصل-بنا")));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-rewrite")).toContain("/ar/contact-us");
  });

  it("serves a doctor search by ids from its cached route and a search by name per request", async () => {
    const rewrite = (response: Response) => decodeURI(new URL(response.headers.get("x-middleware-rewrite") ?? "http://x/").pathname);
    const byIds = await handleRequest(request(`${encodeURI("/الأطباء")}?gender=1&branch=2&utm_source=ads`));
    expect(byIds.status).toBe(200);
    expect(rewrite(byIds)).toBe("/ar/doctors/f/branch-2_gender-1");
    const english = await handleRequest(request("/en/doctors?title=3&page=2"));
    expect(rewrite(english)).toBe("/en/doctors/f/title-3_page-2");
    const byName = await handleRequest(request("/en/doctors?name=Amal&branch=2"));
    expect(rewrite(byName)).toBe("/en/doctors/search");
    expect(new URL(byName.headers.get("x-middleware-rewrite") ?? "http://x/").searchParams.get("name")).toBe("Amal");
    const bare = await handleRequest(request("/en/doctors"));
    expect(rewrite(bare)).toBe("/en/doctors/f/all");
  });

  it("detects English from Accept-Language on a first visit, and keeps the cookie's choice", async () => {
    const first = await handleRequest(request("/", { "accept-language": "en-US,en;q=0.9" }));
    expect(location(first)).toBe("/en");
    const chosen = await handleRequest(request("/", { "accept-language": "en-US", cookie: "NEXT_LOCALE=ar" }));
    expect(chosen.status).toBe(200);
  });

  it("detects the locale on the root only: any other unprefixed path is Arabic", async () => {
    const english = { "accept-language": "en-US,en", cookie: "NEXT_LOCALE=en" };
    expect(location(await handleRequest(request("/", english)))).toBe("/en");
    const arabicPage = await handleRequest(request(encodeURI("/الأطباء"), english));
    expect(arabicPage.status).toBe(200);
    expect(arabicPage.headers.get("x-middleware-rewrite")).toContain("/ar/doctors");
    expect(arabicPage.headers.get("set-cookie")).toContain("NEXT_LOCALE=ar");
    expect(location(await handleRequest(request("/doctors", english)))).toBe("/الأطباء");
    // Client-side router requests leave the cookie alone.
    const soft = await handleRequest(request(encodeURI("/الأطباء"), { ...english, "sec-fetch-dest": "empty" }));
    expect(soft.headers.get("set-cookie") ?? "").not.toContain("NEXT_LOCALE");
  });

  it("sends inactive pages to that locale's home", async () => {
    expect(location(await handleRequest(request("/en/eclubs")))).toBe("/en");
    expect(location(await handleRequest(request(encodeURI("/الأندية"))))).toBe("/");
    expect((await handleRequest(request("/en/doctors"))).status).toBe(200);
    expect((await handleRequest(request("/en/doctor/dr-x"))).status).toBe(200);
  });

  it("sends visitors without a session to sign-in with the return path", async () => {
    const response = await handleRequest(request("/en/profile"));
    expect(response.status).toBe(307);
    expect(location(response)).toBe("/en/sign-in?callbackUrl=%2Fen%2Fprofile");
  });

  it("lets a server action through to its page, which checks the session itself", async () => {
    const action = new NextRequest(new URL("/en/profile", "http://localhost:3000"), {
      method: "POST",
      headers: { "next-action": "0123abcd", "content-type": "text/plain;charset=UTF-8", "x-proxy-cache": "reload" },
      body: "[]",
    });
    const response = await handleRequest(action);
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("cache-control")).toContain("no-store");
    // A plain POST to the page is still a visitor without a session.
    const form = new NextRequest(new URL("/en/profile", "http://localhost:3000"), { method: "POST", headers: { "x-proxy-cache": "reload" }, body: "" });
    expect(location(await handleRequest(form))).toBe("/en/sign-in?callbackUrl=%2Fen%2Fprofile");
  });

  it("answers 404 for a path no route matches and flags it for the catch-all page", async () => {
    const flag = (response: Response) => response.headers.get("x-middleware-request-x-hg-unmatched-path");
    const rewrite = (response: Response) => decodeURI(new URL(response.headers.get("x-middleware-rewrite") ?? "http://x/").pathname);
    const english = await handleRequest(request("/en/no/such/page"));
    expect(english.status).toBe(404);
    expect(flag(english)).toBe("1");
    expect(rewrite(english)).toBe("/en/no/such/page");
    const arabic = await handleRequest(request(encodeURI("/لا/توجد")));
    expect(arabic.status).toBe(404);
    expect(rewrite(arabic)).toBe("/ar/لا/توجد");
    // Known routes are left to their pages.
    const known = await handleRequest(request("/en/contact-us"));
    expect(known.status).toBe(200);
    expect(flag(known)).toBeNull();
  });

  it("ignores a forged x-middleware-subrequest header", async () => {
    const response = await handleRequest(
      request("/profile", { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" }),
    );
    expect(location(response)).toBe("/sign-in?callbackUrl=%2Fprofile");
  });

  it("lets signed-in visitors reach protected pages and sends them home from guest pages", async () => {
    const cookie = await sessionCookie();
    const profile = await handleRequest(request("/profile", { cookie }));
    expect(profile.status).toBe(200);
    expect(profile.headers.get("cache-control")).toContain("no-store");
    const signIn = await handleRequest(request("/en/sign-in", { cookie }));
    expect(location(signIn)).toBe("/en");
  });

  it("never answers 500 when the backend is down", async () => {
    backendUp = false;
    // The last good copy still gates...
    expect(location(await handleRequest(request("/en/eclubs")))).toBe("/en");
    expect((await handleRequest(request("/en/doctors"))).status).toBe(200);
    expect((await handleRequest(request("/old-doctors"))).status).toBe(301);
  });
});
