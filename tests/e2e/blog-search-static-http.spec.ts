import { expect } from "@playwright/test";
import { expectSeoHead, fetchPage, h1Text, jsonLdTypes, payloadOf, type FetchedPage, type Lang } from "./helpers/html";
import { test } from "./helpers/test";

/*
 * Blog, site search, static pages and the SEO layer (issue 5), as the server answers them, with no
 * browser: every route in both languages answers 200 with its heading, content and SEO head (lang,
 * dir, canonical, hreflang, Open Graph, robots); the article's body, JSON-LD and slugs; the blog's
 * pages; the site search (a plain GET form: what Enter sends is its URL); the secret page; the
 * sitemap, robots.txt and the revalidation hook. Their axe checks are the accessibility sweep's
 * (accessibility.spec.ts); "load more" in a browser and the FAQ's disclosures are in
 * blog-search-static.spec.ts.
 */

const LANGS: Lang[] = ["ar", "en"];
const ARTICLE = { ar: "عشر-عادات-يومية-لقلب-سليم", en: "ten-daily-habits-for-a-healthy-heart" };

type Route = { name: string; path: Record<Lang, string>; h1: Record<Lang, string | RegExp>; noindex?: boolean; canonical?: Record<Lang, string> };

const ROUTES: Route[] = [
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
  { name: "personal data", path: { ar: "/personal-data", en: "/en/personal-data" }, h1: { ar: "حماية البيانات الشخصية", en: "Personal data protection" } },
  { name: "contact", path: { ar: "/اتصل-بنا", en: "/en/contact-us" }, h1: { ar: "اتصل بنا", en: "Contact us" } },
  { name: "site map", path: { ar: "/خريطة-الموقع", en: "/en/site-map" }, h1: { ar: "خريطة الموقع", en: "Site map" } },
  {
    name: "search",
    path: { ar: "/search?s=القلب", en: "/en/search?s=heart" },
    h1: { ar: /القلب/, en: /heart/ },
    noindex: true,
    // A search canonicalizes to the bare search page.
    canonical: { ar: "/search", en: "/en/search" },
  },
];

function expectHeading(page: FetchedPage, expected: string | RegExp) {
  const heading = h1Text(page.doc);
  if (typeof expected === "string") expect(heading, decodeURI(page.url.pathname)).toBe(expected);
  else expect(heading, decodeURI(page.url.pathname)).toMatch(expected);
}

for (const route of ROUTES) {
  for (const lang of LANGS) {
    test(`${route.name} (${lang}) answers 200 with its content and SEO head`, async ({ request }) => {
      const page = await fetchPage(request, route.path[lang]);
      expect(page.response.status()).toBe(200);
      expectHeading(page, route.h1[lang]);
      expect(page.doc.querySelector("main")?.textContent?.trim() ?? "").not.toBe("");
      expectSeoHead(page, lang, { noindex: route.noindex, canonical: route.canonical?.[lang] });
    });
  }
}

test("the article has a sanitized body, BlogPosting JSON-LD and related posts", async ({ request }) => {
  const { response, doc } = await fetchPage(request, `/en/${ARTICLE.en}`);
  expect(response.status()).toBe(200);
  expect(doc.querySelectorAll("article h2").length).toBeGreaterThan(0);
  const types = jsonLdTypes(doc);
  expect(types).toContain("BlogPosting");
  expect(types).toContain("BreadcrumbList");
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) expect(script.textContent).not.toContain("<");
  expect([...doc.querySelectorAll("main h2")].map((h) => h.textContent?.trim())).toContain("Related articles");
  expect(doc.querySelectorAll("main script:not([type])")).toHaveLength(0);
});

