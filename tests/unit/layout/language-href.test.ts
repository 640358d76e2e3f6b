import { describe, expect, it } from "vitest";
import { languageHref, switchRoute } from "@/components/layout/language-href";

/*
 * The language switch reads Next's pathname: the public URL in the browser, the route file's
 * internal path while `next build` prerenders (issue 17: Arabic pages linked to /en/[slug], the
 * doctors list to /en/doctors/f/all, English pages to /ar/…). Both forms must give the same link.
 */
describe("languageHref", () => {
  it.each([
    // [pathname as prerendered, pathname in the browser, locale, expected link]
    ["/ar/about_us", "/من-نحن", "ar", "/en/about_us"],
    ["/ar/FAQs", encodeURI("/الأسئلة-الشائعة"), "ar", "/en/FAQs"],
    ["/ar/clinics", "/العيادات", "ar", "/en/clinics"],
    ["/ar/news", "/الأخبار", "ar", "/en/news"],
    ["/ar/blog", "/المدونة", "ar", "/en/blog"],
    ["/ar/doctors/f/all", "/الأطباء", "ar", "/en/doctors"],
    ["/ar/sign-in", "/sign-in", "ar", "/en/sign-in"],
    ["/ar/secretPage", encodeURI("/المدونة/مقالات-خاصة"), "ar", "/en/blog/private-articles"],
    ["/en/secretPage", "/en/blog/private-articles", "en", "/المدونة/مقالات-خاصة"],
    ["/ar", "/", "ar", "/en"],
    ["/en/about_us", "/en/about_us", "en", "/من-نحن"],
    ["/en/doctors/f/all", "/en/doctors", "en", "/الأطباء"],
    ["/en/site-map", "/en/site-map", "en", "/خريطة-الموقع"],
    ["/en", "/en", "en", "/"],
  ] as const)("%s and %s link to %s", (internal, publicPath, locale, expected) => {
    const target = locale === "ar" ? "en" : "ar";
    for (const pathname of [internal, publicPath]) {
      const href = decodeURI(languageHref(pathname, locale, target, { locale }, null, null));
      expect(href, pathname).toBe(expected);
    }
  });

  it("never links to a route template or an /ar/ prefix", () => {
    for (const pathname of ["/ar/about_us", "/ar/terms", "/ar/privacy-policy", "/ar/eclubs", "/ar/homecare"]) {
      const href = languageHref(pathname, "ar", "en", { locale: "ar" }, null, null);
      expect(href).not.toContain("[");
    }
    for (const pathname of ["/en/about_us", "/en/terms", "/en/blog", "/en/doctors/search"]) {
      expect(languageHref(pathname, "en", "ar", { locale: "en" }, null, null)).not.toMatch(/^\/ar(\/|$)/);
    }
  });

  it("links to the other language's home when the route drawing the page lacks the URL's params", () => {
    // The outage answer: the catch-all draws it under a doctor's URL, with none of that route's params.
    const params = { locale: "en", rest: ["_", "service-unavailable"] };
    expect(languageHref("/en/doctor/maha-al-khatib", "en", "ar", params, null, null)).toBe("/");
    expect(languageHref("/doctor/maha-al-khatib", "ar", "en", { ...params, locale: "ar" }, null, null)).toBe("/en");
  });

  it("keeps the page number of a paged list and the detail slug of an article", () => {
    expect(languageHref("/ar/news/page/2", "ar", "en", { locale: "ar", page: "2" }, null, null)).toBe("/en/news?page=2");
    expect(switchRoute("/en/categories/heart/page/3", "en")).toEqual({ routeKey: "/categories/[slug]", query: { page: "3" } });
    const article = languageHref("/ar/قلب", "ar", "en", { locale: "ar", slug: "قلب" }, { ar: "قلب", en: "heart", param: "slug" }, null);
    expect(article).toBe("/en/heart");
    expect(languageHref("/en/doctors", "en", "ar", { locale: "en" }, null, { speciality: "3" })).toBe(`${encodeURI("/الأطباء")}?speciality=3`);
  });
});
