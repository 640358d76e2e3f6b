import { expect } from "@playwright/test";
import { expectSeoHead, fetchPage, h1Text, jsonLdBlocks, jsonLdTypes, type FetchedPage, type Lang } from "./helpers/html";
import { test } from "./helpers/test";

/*
 * Content lists and details (issue 5) as the server answers them, with no browser: every list and
 * a detail of each kind in both languages with their SEO head and breadcrumb, `?page=N`, 404s, the
 * other language's slug of a detail, an event's calendar links, the breadcrumb header's band and
 * the home page's sections. Their axe checks are the accessibility sweep's; what needs a browser
 * (load more in place, the clinic search, the home page at 375 px, the switch once the page runs) is
 * in content.spec.ts.
 */

const LANGS: Lang[] = ["ar", "en"];

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

const listPath = (k: Kind, lang: Lang) => (lang === "en" ? `/en${k.en}` : `/${k.ar}`);
const BREADCRUMB = { ar: "مسار التنقل", en: "Breadcrumb" };
const PAGES = { ar: "الصفحات", en: "Pages" };

/** The first card's detail link of a list page, decoded. */
function firstDetailHref({ doc }: FetchedPage): string {
  const href = doc.querySelector("main article h2 a")?.getAttribute("href");
  expect(href, "a card's link").toBeTruthy();
  return decodeURI(href!);
}

/**
 * The list's CollectionPage JSON-LD names the page and each card, in order, with the card's
 * link made absolute.
 */
function expectCollectionOfCards({ doc, url }: FetchedPage) {
  const collection = jsonLdBlocks(doc).find((data) => data["@type"] === "CollectionPage") as
    | { url: string; mainEntity: { itemListElement: Array<{ position: number; name: string; url: string }> } }
    | undefined;
  expect(collection, "the list's CollectionPage JSON-LD").toBeDefined();
  expect(new URL(collection!.url).href).toBe(url.href);
  const cards = [...doc.querySelectorAll("main ul article h2 a")].map((a) => ({ name: a.textContent?.trim(), url: new URL(a.getAttribute("href")!, url).href }));
  expect(collection!.mainEntity.itemListElement.map(({ position, name, url }) => ({ position, name, url: new URL(url).href }))).toEqual(
    cards.map((card, index) => ({ position: index + 1, ...card })),
  );
}

const cardTitles = ({ doc }: FetchedPage) => [...doc.querySelectorAll("main ul article h2")].map((h) => h.textContent?.trim() ?? "");

for (const k of KINDS) {
  for (const lang of LANGS) {
    test(`${k.kind} list and detail (${lang})`, async ({ request }) => {
      const list = await fetchPage(request, listPath(k, lang));
      expect(list.response.status()).toBe(200);
      expect(h1Text(list.doc)).toBe(k.title[lang]);
      expect(list.doc.querySelectorAll("main article").length).toBeGreaterThan(0);
      expectSeoHead(list, lang);
      expectCollectionOfCards(list);

      const href = firstDetailHref(list);
      expect(href).toContain(lang === "en" ? `/en${k.detail.en}` : k.detail.ar);
      const detail = await fetchPage(request, href);
      expect(detail.response.status()).toBe(200);
      expect(decodeURI(detail.url.pathname)).toBe(href);
      expect(h1Text(detail.doc)).not.toBe("");
      expect(detail.doc.querySelector(`nav[aria-label="${BREADCRUMB[lang]}"] a`)).not.toBeNull();
      expectSeoHead(detail, lang);
      expect(jsonLdTypes(detail.doc)).toContain("BreadcrumbList");
    });
  }
}

test("the breadcrumb header without an image of its own is the stylesheet's band: no image to wait for", async ({ request }) => {
  const { doc } = await fetchPage(request, "/en/privacy-policy");
  const header = doc.querySelector("main section.breadcrumb-band");
  expect(header?.querySelector("h1")?.textContent).toBe("Privacy policy");
  expect(header?.querySelector("picture, img")).toBeNull();
});

test("a breadcrumb header with an image of its own shows its phone variant below 768 px", async ({ request }) => {
  const { doc } = await fetchPage(request, "/en/about_us");
  const picture = doc.querySelector("main section picture");
  const sources = [...picture!.querySelectorAll("source")].map((s) => [s.getAttribute("media"), s.getAttribute("srcset")]);
  expect(sources).toEqual([["(min-width: 768px)", "/storage/breadcrumbs/default-breadcrumb.webp"]]);
  expect(picture!.querySelector("img")?.getAttribute("src")).toBe("/storage/breadcrumbs/default-breadcrumb-mobile.webp");
});

test("unknown detail slugs are 404", async ({ request }) => {
  const { response } = await fetchPage(request, "/en/clinic/no-such-clinic-xyz");
  expect(response.status()).toBe(404);
});

