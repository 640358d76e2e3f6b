import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, VIEWPORTS } from "./helpers/axe";
import { test } from "./helpers/test";

/*
 * Content lists and details (issue 5): every list and a detail of each kind in both languages,
 * SEO head, axe at 375 and 1280 px, "load more" against `?page=N`, the language switch on a
 * detail, event add-to-calendar, and the home page sections.
 */

type Lang = "ar" | "en";

const KINDS = [
  { kind: "clinics", en: "/clinics", ar: "العيادات", detail: { en: "/clinic/", ar: "/clinic/" }, title: { en: "Clinics", ar: "العيادات" } },
  { kind: "oncologies", en: "/oncologies", ar: "مراكز-الأورام", detail: { en: "/oncology/", ar: "/oncology/" }, title: { en: "Oncology centres", ar: "مراكز الأورام" } },
  { kind: "services", en: "/services", ar: "الخدمات", detail: { en: "/service/", ar: "/services/" }, title: { en: "Services", ar: "الخدمات" } },
  {
    kind: "entertainmentServices",
    en: "/entertainment-services",
    ar: "الخدمات-الترفيهية",
    detail: { en: "/entertainment-service/", ar: "/entertainment-service/" },
    title: { en: "Entertainment services", ar: "الخدمات الترفيهية" },
  },
  { kind: "events", en: "/events", ar: "الفعاليات", detail: { en: "/events/", ar: "/events/" }, title: { en: "Events", ar: "الفعاليات" } },
  { kind: "homecare", en: "/homecare", ar: "الرعاية-المنزلية", detail: { en: "/homecare/", ar: "/homecare/" }, title: { en: "Home care", ar: "الرعاية المنزلية" } },
  { kind: "news", en: "/news", ar: "الأخبار", detail: { en: "/news/", ar: "/news/" }, title: { en: "News", ar: "الأخبار" } },
  { kind: "eclubs", en: "/eclubs", ar: "الأندية", detail: { en: "/eclub/", ar: "/eclub/" }, title: { en: "E-clubs", ar: "الأندية" } },
] as const;

type Kind = (typeof KINDS)[number];

const listPath = (k: Kind, lang: Lang) => (lang === "en" ? `/en${k.en}` : `/${encodeURIComponent(k.ar)}`);

async function expectHead(page: Page, lang: Lang) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toBeTruthy();
  expect(new URL(canonical!).pathname + new URL(canonical!).search).toBe(new URL(page.url()).pathname + new URL(page.url()).search);
  for (const hreflang of ["ar", "en", "x-default"]) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
  }
  // A title object stringified by mistake reads "[object Object]" in the tab and in search results.
  expect(await page.title()).toMatch(/^(?!.*\[object)\S/);
}

/** The first card's detail link of a list page. */
async function firstDetailHref(page: Page): Promise<string> {
  const href = await page.locator("main article h2 a").first().getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
}

