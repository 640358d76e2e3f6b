import { expect } from "@playwright/test";
import { fetchPage, jsonLdBlocks, type Lang } from "./helpers/html";
import { getSubmission, labelled } from "./helpers/html-form";
import { test } from "./helpers/test";

/*
 * Offers (issue 20), as the server answers them, with no browser, in both languages: the list's
 * first page, each sort, several categories, a search (starting again from page 1), load more's
 * link, a shared URL and bad values, the cached filtered lists with their canonical, hreflang and
 * sitemap entries, showExpired, and the offer page's prices, JSON-LD, hreflang and language
 * switch. The pointer paths and buying are in offers.spec.ts. Facts come from the backend's
 * deterministic seed: the main hospital (BU 1) has 16 offers, 3 of them expired, 12 per page.
 */

const L = {
  en: {
    path: "/en/offers",
    prefix: "/en",
    highest: "Laser hair removal sessions",
    lowest: "Thyroid function tests",
    heart: "Heart",
    search: "Search offers",
    laser: "laser",
    loadMore: "Load more offers",
    expiredQuery: "Exercise stress",
    expiredTitle: "Exercise stress test",
    ended: "Ended",
    offerSlug: "gold-complete-check-up-package",
    offerTitle: "Gold complete check-up package",
    book: "Book this offer",
  },
  ar: {
    path: "/العروض",
    prefix: "",
    highest: "جلسات إزالة الشعر بالليزر",
    lowest: "فحص الغدة الدرقية",
    heart: "القلب",
    search: "ابحث في العروض",
    laser: "ليزر",
    loadMore: "تحميل المزيد من العروض",
    expiredQuery: "تخطيط القلب بالمجهود",
    expiredTitle: "تخطيط القلب بالمجهود",
    ended: "منتهٍ",
    offerSlug: "باقة-الفحص-الشامل-الذهبية",
    offerTitle: "باقة الفحص الشامل الذهبية",
    book: "احجز هذا العرض",
  },
} as const;

const LANGS: Lang[] = ["en", "ar"];
const text = (node: Element | null | undefined) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();
const articles = (doc: Document) => [...doc.querySelectorAll('[data-testid="offer-results"] article')];
const titles = (doc: Document) => articles(doc).map((article) => text(article.querySelector("h2, h3")));
const filtersForm = (doc: Document) => {
  const form = doc.querySelector<HTMLFormElement>("form#offers-filters");
  expect(form, "the offers' filter form").toBeTruthy();
  return form!;
};

