import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { UNBUILT_ROUTES } from "@/lib/navigation/unbuilt-routes";
import { waitForRuntime } from "./helpers/runtime";
import { resolveRoute } from "@/lib/proxy/routes";

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

  test("the sign-in page runs its scripts by nonce only, and still works", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
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
    expect(violations).toEqual([]);
    // The layout's one inline script (it holds forms pressed early) ran by its hash.
    expect(await page.evaluate(() => Array.isArray(window.__heldSubmits))).toBe(true);
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

test.describe("also found", () => {
  for (const path of ["/", "/en"]) {
    test(`most-viewed rank numbers on ${path} have a contrast of at least 4.5:1`, async ({ page }) => {
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
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    });
  }

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