for (const lang of LANGS) {
  test(`news: ?page=2 answers 200 with the next items and its own canonical, linked by "load more" (${lang})`, async ({ request }) => {
    const news = KINDS.find((k) => k.kind === "news")!;
    const first = await fetchPage(request, listPath(news, lang));
    expect(cardTitles(first)).toHaveLength(3);
    const more = first.doc.querySelector("main a[data-intent=more]");
    expect(more?.textContent?.trim()).toBe(lang === "en" ? "Load more" : "عرض المزيد");
    expect(decodeURI(more!.getAttribute("href")!)).toBe(`${listPath(news, lang)}?page=2`);

    const second = await fetchPage(request, `${listPath(news, lang)}?page=2`);
    expect(second.response.status()).toBe(200);
    expect(cardTitles(second)).toHaveLength(3);
    expect(cardTitles(second).filter((title) => cardTitles(first).includes(title))).toEqual([]);
    expectSeoHead(second, lang);
    expect(second.doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\?page=2$/);
  });
}

test("a page past the end is 404 and page 1 has no duplicate URL", async ({ request }) => {
  expect((await fetchPage(request, "/en/news?page=999")).response.status()).toBe(404);
  const { doc } = await fetchPage(request, "/en/news");
  expect(doc.querySelector(`nav[aria-label="${PAGES.en}"] a[aria-label="Page 1"]`)?.getAttribute("href")).toBe("/en/news");
});

test("the language switch on a detail goes to the other language's slug", async ({ request }) => {
  const list = await fetchPage(request, "/en/clinics");
  const english = await fetchPage(request, firstDetailHref(list));
  const enPath = english.url.pathname;
  const alternate = english.doc.querySelector('link[rel="alternate"][hreflang="ar"]')?.getAttribute("href");
  // The switch as the server sends it (the page names the Arabic slug once it runs: content.spec.ts).
  const switchHref = english.doc.querySelector('header a[hreflang="ar"]')?.getAttribute("href");
  expect(switchHref).toBeTruthy();
  const arabic = await fetchPage(request, decodeURI(switchHref!));
  expect(arabic.response.status()).toBe(200);
  expect(arabic.doc.documentElement.lang).toBe("ar");
  const arPath = decodeURIComponent(arabic.url.pathname);
  expect(arPath.startsWith("/clinic/")).toBe(true);
  expect(arPath).not.toBe(decodeURIComponent(enPath).replace(/^\/en/, ""));
  expect(arPath).toBe(decodeURIComponent(new URL(alternate!).pathname));
  expect(h1Text(arabic.doc)).not.toBe(h1Text(english.doc));
  const back = arabic.doc.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute("href");
  expect(new URL(back!).pathname).toBe(enPath);
});

test("an event offers Google Calendar and an .ics with UTC times", async ({ request }) => {
  const list = await fetchPage(request, "/en/events");
  const { doc } = await fetchPage(request, firstDetailHref(list));
  const google = [...doc.querySelectorAll("main a[href]")].find((a) => /Google Calendar/.test(a.textContent ?? ""))?.getAttribute("href");
  expect(new URL(google!).searchParams.get("dates")).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
  const ics = [...doc.querySelectorAll("main a[href]")].find((a) => /\.ics/.test(a.textContent ?? ""))?.getAttribute("href");
  const response = await request.get(ics!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  const text = await response.text();
  expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(text).toContain("BEGIN:VEVENT");
});

for (const lang of LANGS) {
  test(`home page sections (${lang})`, async ({ request }) => {
    const home = await fetchPage(request, lang === "en" ? "/en" : "/");
    expect(home.response.status()).toBe(200);
    const { doc } = home;
    for (const id of ["services", "doctors", "news", "testimonials", "business-units"]) {
      expect(doc.querySelector(`section#${id}`), id).not.toBeNull();
    }
    expect(doc.querySelectorAll("section#doctors article").length).toBeGreaterThan(0);
    expect(doc.querySelectorAll('section#business-units a[href^="https://wa.me/"] [dir="ltr"]')).toHaveLength(1);
    expect(doc.querySelector("section#testimonials [aria-roledescription]")).not.toBeNull();
    // The rows with nothing to run are kept as written (components/home/home-cards.tsx): no code swaps
    // their pictures, so each is marked for the layout's fallback script; the doctors' row hydrates.
    for (const id of ["services", "news", "special-offers", "most-viewed", "week-posts", "business-units"]) {
      const pictures = [...doc.querySelectorAll(`section#${id} img`)];
      expect(pictures.length, id).toBeGreaterThan(0);
      expect(pictures.every((img) => img.hasAttribute("data-fallback")), id).toBe(true);
    }
    expect(doc.querySelector("section#doctors img[data-fallback]")).toBeNull();
    expectSeoHead(home, lang);
  });
}