for (const k of KINDS) {
  for (const lang of ["ar", "en"] as const) {
    test(`${k.kind} list and detail (${lang})`, async ({ page }) => {
      const response = await page.goto(listPath(k, lang));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: k.title[lang] })).toBeVisible();
      await expect(page.locator("main article").first()).toBeVisible();
      await expectHead(page, lang);

      const href = await firstDetailHref(page);
      expect(decodeURIComponent(href)).toContain(lang === "en" ? `/en${k.detail.en}` : k.detail.ar);
      const detail = await page.goto(href);
      expect(detail?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("navigation", { name: lang === "en" ? "Breadcrumb" : undefined }).first()).toBeVisible();
      await expectHead(page, lang);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join("\n")).toContain("BreadcrumbList");
    });

    test(`${k.kind} axe at 375 and 1280 px (${lang})`, async ({ page }) => {
      let href: string | undefined;
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(listPath(k, lang));
        await expect(page.locator("main article").first()).toBeVisible();
        await expectNoAxeViolations(page);
        href ??= await firstDetailHref(page);
        await page.goto(href);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
}

test("the breadcrumb header's background is the phone variant below 768 px", async ({ page }) => {
  const background = page.locator("main section").first().locator("picture img");
  for (const [width, file] of [
    [375, "/default-breadcrumb-mobile.webp"],
    [1280, "/default-breadcrumb.webp"],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/en/privacy-policy");
    await expect.poll(() => background.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(file);
  }
});

test("unknown detail slugs are 404", async ({ page }) => {
  const response = await page.goto("/en/clinic/no-such-clinic-xyz");
  expect(response?.status()).toBe(404);
});

for (const lang of ["ar", "en"] as const) {
  test(`load more and ?page=2 show the same items (${lang})`, async ({ page }) => {
    const news = KINDS.find((k) => k.kind === "news")!;
    await page.goto(listPath(news, lang));
    const cards = page.locator("main ul article h2");
    const first = await cards.allTextContents();
    expect(first.length).toBe(3);
    await page.getByRole("link", { name: lang === "en" ? "Load more" : "عرض المزيد" }).click();
    await expect(cards).toHaveCount(first.length + 3);
    const appended = (await cards.allTextContents()).slice(first.length);
    expect(new URL(page.url()).search).toBe("");

    const response = await page.goto(`${listPath(news, lang)}?page=2`);
    expect(response?.status()).toBe(200);
    expect(await page.locator("main ul article h2").allTextContents()).toEqual(appended);
    await expectHead(page, lang);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\?page=2$/);
  });
}

test("a page past the end is 404 and page 1 has no duplicate URL", async ({ page }) => {
  expect((await page.goto("/en/news?page=999"))?.status()).toBe(404);
  await page.goto("/en/news");
  await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/en/news");
});

test("clinic name search resets to page 1 and an empty search restores the list", async ({ page }) => {
  await page.goto("/en/clinics");
  // Searched before hydration, the server's GET form answers; clearing the box then waits for the
  // next search. This test is about the interactive list, so it starts once that can take over.
  await expect(page.locator('main [data-hydrated="true"]').first()).toBeAttached();
  const titles = page.locator("main ul article h2");
  const initial = await titles.allTextContents();
  const term = initial[0]!.split(" ")[0]!;
  await page.getByRole("searchbox", { name: "Search clinics by name" }).fill(term);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  // The search's answer, not the full list it replaces: only clinics that carry the term.
  await expect
    .poll(async () => {
      const shown = await titles.allTextContents();
      return shown.length > 0 && shown.length < initial.length && shown.every((title) => title.includes(term));
    })
    .toBe(true);
  await page.getByRole("searchbox", { name: "Search clinics by name" }).fill("");
  await expect(titles).toHaveText(initial);
});

test("the language switch on a detail goes to the other language's slug", async ({ page }) => {
  await page.goto("/en/clinics");
  await page.goto(await firstDetailHref(page));
  const enTitle = await page.getByRole("heading", { level: 1 }).textContent();
  const enPath = new URL(page.url()).pathname;
  await page.locator('header a[hreflang="ar"]').first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const arPath = decodeURIComponent(new URL(page.url()).pathname);
  expect(arPath.startsWith("/clinic/")).toBe(true);
  expect(arPath).not.toBe(enPath);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(enTitle!);
  const alternate = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href");
  expect(new URL(alternate!).pathname).toBe(enPath);
});

test("an event offers Google Calendar and an .ics with UTC times", async ({ page, request }) => {
  await page.goto("/en/events");
  await page.goto(await firstDetailHref(page));
  const google = await page.getByRole("link", { name: /Google Calendar/ }).getAttribute("href");
  expect(new URL(google!).searchParams.get("dates")).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
  const ics = await page.getByRole("link", { name: /\.ics/ }).getAttribute("href");
  const response = await request.get(ics!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  const text = await response.text();
  expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(text).toContain("BEGIN:VEVENT");
});

for (const lang of ["ar", "en"] as const) {
  test(`home page sections (${lang})`, async ({ page }) => {
    const response = await page.goto(lang === "en" ? "/en" : "/");
    expect(response?.status()).toBe(200);
    for (const id of ["services", "doctors", "news", "testimonials", "business-units"]) {
      await expect(page.locator(`section#${id}`)).toBeVisible();
    }
    await expect(page.locator("section#doctors article").first()).toBeVisible();
    const whatsapp = page.locator('section#business-units a[href^="https://wa.me/"] [dir="ltr"]');
    await expect(whatsapp).toHaveCount(1);
    const carousel = page.locator("section#testimonials [aria-roledescription]").first();
    await expect(carousel.getByRole("button", { name: lang === "en" ? "Pause testimonials" : "إيقاف عرض الآراء مؤقتًا" })).toBeVisible();
    await expectHead(page, lang);
  });

  test(`home sections below the first screen and the footer are laid out only as they come near (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(lang === "en" ? "/en" : "/");
    const footerContent = page.locator("footer > *").first();
    const laidOut = () => footerContent.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await laidOut()).toBe(false);
    // Skipped, it is still in the accessibility tree (and in find-in-page).
    await expect(page.getByRole("contentinfo").getByRole("link").first()).toBeAttached();
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect.poll(laidOut).toBe(true);
  });

  test(`home card rows scroll sideways on a phone, without widening the page (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(lang === "en" ? "/en" : "/");
    // The card rows (each the page container's own list, the doctors' inside the box-less wrapper
    // that fills in their next times), not the lists inside a card (those times, after idle).
    const row = (id: string) => `section#${id} .container-page > ul, section#${id} .container-page > .contents > ul`;
    const rows = page.locator(["services", "doctors", "news", "business-units"].map(row).join(", "));
    await expect(rows).toHaveCount(4);
    for (const row of await rows.all()) {
      const box = await row.evaluate((list) => ({ overflowX: getComputedStyle(list).overflowX, scrollWidth: list.scrollWidth, clientWidth: list.clientWidth }));
      expect(box.overflowX).toBe("auto");
      expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    }
    // Nothing a card positions absolutely (screen reader text, stretched links) leaks out of its strip.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

    // A keyboard user reaching the last doctor's profile link has it scrolled into view.
    const lastProfile = page.locator(row("doctors")).locator(":scope > li").last().getByRole("link").first();
    await lastProfile.focus();
    await expect(lastProfile).toBeInViewport();
    const rowBox = (await page.locator(row("doctors")).boundingBox())!;
    const linkBox = (await lastProfile.boundingBox())!;
    expect(linkBox.x).toBeGreaterThanOrEqual(rowBox.x - 1);
    expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 1);

    // From 640 px up the same cards are a grid again.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.locator(row("doctors"))).toHaveCSS("display", "grid");
  });

  test(`home axe at 375 and 1280 px (${lang})`, async ({ page }) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(lang === "en" ? "/en" : "/");
      await expect(page.locator("section#business-units")).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("testimonials do not play on their own", async ({ page }) => {
    await page.goto("/en");
    await expect(page.locator("section#testimonials").getByRole("button", { name: "Play testimonials" })).toBeVisible();
  });
});
