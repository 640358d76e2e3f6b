import { beforeEach, describe, expect, it, vi } from "vitest";

const seoEntry = vi.fn();
vi.mock("server-only", () => ({}));
vi.mock("@/lib/env", () => ({ env: { SITE_URL: "https://hospital.example" } }));
vi.mock("@/lib/api/seo", () => ({ getSeoEntry: (...args: unknown[]) => seoEntry(...args) }));
// Titles keep the layout's "%s | site" suffix only when it fits within 70 characters (lib/seo/title.ts).
vi.mock("@/lib/api/settings", () => ({ getSiteSettings: async () => ({ siteName: "Group" }) }));
const { buildPageMetadata } = await import("@/lib/seo/metadata");
const SITE = "https://hospital.example";
const AR_BLOG = `${SITE}/%D8%A7%D9%84%D9%85%D8%AF%D9%88%D9%86%D8%A9`;

describe("buildPageMetadata", () => {
  beforeEach(() => seoEntry.mockReset());

  it("takes title, description and image from the SEO settings, title absolute (it names the site)", async () => {
    seoEntry.mockResolvedValue({
      title: "Health blog | Group",
      description: "From the CMS",
      keywords: "blog, health",
      image: { mobile: "seo/m.webp", desktop: "seo/d.webp" },
    });
    const meta = await buildPageMetadata({ locale: "en", page: "blog", href: "/blog", title: "Fallback", description: "Fallback text" });
    expect(seoEntry).toHaveBeenCalledWith("blog", "en");
    expect(meta.title).toEqual({ absolute: "Health blog | Group" });
    expect(meta.description).toBe("From the CMS");
    expect(meta.keywords).toEqual(["blog", "health"]);
    expect(meta.openGraph?.images).toEqual([{ url: `${SITE}/storage/seo/d.webp`, alt: "Health blog | Group" }]);
    expect(meta.twitter).toMatchObject({ card: "summary_large_image", images: [`${SITE}/storage/seo/d.webp`] });
  });

  it("falls back to the given values when the SEO entry is missing", async () => {
    seoEntry.mockResolvedValue(null);
    const meta = await buildPageMetadata({ locale: "ar", page: "blog", href: "/blog", title: "المدونة", description: "نص" });
    expect(meta.title).toBe("المدونة");
    expect(meta.description).toBe("نص");
    expect(meta.openGraph?.images).toBeUndefined();
    expect(meta.twitter).toMatchObject({ card: "summary" });
  });

  it("keeps a complete given title out of the layout's template, as a string whether or not the SEO entry names one", async () => {
    seoEntry.mockResolvedValue({ title: "Home | Group", description: "" });
    expect((await buildPageMetadata({ locale: "en", page: "home", href: "/", title: "Site — Home", absoluteTitle: true })).title).toEqual({
      absolute: "Home | Group",
    });
    seoEntry.mockResolvedValue(null);
    expect((await buildPageMetadata({ locale: "en", page: "home", href: "/", title: "Site — Home", absoluteTitle: true })).title).toEqual({
      absolute: "Site — Home",
    });
  });

  it("gives a self-referencing absolute canonical and ar/en/x-default alternates", async () => {
    seoEntry.mockResolvedValue(null);
    const ar = await buildPageMetadata({ locale: "ar", href: "/blog", title: "t" });
    const en = await buildPageMetadata({ locale: "en", href: "/blog", title: "t" });
    expect(ar.alternates?.canonical).toBe(AR_BLOG);
    expect(en.alternates?.canonical).toBe(`${SITE}/en/blog`);
    expect(en.alternates?.languages).toEqual({ ar: AR_BLOG, en: `${SITE}/en/blog`, "x-default": AR_BLOG });
    expect(ar.openGraph).toMatchObject({ url: AR_BLOG, locale: "ar_SA", alternateLocale: ["en_US"] });
  });

  it("uses each language's own slug on a detail page, and lets the given title win", async () => {
    seoEntry.mockResolvedValue({ title: "Article | Group", description: "generic", keywords: "", image: "x.webp" });
    const href = (slug: string) => ({ pathname: "/[slug]", params: { slug } }) as const;
    const meta = await buildPageMetadata({
      locale: "en",
      page: "blog",
      preferGiven: true,
      href: { ar: href("مقال"), en: href("article") },
      title: "Ten habits",
      image: { mobile: "p-m.webp", desktop: "p-d.webp" },
      type: "article",
      publishedTime: "2026-11-21T08:00:00+03:00",
    });
    expect(meta.title).toBe("Ten habits");
    expect(meta.description).toBe("generic");
    expect(meta.alternates?.canonical).toBe(`${SITE}/en/article`);
    expect(meta.alternates?.languages).toMatchObject({ ar: `${SITE}/%D9%85%D9%82%D8%A7%D9%84` });
    expect(meta.openGraph).toMatchObject({ type: "article", publishedTime: "2026-11-21T08:00:00+03:00" });
    expect(meta.openGraph?.images).toEqual([{ url: `${SITE}/storage/p-d.webp`, alt: "Ten habits" }]);
  });

  it("keeps the query of a paged list in the canonical", async () => {
    seoEntry.mockResolvedValue(null);
    const meta = await buildPageMetadata({ locale: "en", href: { pathname: "/blog", query: { page: "2" } } as never, title: "t" });
    expect(meta.alternates?.canonical).toBe(`${SITE}/en/blog?page=2`);
  });

  it("marks hidden pages noindex (links still followed)", async () => {
    seoEntry.mockResolvedValue(null);
    expect((await buildPageMetadata({ locale: "en", href: "/blog", noindex: true })).robots).toEqual({ index: false, follow: true });
    expect((await buildPageMetadata({ locale: "en", href: "/blog" })).robots).toEqual({ index: true, follow: true });
  });
});
