import { describe, expect, it } from "vitest";
import { absoluteUrl, buildAlternates, ogLocale, plainExcerpt, seoImageUrl } from "@/lib/seo/urls";

const SITE = "https://hospital.example";

describe("absoluteUrl", () => {
  it("joins the site URL and a path without doubling slashes", () => {
    expect(absoluteUrl(`${SITE}/`, "/en/blog")).toBe(`${SITE}/en/blog`);
    expect(absoluteUrl(SITE, "en/blog")).toBe(`${SITE}/en/blog`);
    expect(absoluteUrl(SITE, "/")).toBe(`${SITE}/`);
  });
  it("keeps absolute URLs", () => {
    expect(absoluteUrl(SITE, "https://cdn.example/a")).toBe("https://cdn.example/a");
  });
});

describe("buildAlternates", () => {
  const paths = { ar: "/%D8%A7%D9%84%D9%85%D8%AF%D9%88%D9%86%D8%A9", en: "/en/blog" };
  it("gives a self-referencing canonical for each locale", () => {
    expect(buildAlternates(SITE, paths, "ar").canonical).toBe(`${SITE}${paths.ar}`);
    expect(buildAlternates(SITE, paths, "en").canonical).toBe(`${SITE}/en/blog`);
  });
  it("lists ar, en and x-default (the Arabic URL) as absolute URLs", () => {
    expect(buildAlternates(SITE, paths, "en").languages).toEqual({
      ar: `${SITE}${paths.ar}`,
      en: `${SITE}/en/blog`,
      "x-default": `${SITE}${paths.ar}`,
    });
  });
  it("uses each language's own slug on detail pages", () => {
    const alt = buildAlternates(SITE, { ar: "/%D9%85%D9%82%D8%A7%D9%84", en: "/en/article" }, "ar");
    expect(alt.languages.en).toBe(`${SITE}/en/article`);
    expect(alt.canonical).toBe(`${SITE}/%D9%85%D9%82%D8%A7%D9%84`);
  });
});

describe("seoImageUrl", () => {
  it("replaces an image object with a full URL of its desktop variant under /storage/", () => {
    expect(seoImageUrl({ mobile: "seo/home-mobile.webp", desktop: "seo/home-desktop.webp" }, SITE)).toBe(
      `${SITE}/storage/seo/home-desktop.webp`,
    );
  });
  it("resolves a plain path and keeps an absolute URL", () => {
    expect(seoImageUrl("posts/a.webp", SITE)).toBe(`${SITE}/storage/posts/a.webp`);
    expect(seoImageUrl("https://cdn.example/og.png", SITE)).toBe("https://cdn.example/og.png");
  });
  it("answers undefined when there is no image", () => {
    expect(seoImageUrl(undefined, SITE)).toBeUndefined();
    expect(seoImageUrl("", SITE)).toBeUndefined();
    expect(seoImageUrl({ mobile: "m.webp", desktop: "" }, SITE)).toBeUndefined();
  });
});

describe("helpers", () => {
  it("maps locales to Open Graph locales", () => {
    expect(ogLocale.ar).toBe("ar_SA");
    expect(ogLocale.en).toBe("en_US");
  });
  it("makes a plain excerpt cut at a word", () => {
    expect(plainExcerpt("<p>Hello <b>world</b></p>")).toBe("Hello world");
    const long = "word ".repeat(60);
    const out = plainExcerpt(long, 50);
    expect(out.length).toBeLessThanOrEqual(51);
    expect(out.endsWith("…")).toBe(true);
  });
});