for (const lang of LANGS) {
  const l = L[lang];
  const other = lang === "en" ? L.ar : L.en;

  test.describe(`offers list, server-rendered (${lang})`, () => {
    test("the current offers with the server's per-page, the count and the canonical", async ({ request }) => {
      const page = await fetchPage(request, l.path);
      expect(articles(page.doc)).toHaveLength(12);
      expect(text(page.doc.querySelector('[data-testid="offer-count"]'))).toContain("13");
      const canonical = page.doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
      expect(decodeURI(new URL(canonical).pathname)).toBe(l.path);
      // Its CollectionPage JSON-LD: each offer's title and its card's link, absolute, in the list's order.
      const collection = jsonLdBlocks(page.doc).find((data) => data["@type"] === "CollectionPage") as
        | { mainEntity: { itemListElement: Array<{ position: number; name: string; url: string }> } }
        | undefined;
      const cards = articles(page.doc).map((article, index) => ({
        position: index + 1,
        name: text(article.querySelector("h2, h3")),
        url: new URL(article.querySelector("h2 a, h3 a")!.getAttribute("href")!, page.url).href,
      }));
      expect(collection?.mainEntity.itemListElement.map(({ position, name, url }) => ({ position, name, url: new URL(url).href }))).toEqual(cards);
    });

    test("each of the four sorts, as the sort field sends it", async ({ request }) => {
      const list = await fetchPage(request, l.path);
      const form = filtersForm(list.doc);
      // The sort field stands outside the form and belongs to it by its form attribute.
      const sort = list.doc.querySelector<HTMLSelectElement>('select[name="sort"][form="offers-filters"]')!;
      for (const [value, first] of [
        ["price-desc", l.highest],
        ["price-asc", l.lowest],
        ["bookings-desc", null],
        ["bookings-asc", null],
      ] as const) {
        sort.value = value;
        const target = getSubmission(form);
        expect(new URL(target, list.url).searchParams.get("sort"), value).toBe(value);
        const sorted = await fetchPage(request, target);
        if (first) {
          expect(titles(sorted.doc)[0], value).toBe(first);
          continue;
        }
        // The site's own list endpoint gives the bookings count the order must follow.
        const body = (await (await request.get(`/api/offers?lang=${lang}&sort=${value}`)).json()) as { offers: { title: string; bookingsCount: number }[] };
        const counts = body.offers.map((offer) => offer.bookingsCount);
        expect(counts).toEqual([...counts].sort((a, b) => (value === "bookings-desc" ? b - a : a - b)));
        expect(titles(sorted.doc)[0], value).toBe(body.offers[0]!.title);
      }
    });

    test("several categories at once, as the page's code writes them into the URL", async ({ request }) => {
      for (const [category, count] of [
        ["6", 3],
        ["5%2C6", 5],
        ["5", 2],
      ] as const) {
        const page = await fetchPage(request, `${l.path}?category=${category}`);
        expect(articles(page.doc), category).toHaveLength(count);
      }
    });

    test("a search starts again from page 1, and load more links to the next page", async ({ request }) => {
      const second = await fetchPage(request, `${l.path}?page=2`);
      const form = filtersForm(second.doc);
      labelled(form, l.search).value = l.laser;
      const target = new URL(getSubmission(form), second.url);
      expect(target.searchParams.get("search")).toBe(l.laser);
      expect(target.searchParams.has("page")).toBe(false);
      const searched = await fetchPage(request, `${target.pathname}${target.search}`);
      expect(titles(searched.doc)).toContain(l.highest);

      const first = await fetchPage(request, l.path);
      const more = [...first.doc.querySelectorAll("main a")].find((a) => text(a) === l.loadMore);
      expect(more?.getAttribute("href") ?? "").toMatch(/[?&]page=2$/);
      expect(more?.getAttribute("rel")).toBe("next");
    });

    test("a shared URL restores the same list, and bad values fall back to defaults", async ({ request }) => {
      const shared = await fetchPage(request, `${l.path}?category=6,5&sort=price-desc`);
      expect(titles(shared.doc)[0]).toBe(l.highest);
      expect(articles(shared.doc)).toHaveLength(5);
      expect(labelled(shared.doc, l.heart).checked).toBe(true);
      expect(shared.doc.querySelector<HTMLSelectElement>('select[name="sort"]')?.value).toBe("price-desc");
      const bad = await fetchPage(request, `${l.path}?sort=cheapest&category=abc&page=-3`);
      expect(bad.response.status()).toBe(200);
      expect(articles(bad.doc)).toHaveLength(12);
    });

    test("a filtered list is a cached page with its canonical and hreflang, and each category's list is in the sitemap", async ({ request }) => {
      const url = `${encodeURI(l.path)}?category=6&sort=price-desc`;
      const first = await request.get(url);
      expect(first.status()).toBe(200);
      expect(first.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
      const again = await request.get(url);
      expect(again.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
      const html = await again.text();
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\?category=6&amp;sort=price-desc"/);
      expect(html).toMatch(/hrefLang="ar" href="[^"]*\?category=6&amp;sort=price-desc"/);
      // The three heart offers, server-rendered into the cached HTML.
      expect(html.match(/<article /g)).toHaveLength(3);
      // A free-text search is rendered per request and kept out of the indexes.
      const searched = await request.get(`${encodeURI(l.path)}?search=${encodeURIComponent(l.laser)}`);
      expect(searched.headers()["cache-control"]).not.toMatch(/s-maxage/);
      const sitemap = await (await request.get("/sitemap.xml")).text();
      expect(sitemap).toContain(`${encodeURI(l.path)}?category=6</loc>`);
    });

    test("showExpired: a first load with no current offer lists the ended ones, marked, and their page is not bookable", async ({ request }) => {
      const list = await fetchPage(request, `${l.path}?search=${encodeURIComponent(l.expiredQuery)}`);
      expect(list.doc.querySelector('[data-testid="offers-expired-note"]')).not.toBeNull();
      const results = list.doc.querySelector('[data-testid="offer-results"]')!;
      expect([...results.querySelectorAll("span")].some((span) => text(span) === l.ended)).toBe(true);
      const link = [...results.querySelectorAll("a")].find((a) => text(a) === l.expiredTitle);
      expect(link, l.expiredTitle).toBeTruthy();
      const offer = await fetchPage(request, link!.getAttribute("href")!);
      expect(offer.response.status()).toBe(200);
      expect(offer.doc.querySelector('[data-testid="offer-ended"]')).not.toBeNull();
      expect(offer.doc.querySelector('[data-testid="offer-book"]')).toBeNull();
      expect([...offer.doc.querySelectorAll("button")].some((button) => text(button) === l.book)).toBe(false);
    });
  });

  test.describe(`offer page, server-rendered (${lang})`, () => {
    test("prices, JSON-LD, hreflang, and the language switch keeps the offer", async ({ request }) => {
      const page = await fetchPage(request, `${l.prefix}/offer/${l.offerSlug}`);
      expect(text(page.doc.querySelector("h1"))).toBe(l.offerTitle);
      const product = jsonLdBlocks(page.doc).find((data) => data["@type"] === "Product") as { offers?: { priceCurrency: string; price: string } } | undefined;
      expect(product?.offers).toMatchObject({ priceCurrency: "SAR", price: "899.00" });
      expect(page.doc.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute("href")).toMatch(/\/en\/offer\/gold-complete-check-up-package$/);
      // The switch as the server renders it (before the page's code names the other slug) still
      // reaches the same offer in the other language.
      const switchLink = page.doc.querySelector(`header a[hreflang="${lang === "en" ? "ar" : "en"}"]`)?.getAttribute("href");
      expect(switchLink).toBeTruthy();
      const switched = await fetchPage(request, switchLink!);
      expect(decodeURI(switched.url.pathname)).toBe(`${other.prefix}/offer/${other.offerSlug}`);
      expect(text(switched.doc.querySelector("h1"))).toBe(other.offerTitle);
    });
  });
}