test("an article's body is in its HTML once, its payload carrying a key; /api/posts/{slug} answers the same body for a navigation (ar, en)", async ({ request }) => {
  for (const lang of LANGS) {
    const path = lang === "en" ? `/en/${ARTICLE.en}` : `/${ARTICLE.ar}`;
    const { html, doc } = await fetchPage(request, path);
    const body = doc.querySelector("article .prose-cms")?.innerHTML ?? "";
    expect(body.length, path).toBeGreaterThan(200);
    // A heading of the body's own (its first paragraph is the excerpt, which the head's description repeats).
    const sentence = doc.querySelector("article .prose-cms h2")?.textContent ?? "";
    expect(sentence, path).not.toBe("");
    expect(payloadOf(html), path).not.toContain(sentence);
    expect(payloadOf(html), path).not.toContain("prose-cms");
    // The hero image: swapped to the fallback by the layout's script, as markup written as a string has no code.
    expect(doc.querySelector("article picture img")?.hasAttribute("data-fallback"), path).toBe(true);
    const tagLinks = [...doc.querySelectorAll("article footer a")].map((a) => decodeURIComponent(a.getAttribute("href") ?? ""));
    expect(tagLinks.length, path).toBeGreaterThan(0);
    for (const href of tagLinks) expect(href, path).toMatch(lang === "en" ? /^\/en\/tags\/[^/]+$/ : /^\/tags\/[^/]+$/);

    const data = await request.get(`/api/posts/${encodeURIComponent(ARTICLE[lang])}?lang=${lang}`);
    expect(data.status(), path).toBe(200);
    const answered = (await data.json()) as { bodyHtml: string; published: string; tags?: { items: { href: string }[] } };
    expect(answered.bodyHtml).toContain(sentence);
    expect(doc.querySelector("article time")?.textContent).toBe(answered.published);
    expect(answered.tags?.items.map((tag) => decodeURIComponent(tag.href))).toEqual(tagLinks);
  }
  // Malformed is a 4xx, unknown a 404, never a 5xx.
  expect((await request.get(`/api/posts/${encodeURIComponent(ARTICLE.en)}?lang=fr`)).status()).toBe(422);
  expect((await request.get(`/api/posts/${"x".repeat(201)}?lang=en`)).status()).toBe(422);
  expect((await request.get("/api/posts/no-such-article-anywhere?lang=en")).status()).toBe(404);
});

test("an article reached through the other language's slug redirects to this language's URL", async ({ request }) => {
  const { response, url } = await fetchPage(request, `/en/${ARTICLE.ar}`);
  expect(response.status()).toBe(200);
  expect(decodeURIComponent(url.pathname)).toBe(`/en/${ARTICLE.en}`);
});

test("the language switch on an article leads to the same article in Arabic", async ({ request }) => {
  const english = await fetchPage(request, `/en/${ARTICLE.en}`);
  const alternate = english.doc.querySelector('link[rel="alternate"][hreflang="ar"]')?.getAttribute("href");
  expect(decodeURIComponent(new URL(alternate!).pathname)).toBe(`/${ARTICLE.ar}`);
  // The switch as the server sends it (before the page runs and names the Arabic slug itself,
  // content.spec.ts): followed, it lands on the Arabic article.
  const href = english.doc.querySelector('header a[hreflang="ar"]')?.getAttribute("href");
  expect(href).toBeTruthy();
  const arabic = await fetchPage(request, decodeURIComponent(href!));
  expect(arabic.response.status()).toBe(200);
  expect(decodeURIComponent(arabic.url.pathname)).toBe(`/${ARTICLE.ar}`);
  expect(arabic.doc.documentElement.lang).toBe("ar");
  expect(h1Text(arabic.doc)).toBe("عشر عادات يومية لقلب سليم");
});

test("an unknown single-segment path answers 404", async ({ request }) => {
  const { response, doc } = await fetchPage(request, "/en/no-such-article-anywhere");
  expect(response.status()).toBe(404);
  expect(h1Text(doc)).not.toBe("");
});

for (const lang of LANGS) {
  test(`blog: ?page=2 answers 200 with the next posts, linked from page 1 by "load more" and the page links (${lang})`, async ({ request }) => {
    const base = lang === "ar" ? "/المدونة" : "/en/blog";
    const first = await fetchPage(request, base);
    const cards = (page: FetchedPage) => [...page.doc.querySelectorAll("main ul[aria-label] article h2 a")].map((a) => a.textContent?.trim());
    expect(cards(first)).toHaveLength(6);
    const more = first.doc.querySelector("main a[data-intent=more]");
    expect(more?.textContent?.trim()).toBe(lang === "ar" ? "عرض المزيد" : "Load more");
    expect(decodeURI(more!.getAttribute("href")!)).toBe(`${base}?page=2`);
    // Server pagination links exist for crawlers and visitors without JavaScript.
    const pages = first.doc.querySelector(`nav[aria-label="${lang === "ar" ? "الصفحات" : "Pages"}"]`);
    expect(pages?.querySelectorAll("a[href]").length ?? 0).toBeGreaterThan(0);

    const second = await fetchPage(request, `${base}?page=2`);
    expect(second.response.status()).toBe(200);
    expect(cards(second).length).toBeGreaterThan(0);
    const onBoth = cards(second).filter((title) => cards(first).includes(title));
    expect(onBoth).toEqual([]);
  });
}

