import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, VIEWPORTS } from "./helpers/axe";
import { test } from "./helpers/test";

/*
 * Blog, site search, static pages and the SEO layer (issue 5): every route in both languages
 * answers 200 with its content, lang/dir, a self-referencing canonical and hreflang alternates;
 * axe at 375 and 1280 px; "load more" against `?page=N`; diacritic-free Arabic search; the
 * secret page is noindex; sitemap.xml and robots.txt.
 */

type Lang = "ar" | "en";
/** Percent-encodes the path (Arabic slugs), leaving the query string as it is. */
const enc = (url: string) => {
  const [path = "", query] = url.split("?");
  const encoded = path.split("/").map((segment) => encodeURIComponent(segment)).join("/");
  return query === undefined ? encoded : `${encoded}?${query}`;
};

const ARTICLE = { ar: "عشر-عادات-يومية-لقلب-سليم", en: "ten-daily-habits-for-a-healthy-heart" };

const ROUTES: { name: string; path: Record<Lang, string>; h1: Record<Lang, string | RegExp>; noindex?: boolean }[] = [
  { name: "blog", path: { ar: "/المدونة", en: "/en/blog" }, h1: { ar: "المدونة الصحية", en: "Health blog" } },
  { name: "blog map", path: { ar: "/blog-map", en: "/en/blog-map" }, h1: { ar: "خريطة المدونة", en: "Blog map" } },
  {
    name: "secret page",
    path: { ar: "/المدونة/مقالات-خاصة", en: "/en/blog/private-articles" },
    h1: { ar: "مقالات خاصة", en: "Private articles" },
    noindex: true,
  },
  { name: "category", path: { ar: "/categories/صحة-القلب", en: "/en/categories/heart-health" }, h1: { ar: /صحة القلب/, en: /Heart health/ } },
  { name: "tag", path: { ar: "/tags/الوقاية", en: "/en/tags/prevention" }, h1: { ar: /الوقاية/, en: /Prevention/ } },
  { name: "article", path: { ar: `/${ARTICLE.ar}`, en: `/en/${ARTICLE.en}` }, h1: { ar: "عشر عادات يومية لقلب سليم", en: /healthy heart/i } },
  { name: "FAQ", path: { ar: "/الأسئلة-الشائعة", en: "/en/FAQs" }, h1: { ar: "الأسئلة الشائعة", en: "Frequently asked questions" } },
  { name: "about", path: { ar: "/من-نحن", en: "/en/about_us" }, h1: { ar: /.+/, en: /.+/ } },
  { name: "privacy", path: { ar: "/سياسة-الخصوصية", en: "/en/privacy-policy" }, h1: { ar: "سياسة الخصوصية", en: "Privacy policy" } },
  { name: "terms", path: { ar: "/الشروط-والأحكام", en: "/en/terms" }, h1: { ar: "الشروط والأحكام", en: "Terms and conditions" } },
  {
    name: "personal data",
    path: { ar: "/personal-data", en: "/en/personal-data" },
    h1: { ar: "حماية البيانات الشخصية", en: "Personal data protection" },
  },
  { name: "contact", path: { ar: "/اتصل-بنا", en: "/en/contact-us" }, h1: { ar: "اتصل بنا", en: "Contact us" } },
  { name: "site map", path: { ar: "/خريطة-الموقع", en: "/en/site-map" }, h1: { ar: "خريطة الموقع", en: "Site map" } },
  {
    name: "search",
    path: { ar: "/search?s=القلب", en: "/en/search?s=heart" },
    h1: { ar: /القلب/, en: /heart/ },
    noindex: true,
  },
];

