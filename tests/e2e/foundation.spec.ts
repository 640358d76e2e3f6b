import { expect } from "@playwright/test";
import { JSDOM } from "jsdom";
import { fetchPage, h1Text } from "./helpers/html";
import { waitForRuntime } from "./helpers/runtime";
import { test } from "./helpers/test";

// Issue 2 foundation: document language and direction, chrome built from the backend, the
// language switch, the localized 404, the mobile menu and the home carousel. What the server's
// HTML shows is read by request; Accept-Language detection is navigation.spec.ts's, and the home
// page and the 404 page are in the accessibility sweep.

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
    test("the document has the right lang and dir, and the home page's title is its SEO title, written out as text", async ({ request }) => {
      const { response, doc } = await fetchPage(request, l.home);
      expect(response.status()).toBe(200);
      expect(doc.documentElement.getAttribute("lang")).toBe(l.locale);
      expect(doc.documentElement.getAttribute("dir")).toBe(l.dir);
      const ogTitle = doc.querySelector('meta[property="og:title"]')?.getAttribute("content");
      expect(ogTitle).toMatch(/\S/);
      expect(doc.title).toBe(ogTitle);
    });

    test("header and footer links come from /api/page_configurations", async ({ request }) => {
      const config = await pageConfiguration(l.locale);
      const { doc } = await fetchPage(request, l.home);
      const linkNames = (root: Element | null) => [...(root?.querySelectorAll("a") ?? [])].map((a) => a.textContent?.trim());
      const doctors = config.header.find((entry) => entry.path === "/doctors");
      expect(doctors).toBeDefined();
      expect(linkNames(doc.querySelector("header nav"))).toContain(doctors!.title);
      const faq = config.footer.find((entry) => entry.path === "/FAQs");
      expect(faq).toBeDefined();
      expect(linkNames(doc.querySelector("footer"))).toContain(faq!.title);
      // The unified support WhatsApp number, isolated left-to-right.
      expect(doc.querySelector('footer a[href^="https://wa.me/"] bdi[dir="ltr"]')?.textContent).toMatch(/\d/);
    });

    test("every kind of 404 answers 404 with its text and a link home, drawn in the server HTML inside the layout, for crawlers and visitors without JavaScript", async ({ request }) => {
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
          // The page's own way out: its last link leads home.
          const links = new JSDOM(html).window.document.querySelectorAll("main a[href]");
          expect(links[links.length - 1]?.getAttribute("href"), path).toBe(l.home);
        }
      }
    });
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

  test("from the home page it goes to the other home page", async ({ request }) => {
    // One link from first paint on: the server's markup already leads there, before any script.
    const { doc } = await fetchPage(request, "/");
    const switches = doc.querySelectorAll("header a[hreflang]");
    expect(switches).toHaveLength(1);
    const english = switches[0]!;
    expect(english.textContent?.trim()).toBe("English");
    expect(english.getAttribute("href")).toBe("/en");
    const target = await fetchPage(request, english.getAttribute("href")!);
    expect(target.response.status()).toBe(200);
    expect(target.doc.documentElement.lang).toBe("en");
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

  test("the menu button is a link to the site map (en)", async ({ page }) => {
    await page.goto("/en");
    const menu = page.getByRole("banner").getByRole("link", { name: "Menu (site map)" });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page).toHaveURL((url) => url.pathname === "/en/site-map");
    await expect(page.getByRole("heading", { level: 1, name: "Site map" })).toBeVisible();
  });
});

// The menu's markup is one for both languages: in Arabic its name and the site map's path are.
test("the menu button is a link to the site map (ar)", async ({ request }) => {
  const { doc } = await fetchPage(request, "/");
  const menu = [...doc.querySelectorAll("header a[href]")].find((a) => a.textContent?.trim() === "القائمة (خريطة الموقع)");
  expect(decodeURI(menu?.getAttribute("href") ?? "")).toBe("/خريطة-الموقع");
  const siteMap = await fetchPage(request, "/خريطة-الموقع");
  expect(siteMap.response.status()).toBe(200);
  expect(h1Text(siteMap.doc)).toBe("خريطة الموقع");
});

test.describe("home carousel", () => {
  test("has a pause control, and does not play when reduced motion is asked for", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/en");
    // The server's markup says "play" too: the carousel's own choice is the one once the page runs.
    await waitForRuntime(page);
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
