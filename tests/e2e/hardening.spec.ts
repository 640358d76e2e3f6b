import { randomInt } from "node:crypto";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { UNBUILT_ROUTES } from "@/lib/navigation/unbuilt-routes";
import { waitForRuntime } from "./helpers/runtime";
import { resolveRoute } from "@/lib/i18n/route-match";
import { TEST_ADDRESS_HEADER } from "../../server/visitor-address.mjs";
import { test } from "./helpers/test";

/*
 * Issue 17, as a visitor and an outside probe meet the running site: security headers, bad input
 * answered with 4xx inside the layout, return paths that stay on the site, no link to a page that
 * is not built, readable rank numbers and titles within 70 characters.
 */

const AR = { cookie: "NEXT_LOCALE=ar", "accept-language": "ar" };

async function fresh(baseURL: string | undefined): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "accept-language": "ar" } });
}

function directive(policy: string | undefined, name: string): string {
  const part = (policy ?? "").split(";").map((p) => p.trim()).find((p) => p.startsWith(`${name} `));
  return part ? part.slice(name.length + 1) : "";
}

test.describe("headers", () => {
  for (const path of ["/", "/en", "/en/clinics", "/en/sign-in"]) {
    test(`${path} carries a Content-Security-Policy`, async ({ request }) => {
      const response = await request.get(path, { headers: path.startsWith("/en") ? {} : AR, maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const policy = response.headers()["content-security-policy"];
      expect(directive(policy, "default-src")).toBe("'self'");
      expect(directive(policy, "object-src")).toBe("'none'");
      expect(directive(policy, "base-uri")).toBe("'self'");
      expect(directive(policy, "frame-ancestors")).toBe("'self'");
      expect(directive(policy, "form-action")).toContain("'self'");
    });
  }

  test("pages hydrate with no script refused: the sign-in page and a site search by nonce only, a cached list by its own policy", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      addEventListener("securitypolicyviolation", (event) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`));
    });
    const response = await page.goto("/en/sign-in");
    const scripts = directive(response?.headers()["content-security-policy"], "script-src");
    const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1];
    expect(nonce).toBeTruthy();
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    // Next put the nonce on its scripts, the page hydrated (the runtime ran) and nothing was refused.
    const html = await response!.text();
    expect(html).toContain(`nonce="${nonce}"`);
    await waitForRuntime(page);
    // The layout's one inline script (it holds forms pressed early) ran by its hash.
    expect(await page.evaluate(() => Array.isArray(window.__heldSubmits))).toBe(true);
    for (const path of ["/en/search?s=heart", "/en/clinics"]) {
      await page.goto(path);
      await waitForRuntime(page);
    }
    expect(violations).toEqual([]);
  });

  test("HSTS is sent behind https, and not over plain http", async ({ request }) => {
    const secure = await request.get("/en", { headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect((await request.get("/en")).headers()["strict-transport-security"]).toBeUndefined();
  });

  test("a first visit to / and /en sets no cookie on an answer shared caches may keep", async ({ baseURL }) => {
    const visitor = await fresh(baseURL);
    for (const path of ["/", "/en", "/en/clinics"]) {
      const response = await visitor.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["set-cookie"], path).toBeUndefined();
    }
    await visitor.dispose();
  });
});

test.describe("bad input answers 4xx with a message", () => {
  for (const [path, text] of [
    ["/en/%E0%A4%A", "This address is not valid"],
    ["/en/doctors?name=%00", "This address is not valid"],
    ["/%E0%A4%A", "هذا العنوان غير صالح"],
  ] as const) {
    test(`${path} is a 400 that says so`, async ({ request }) => {
      const response = await request.get(path, { headers: path.startsWith("/en") ? {} : AR });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain(text);
    });
  }

  test("/api/calendar/%00 is a 400 with a message", async ({ request }) => {
    const response = await request.get("/api/calendar/%00?lang=en");
    expect(response.status()).toBe(400);
    expect((await response.json()).message).toMatch(/not allowed|not valid/);
  });
});

test.describe("return paths after sign-in stay on the site", () => {
  const variants = ["/.//evil.example", "/%2e//evil.example", "/a/..//evil.example", "/.\\evil.example", "/%5C%5Cevil.example", "/.%2F/evil.example"];
  for (const page of ["/en/sign-in", "/en/login"]) {
    test(`${page} never hands evil.example on as the return path`, async ({ request }) => {
      for (const variant of variants) {
        const response = await request.get(`${page}?callbackUrl=${encodeURIComponent(variant)}`);
        expect(response.status(), variant).toBe(200);
        // The return path the page gives its sign-in form (in the page's data), wherever it appears.
        const html = await response.text();
        const given = [...html.matchAll(/callbackUrl\\?"\s*:\s*\\?"([^"\\]*)/g)].map((match) => match[1]!);
        expect(given.length, variant).toBeGreaterThan(0);
        for (const path of given) expect(new URL(path, "https://site.example").origin, `${variant} → ${path}`).toBe("https://site.example");
      }
    });
  }
});

test("no rendered link points at a page that is not built yet", async ({ request }) => {
  const pages = ["/", "/en", "/sign-in", "/en/sign-in", "/en/site-map", encodeURI("/خريطة-الموقع"), "/en/FAQs"];
  const broken: string[] = [];
  for (const path of pages) {
    const response = await request.get(path, { headers: path.startsWith("/en") ? {} : AR });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    for (const [, href] of html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)/g)) {
      const route = resolveRoute(href!);
      if (route && UNBUILT_ROUTES.has(route.routeKey)) broken.push(`${path} → ${href}`);
    }
  }
  expect(broken).toEqual([]);
});

test.describe("a password never travels in an address", () => {
  const ACCOUNT_PAGES = ["/sign-in", "/en/sign-in", "/sign-up", "/en/sign-up", "/reset-password", "/en/reset-password"];

  test("every form of the sign-in, sign-up and password reset pages is a POST form", async ({ request }) => {
    for (const path of ACCOUNT_PAGES) {
      const html = await (await request.get(path, { headers: path.startsWith("/en") ? {} : AR })).text();
      const forms = [...html.matchAll(/<form\b([^>]*)>/g)].map((m) => m[1]!);
      // The page's own form and the footer's newsletter, at least.
      expect(forms.length, path).toBeGreaterThan(1);
      for (const attributes of forms) expect(attributes, path).toMatch(/\bmethod="post"/);
    }
  });

  test("sent before any script runs, the sign-in form puts nothing typed into the URL", async ({ browser, baseURL }) => {
    // A phone still fetching the page's scripts, or a browser without them: the form goes as the HTML says.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/sign-in");
    await page.getByLabel("Email or mobile number").first().fill("patient@example.com");
    await page.getByLabel("Password", { exact: true }).first().fill("Secret#Typed1");
    const sent = page.waitForRequest((request) => request.isNavigationRequest(), { timeout: 10_000 });
    await page.getByLabel("Password", { exact: true }).first().press("Enter");
    const request = await sent;
    expect(request.method()).toBe("POST");
    expect(request.url()).not.toContain("Secret");
    await page.waitForLoadState();
    expect(page.url()).not.toContain("Secret");
    expect(page.url()).not.toContain("password");
    await context.close();
  });
});

test.describe("also found", () => {
  test("most-viewed rank numbers on / and /en have a contrast of at least 4.5:1", async ({ page }) => {
    for (const path of ["/", "/en"]) {
      await page.goto(path);
      const rank = page.locator("#most-viewed ol li > span").first();
      await expect(rank).toBeAttached();
      const ratio = await rank.evaluate((element) => {
        const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const luminance = ([r, g, b]: number[]) => {
          const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
          return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
        };
        let background = "rgb(255, 255, 255)";
        for (let node: Element | null = element; node; node = node.parentElement) {
          const color = getComputedStyle(node).backgroundColor;
          if (!/rgba\(.*,\s*0\)$/.test(color) && color !== "transparent") {
            background = color;
            break;
          }
        }
        const [a, b] = [luminance(channels(getComputedStyle(element).color)), luminance(channels(background))];
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      });
      expect(ratio, path).toBeGreaterThanOrEqual(4.5);
    }
  });

  test("carousels are sections, not divs with role=region; the closed filter panel has no label", async ({ request }) => {
    for (const path of ["/en", "/en/doctors"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/<div[^>]*\srole="region"/);
    }
    const doctors = await (await request.get("/en/doctors")).text();
    const panel = /<div[^>]*id="doctor-filters-panel"[^>]*>/.exec(doctors)?.[0] ?? "";
    expect(panel).not.toBe("");
    expect(panel).not.toContain("aria-labelledby");
  });

  test("page titles stay within 70 characters", async ({ request }) => {
    const long: string[] = [];
    for (const path of ["/en", "/en/clinics", "/en/doctors", "/en/FAQs", "/en/blog", "/en/about_us", "/en/site-map", "/en/news", "/en/events"]) {
      const html = await (await request.get(path)).text();
      const title = (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").replaceAll("&amp;", "&");
      if ([...title].length > 70) long.push(`${path}: ${title}`);
    }
    expect(long).toEqual([]);
  });
});

/*
 * Issue 38, as an outside probe meets the running site: bad input is a 4xx with a message, the
 * proxy's guards and policy follow the page the router renders however its path is spelt, a
 * session ends with its backend token, and the language cookie is Secure behind https.
 */
const PATIENT = { email: "patient@example.com", password: "Patient#2026" };

/** A visitor of its own (own cookies, own address for the per-IP limits), signed in as the demo patient. */
async function signedIn(baseURL: string | undefined): Promise<APIRequestContext> {
  const visitor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { [TEST_ADDRESS_HEADER]: `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` } });
  const { csrfToken } = (await (await visitor.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const answer = await visitor.post("/api/auth/callback/credentials", {
    form: { csrfToken, identifier: PATIENT.email, password: PATIENT.password, locale: "en", json: "true" },
  });
  expect(new URL(((await answer.json()) as { url: string }).url).searchParams.get("error")).toBeNull();
  return visitor;
}

test.describe("bad input to the API, methods and actions answers 4xx with a message", () => {
  for (const path of ["/api/content/%FF", "/api/calendar/%FF", "/api/forms/%FF", "/api/auth/%FF", "/api/auth/signin/%FF", "/api/auth/callback/%FF"]) {
    test(`GET ${path} is a 400 that says so`, async ({ request }) => {
      const response = await request.get(`${path}?lang=en`);
      expect(response.status()).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe("This address is not valid");
    });
  }

  test("POST /api/forms/%FF is a 400 that says so, in Arabic by default", async ({ request }) => {
    const response = await request.post("/api/forms/%FF", { form: { _locale: "ar" } });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe("هذا العنوان غير صالح");
  });

  test("a sign-in posted as malformed JSON is a 400 that says so", async ({ request }) => {
    const response = await request.post("/api/auth/callback/credentials", { headers: { "content-type": "application/json" }, data: "{" });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/not valid JSON/);
  });

  test("TRACE is a 405 naming the methods allowed", async ({ request }) => {
    for (const path of ["/", "/en", "/api/offers"]) {
      const response = await request.fetch(path, { method: "TRACE" });
      expect(response.status(), path).toBe(405);
      expect(response.headers().allow, path).toContain("GET");
    }
  });

  test("a server action sent from another site's page is a 403, not a 500", async ({ request, baseURL }) => {
    const action = { "next-action": "7f".padEnd(42, "0"), "content-type": "text/plain;charset=UTF-8" };
    for (const origin of ["https://evil.example", "null", "not a url"]) {
      const response = await request.post("/en/contact-us", { headers: { ...action, origin }, data: "[]" });
      expect(response.status(), origin).toBe(403);
      expect(await response.text(), origin).toContain("another site");
    }
    // A form posted as multipart from another site is a possible action too.
    const multipart = await request.post("/en/contact-us", { headers: { origin: "https://evil.example" }, multipart: { name: "x" } });
    expect(multipart.status()).toBe(403);
    // From the site itself the same request is not refused for its origin.
    const own = await request.post("/en/contact-us", { headers: { ...action, origin: new URL(baseURL!).origin }, data: "[]" });
    expect(own.status()).not.toBe(403);
  });
});

/**
 * A GET of `path` exactly as written: Playwright and fetch resolve `%2E%2E` segments before
 * sending, as browsers do, but a hand-made request need not.
 */
async function rawGet(baseURL: string | undefined, path: string, visitor?: APIRequestContext) {
  const cookies = visitor ? (await visitor.storageState()).cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") : "";
  const { hostname, port } = new URL(baseURL!);
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const sent = httpRequest({ hostname, port, path, headers: cookies ? { cookie: cookies } : {} }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

// One signed-in visitor for every spelling: each sign-in is a password hash on the backend.
test("the proxy decides on the path the router renders: the profile spelt with %20 or %2E%2E goes to sign-in signed out and runs scripts by nonce only signed in; the sign-in page so spelt sends a signed-in visitor home", async ({ baseURL }) => {
  const profiles = ["/en/profile%20", "/en/profile%20%20", "/en/x/%2E%2E/profile"];
  for (const path of profiles) {
    const out = await rawGet(baseURL, path);
    expect(out.status, path).toBe(307);
    expect(new URL(out.headers.location!, baseURL).pathname, path).toBe("/en/sign-in");
  }

  const visitor = await signedIn(baseURL);
  for (const path of profiles) {
    const response = await rawGet(baseURL, path, visitor);
    expect(response.status, path).toBe(200);
    const scripts = directive(response.headers["content-security-policy"] as string | undefined, "script-src");
    expect(scripts, path).toMatch(/'nonce-[^']+'/);
    expect(scripts, path).not.toContain("'unsafe-inline'");
  }
  for (const path of ["/en/sign-in", "/en/sign-in%20", "/en/x/%2E%2E/sign-in"]) {
    const response = await rawGet(baseURL, path, visitor);
    expect(response.status, path).toBe(307);
    expect(new URL(response.headers.location!, baseURL).pathname, path).toBe("/en");
  }
  await visitor.dispose();
});

test("a copied session cookie reads nothing once the session has signed out", async ({ baseURL }) => {
  const visitor = await signedIn(baseURL);
  const session = (await visitor.get("/api/auth/session")).json() as Promise<{ user?: { email?: string } }>;
  expect((await session).user?.email).toBe(PATIENT.email);
  const copied = (await visitor.storageState()).cookies.filter((cookie) => cookie.name.includes("session-token"));
  expect(copied.length).toBeGreaterThan(0);

  const { csrfToken } = (await (await visitor.get("/api/auth/csrf")).json()) as { csrfToken: string };
  expect((await visitor.post("/api/auth/signout", { form: { csrfToken, json: "true" } })).ok()).toBe(true);

  const thief = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: copied.map((c) => `${c.name}=${c.value}`).join("; ") } });
  const stolen = await thief.get("/api/auth/session");
  expect(stolen.status()).toBe(200);
  const text = await stolen.text();
  expect(text).not.toContain(PATIENT.email);
  expect(((JSON.parse(text) as { user?: unknown }).user)).toBeUndefined();
  await thief.dispose();
  await visitor.dispose();
});

test("the language cookie is Secure behind https, and not over plain http", async ({ request }) => {
  const remembered = { cookie: "NEXT_LOCALE=en", "sec-fetch-dest": "document" };
  const overHttps = await request.get("/%D8%A7%D8%AA%D8%B5%D9%84-%D8%A8%D9%86%D8%A7", { headers: { ...remembered, "x-forwarded-proto": "https" }, maxRedirects: 0 });
  const https = overHttps.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("NEXT_LOCALE="));
  expect(https).toHaveLength(1);
  expect(https[0]!.value).toMatch(/;\s*Secure(?:;|$)/i);

  const overHttp = await request.get("/%D8%A7%D8%AA%D8%B5%D9%84-%D8%A8%D9%86%D8%A7", { headers: remembered, maxRedirects: 0 });
  const http = overHttp.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("NEXT_LOCALE="));
  expect(http).toHaveLength(1);
  expect(http[0]!.value).not.toMatch(/secure/i);
});