async function expectHead(page: Page, lang: Lang, noindex = false) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toBeTruthy();
  const current = new URL(page.url());
  // Search pages canonicalize to the bare search page; everything else to itself.
  if (!current.searchParams.has("s")) expect(new URL(canonical!).pathname).toBe(current.pathname);
  const alternates: Record<string, string> = {};
  for (const hreflang of ["ar", "en", "x-default"]) {
    const link = page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);
    await expect(link).toHaveCount(1);
    alternates[hreflang] = (await link.getAttribute("href")) ?? "";
    expect(alternates[hreflang]).toMatch(/^https?:\/\//);
  }
  expect(alternates["x-default"]).toBe(alternates.ar);
  expect(new URL(alternates.en!).pathname.startsWith("/en")).toBe(true);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  // A title object stringified by mistake reads "[object Object]" in the tab and in search results.
  expect(await page.title()).toMatch(/^(?!.*\[object)\S/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
  const robots = await page.locator('meta[name="robots"]').getAttribute("content");
  if (noindex) expect(robots).toContain("noindex");
  else expect(robots ?? "index").not.toContain("noindex");
}

for (const route of ROUTES) {
  for (const lang of ["ar", "en"] as const) {
    test(`${route.name} (${lang}) answers 200 with its content and SEO head`, async ({ page }) => {
      const response = await page.goto(enc(route.path[lang]));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: route.h1[lang] })).toBeVisible();
      await expect(page.locator("main")).not.toBeEmpty();
      await expectHead(page, lang, route.noindex);
    });
  }
}

