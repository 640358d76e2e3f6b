import { expect } from "@playwright/test";
import { expectNoAxeViolations, VIEWPORTS } from "./helpers/axe";
import { waitForRuntime } from "./helpers/runtime";
import { test } from "./helpers/test";

// Issue 2 foundation: document language and direction, chrome built from the backend, the
// language switch, the localized 404, Accept-Language detection, and axe on home and 404.

const BACKEND = `http://localhost:${process.env.E2E_BACKEND_PORT ?? "4010"}`;

async function backendToken(): Promise<string> {
  const response = await fetch(`${BACKEND}/oauth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: process.env.API_CLIENT_ID || "local-website",
      client_secret: process.env.API_CLIENT_SECRET || "local-only-insecure-secret",
    }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

type NavEntry = { title: string; path: string };
async function pageConfiguration(lang: "ar" | "en") {
  const response = await fetch(`${BACKEND}/api/page_configurations`, {
    headers: { Authorization: `Bearer ${await backendToken()}`, lang },
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: { header: NavEntry[]; footer: NavEntry[] } }).data;
}

const locales = [
  { locale: "ar", dir: "rtl", home: "/", notFoundText: "هذه الصفحة غير موجودة", missing: "/no-such-page-xyz" },
  { locale: "en", dir: "ltr", home: "/en", notFoundText: "This page could not be found", missing: "/en/no-such-page-xyz" },
] as const;

for (const l of locales) {
  test.describe(`foundation (${l.locale})`, () => {
    test.use({ locale: l.locale });

    test("the document has the right lang and dir", async ({ page }) => {
      const response = await page.goto(l.home);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", l.locale);
      await expect(page.locator("html")).toHaveAttribute("dir", l.dir);
    });

    test("the home page's title is its SEO title, written out as text", async ({ page }) => {
      await page.goto(l.home);
      const ogTitle = await page.locator('meta[property="og:title"]').getAttribute("content");
      expect(ogTitle).toMatch(/\S/);
      expect(await page.title()).toBe(ogTitle);
    });

    test("header and footer links come from /api/page_configurations", async ({ page }) => {
      const config = await pageConfiguration(l.locale);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(l.home);
      const headerNav = page.getByRole("banner").getByRole("navigation").first();
      const doctors = config.header.find((entry) => entry.path === "/doctors");
      expect(doctors).toBeDefined();
      await expect(headerNav.getByRole("link", { name: doctors!.title, exact: true })).toBeVisible();
      const faq = config.footer.find((entry) => entry.path === "/FAQs");
      expect(faq).toBeDefined();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: faq!.title, exact: true })).toBeVisible();
      // The unified support WhatsApp number, isolated left-to-right.
      await expect(page.getByRole("contentinfo").locator('a[href^="https://wa.me/"] bdi[dir="ltr"]')).toBeVisible();
    });

    test("the 404 page answers 404 with its text and a link home, inside the site layout", async ({ page }) => {
      const response = await page.goto(l.missing);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: l.notFoundText })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${l.notFoundText} \\| `));
      await expect(page.locator("html")).toHaveAttribute("dir", l.dir);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await page.getByRole("main").getByRole("link").last().click();
      await expect(page).toHaveURL(new RegExp(`${l.locale === "en" ? "/en" : "/"}$`));
    });

    test("every kind of 404 is drawn in the server HTML, inside the layout, for crawlers and visitors without JavaScript", async ({ request }) => {
      const prefix = l.locale === "en" ? "/en" : "";
      const missing = [
        l.missing, // the article catch-all (cached)
        `${prefix}/no/such/page`, // no route at all (per request)
        `${prefix}/doctor/no-such-doctor`,
        `${prefix}/clinic/no-such-clinic`,
        `${prefix}/categories/no-such-category`,
      ];
      for (const path of missing) {
        for (const attempt of ["first", "cached"]) {
          const response = await request.get(path);
          expect(response.status(), `${path} (${attempt})`).toBe(404);
          const html = await response.text();
          expect(html, path).toContain(`<html lang="${l.locale}" dir="${l.dir}"`);
          expect(html, path).toMatch(new RegExp(`<h1[^>]*>${l.notFoundText}</h1>`));
          expect(html, path).toMatch(/<header[\s>]/);
          expect(html, path).toMatch(/<footer[\s>]/);
          expect(html, path).toMatch(new RegExp(`<title>${l.notFoundText} \\| `));
          expect(html, path).toMatch(/<meta name="robots" content="noindex/);
        }
      }
    });

    for (const viewport of VIEWPORTS) {
      test(`axe: home has no WCAG violations at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(l.home);
        await expectNoAxeViolations(page);
      });

      test(`axe: 404 has no WCAG violations at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(l.missing);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("language switch", () => {
  test("keeps the visitor on the same page and sets the NEXT_LOCALE cookie", async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en/contact-us?ref=e2e");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Until the page runs the switch is the prerendered link, which cannot know the query string.
    await waitForRuntime(page);
    await page.getByRole("banner").getByRole("link", { name: "العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === "/اتصل-بنا" && url.searchParams.get("ref") === "e2e");
    const cookie = (await context.cookies()).find((c) => c.name === "NEXT_LOCALE");
    expect(cookie?.value).toBe("ar");

    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/contact-us\?ref=e2e$/);
    expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("en");
  });

  test("from the home page it goes to the other home page", async ({ page }) => {
    await page.goto("/");
    // No wait for the page to run: the switch is one link from first paint on.
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe("first visit", () => {
  test("follows Accept-Language when there is no locale cookie", async ({ browser }) => {
    const english = await browser.newContext({ locale: "en-US", extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9" } });
    const page = await english.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await english.close();

    const arabic = await browser.newContext({ locale: "ar", extraHTTPHeaders: { "Accept-Language": "ar-SA,ar;q=0.9" } });
    const arPage = await arabic.newPage();
    await arPage.goto("/");
    await expect(arPage.locator("html")).toHaveAttribute("lang", "ar");
    await expect(arPage.locator("html")).toHaveAttribute("dir", "rtl");
    await arabic.close();
  });
});

test.describe("mobile menu", () => {
  test("opens as a modal sheet, keeps focus inside and closes on Escape", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/en");
    // The menu button works once hydrated; under load the click may come first.
    await waitForRuntime(page);
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    // The page behind the sheet does not scroll while it is open (styles/globals.css).
    const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
    expect(await rootOverflow()).toBe("hidden");
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return !active || active === document.body || Boolean(active.closest("dialog[open]"));
      });
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();
    expect(await rootOverflow()).not.toBe("hidden");
  });
});

test.describe("mobile menu before the page's script runs", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  for (const [locale, home, name, siteMap, heading] of [
    ["en", "/en", "Menu (site map)", "/en/site-map", "Site map"],
    ["ar", "/", "القائمة (خريطة الموقع)", `/${encodeURIComponent("خريطة-الموقع")}`, "خريطة الموقع"],
  ] as const) {
    test(`the menu button is a link to the site map (${locale})`, async ({ page }) => {
      await page.goto(home);
      const menu = page.getByRole("banner").getByRole("link", { name });
      await expect(menu).toBeVisible();
      await menu.click();
      await expect(page).toHaveURL((url) => url.pathname === siteMap);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    });
  }
});

test.describe("home carousel", () => {
  test("has a pause control, and does not play when reduced motion is asked for", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/en");
    const region = page.getByRole("region", { name: "Highlights" });
    await expect(region).toBeVisible();
    await expect(region.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(region.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
  });

  test("plays by default with a visible pause button", async ({ page }) => {
    await page.goto("/en");
    await expect(page.getByRole("button", { name: "Pause slideshow" })).toBeVisible();
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  });
});