test("a page number past the end answers 404", async ({ request }) => {
  const { response } = await fetchPage(request, "/en/blog?page=999");
  expect(response.status()).toBe(404);
});

test("search finds an Arabic term typed without diacritics and keeps what was typed", async ({ request }) => {
  // The box is a plain GET form to the search page: pressing Enter in it loads `/search?s=…`.
  const form = (await fetchPage(request, "/search")).doc.querySelector<HTMLFormElement>('form[role="search"]');
  expect(form?.getAttribute("method")).toBe("get");
  expect(decodeURI(form!.getAttribute("action")!)).toBe("/search");
  expect(form!.querySelector('input[type="search"]')?.getAttribute("name")).toBe("s");
  expect(form!.querySelector(`label[for="${form!.querySelector('input[type="search"]')!.id}"]`)?.textContent).toBe("ابحث في الموقع");

  // "الإنسولين" is stored with a hamza; the visitor types it without: "الانسولين".
  const { response, doc } = await fetchPage(request, "/search?s=الانسولين");
  expect(response.status()).toBe(200);
  expect(doc.querySelector<HTMLInputElement>('form[role="search"] input[name="s"]')?.value).toBe("الانسولين");
  expect(doc.querySelectorAll("main section h2").length).toBeGreaterThan(0);
  expect(doc.querySelectorAll("main section article").length).toBeGreaterThan(0);
});

test("search shows 'no results for search' for a term that matches nothing", async ({ request }) => {
  const { doc } = await fetchPage(request, "/en/search?s=zzqxjv");
  expect(doc.querySelector("main")?.textContent).toContain("No results for your search");
  const box = doc.querySelector<HTMLInputElement>('form[role="search"] input[name="s"]');
  expect(doc.querySelector(`label[for="${box!.id}"]`)?.textContent).toBe("Search the website");
  expect(box!.value).toBe("zzqxjv");
});

test("FAQ: grouped questions with disclosure buttons, and FAQPage JSON-LD", async ({ request }) => {
  const { doc } = await fetchPage(request, "/en/FAQs");
  expect(doc.querySelectorAll("main h2").length).toBeGreaterThan(1);
  const buttons = [...doc.querySelectorAll("main h3 button[aria-expanded]")];
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(doc.getElementById(button.getAttribute("aria-controls") ?? "")).not.toBeNull();
  }
  expect(jsonLdTypes(doc)).toContain("FAQPage");
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
  // A route with parameters is barred by the path before them, never by its template.
  expect(text).toMatch(/^Disallow: \/forms\/$/m);
  expect(text).toMatch(/^Disallow: \/en\/paymentResponse$/m);
  expect(text).not.toContain("[");
  // The secret page stays unlisted: naming it here would publish its path.
  expect(text).not.toContain("private-articles");
  expect(decodeURIComponent(text)).not.toContain("مقالات-خاصة");
});

test("the secret page lists hidden posts and is reachable by link", async ({ request }) => {
  const list = await fetchPage(request, "/en/blog/private-articles");
  const href = list.doc.querySelector("main article h2 a")?.getAttribute("href");
  expect(href).toBeTruthy();
  const post = await fetchPage(request, decodeURI(href!));
  expect(post.response.status()).toBe(200);
  expect(post.doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
});

test("POST /api/revalidate rejects a missing secret and a bad body", async ({ request }) => {
  const denied = await request.post("/api/revalidate", { data: { tags: ["posts"] } });
  expect(denied.status()).toBe(401);
  const wrong = await request.post("/api/revalidate", { data: { tags: ["posts"] }, headers: { "x-revalidate-secret": "wrong" } });
  expect(wrong.status()).toBe(401);
});