for (const route of ROUTES) {
  for (const lang of ["ar", "en"] as const) {
    test(`axe: ${route.name} at 375 and 1280 px (${lang})`, async ({ page }) => {
      test.setTimeout(90_000);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(enc(route.path[lang]));
        await expect(page.locator("h1")).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
}

test("the article has a sanitized body, BlogPosting JSON-LD and related posts", async ({ page }) => {
  await page.goto(enc(`/en/${ARTICLE.en}`));
  await expect(page.locator("article h2").first()).toBeVisible();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.flatMap((text) => {
    const data = JSON.parse(text) as { "@type": string } | { "@type": string }[];
    return (Array.isArray(data) ? data : [data]).map((item) => item["@type"]);
  });
  expect(types).toContain("BlogPosting");
  expect(types).toContain("BreadcrumbList");
  for (const text of blocks) expect(text).not.toContain("<");
  await expect(page.getByRole("heading", { level: 2, name: "Related articles" })).toBeVisible();
  await expect(page.locator("main script:not([type])")).toHaveCount(0);
});

test("an article reached through the other language's slug redirects to this language's URL", async ({ page }) => {
  const response = await page.goto(enc(`/en/${ARTICLE.ar}`));
  expect(response?.status()).toBe(200);
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/en/${ARTICLE.en}`);
});

test("an unknown single-segment path answers 404", async ({ page }) => {
  const response = await page.goto("/en/no-such-article-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the language switch on an article leads to the same article in Arabic", async ({ page }) => {
  await page.goto(enc(`/en/${ARTICLE.en}`));
  const switchLink = page.locator(`a[hreflang="ar"]`).first();
  await expect(switchLink).toBeVisible();
  await expect.poll(async () => decodeURIComponent((await switchLink.getAttribute("href")) ?? "")).toContain(ARTICLE.ar);
});

for (const lang of ["ar", "en"] as const) {
  test(`blog: load more appends the same posts as ?page=2 (${lang})`, async ({ page, browser }) => {
    const base = lang === "ar" ? "/المدونة" : "/en/blog";
    const other = await browser.newPage();
    const second = await other.goto(enc(`${base}?page=2`));
    expect(second?.status()).toBe(200);
    const page2 = await other.locator("main ul[aria-label] article h2 a").allTextContents();
    expect(page2.length).toBeGreaterThan(0);
    await other.close();

    await page.goto(enc(base));
    const cards = page.locator("main ul[aria-label] article h2 a");
    await expect(cards).toHaveCount(6);
    const first = await cards.allTextContents();
    await page.getByRole("link", { name: lang === "ar" ? "عرض المزيد" : "Load more" }).click();
    await expect(cards).toHaveCount(6 + page2.length);
    const all = await cards.allTextContents();
    expect(all.slice(0, 6)).toEqual(first);
    expect(all.slice(6)).toEqual(page2);
    // Server pagination links exist for crawlers and visitors without JavaScript.
    await expect(page.getByRole("navigation", { name: lang === "ar" ? "الصفحات" : "Pages" }).getByRole("link").first()).toBeVisible();
  });
}

test("a page number past the end answers 404", async ({ page }) => {
  const response = await page.goto("/en/blog?page=999");
  expect(response?.status()).toBe(404);
});

test("search finds an Arabic term typed without diacritics and keeps what was typed", async ({ page }) => {
  // "الإنسولين" is stored with a hamza; the visitor types it without: "الانسولين".
  await page.goto(enc("/search"));
  const box = page.getByRole("searchbox", { name: "ابحث في الموقع" });
  await box.fill("الانسولين");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?s=/);
  await expect(page.getByRole("searchbox", { name: "ابحث في الموقع" })).toHaveValue("الانسولين");
  await expect(page.locator("main section h2").first()).toBeVisible();
  await expect(page.locator("main section article").first()).toBeVisible();
});

test("search shows 'no results for search' for a term that matches nothing", async ({ page }) => {
  await page.goto("/en/search?s=zzqxjv");
  await expect(page.getByText("No results for your search")).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search the website" })).toHaveValue("zzqxjv");
});

test("FAQ: grouped, searchable without diacritics, with disclosure buttons and FAQPage JSON-LD", async ({ page }) => {
  await page.goto("/en/FAQs");
  const buttons = page.locator("main h3 button[aria-expanded]");
  await expect(buttons.first()).toBeVisible();
  const first = buttons.first();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  const panel = page.locator(`#${await first.getAttribute("aria-controls")}`);
  await expect(panel).toBeHidden();
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  await page.getByRole("searchbox", { name: "Search the questions" }).fill("insurance");
  await expect(page.getByRole("status").filter({ hasText: /match/ })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search the questions" }).fill("zzqxjv");
  await expect(page.getByText("No questions match “zzqxjv”.")).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"FAQPage"'))).toBe(true);
});

test("sitemap.xml lists both languages with alternates and leaves hidden posts out", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain("<urlset");
  expect(xml).toContain("/en/blog</loc>");
  expect(xml).toContain(`/en/${ARTICLE.en}</loc>`);
  expect(xml).toContain(encodeURIComponent(ARTICLE.ar));
  expect(xml).toMatch(/hreflang="x-default"/);
  expect(xml).toContain("/en/categories/heart-health");
  // Hidden posts (the secret page's) and account pages are not listed.
  expect(xml).not.toContain("good-sleep-a-practical-guide");
  expect(xml).not.toContain("private-articles");
  expect(xml).not.toContain("/sign-in");
  expect(xml).not.toContain("/profile");
});

test("robots.txt points to the sitemap and disallows account pages", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  expect(text).toContain("Disallow: /profile");
  expect(text).toContain("Disallow: /en/profile");
  expect(text).toContain("Disallow: /en/sign-in");
  // The secret page stays unlisted: naming it here would publish its path.
  expect(text).not.toContain("private-articles");
  expect(decodeURIComponent(text)).not.toContain("مقالات-خاصة");
});

test("the secret page lists hidden posts and is reachable by link", async ({ page }) => {
  await page.goto("/en/blog/private-articles");
  await expect(page.locator("main article").first()).toBeVisible();
  const href = await page.locator("main article h2 a").first().getAttribute("href");
  const response = await page.goto(href!);
  expect(response?.status()).toBe(200);
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
});

test("POST /api/revalidate rejects a missing secret and a bad body", async ({ request }) => {
  const denied = await request.post("/api/revalidate", { data: { tags: ["posts"] } });
  expect(denied.status()).toBe(401);
  const wrong = await request.post("/api/revalidate", { data: { tags: ["posts"] }, headers: { "x-revalidate-secret": "wrong" } });
  expect(wrong.status()).toBe(401);
});
