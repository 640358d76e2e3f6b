import { describe, expect, it } from "vitest";
import { alternateParams } from "@/components/layout/language-href";
import { resolveNavHref } from "@/components/layout/nav-href";
import { whatsappHref, telHref } from "@/components/ui/phone";

describe("resolveNavHref", () => {
  it("maps static internal routes", () => {
    expect(resolveNavHref("/doctors")).toEqual({ kind: "internal", pathname: "/doctors" });
    expect(resolveNavHref("/")).toEqual({ kind: "internal", pathname: "/" });
    expect(resolveNavHref("/FAQs/")).toEqual({ kind: "internal", pathname: "/FAQs" });
  });

  it("skips unknown paths and detail base names", () => {
    expect(resolveNavHref("/doctor")).toBeNull();
    expect(resolveNavHref("/no-such-page")).toBeNull();
    expect(resolveNavHref("/doctor/[slug]")).toBeNull();
  });

  it("keeps absolute URLs as external links", () => {
    expect(resolveNavHref("https://example.com/x")).toEqual({ kind: "external", href: "https://example.com/x" });
  });
});

describe("alternateParams", () => {
  it("drops the locale and keeps other params decoded", () => {
    expect(alternateParams({ locale: "ar", slug: "%D8%A3" }, "en", null)).toEqual({ slug: "أ" });
  });

  it("swaps in the other language's slug when published", () => {
    expect(alternateParams({ locale: "ar", slug: "طبيب" }, "en", { ar: "طبيب", en: "doctor-x" })).toEqual({
      slug: "doctor-x",
    });
  });

  it("leaves routes without that param alone", () => {
    expect(alternateParams({ locale: "en" }, "ar", { ar: "a", en: "b" })).toEqual({});
  });
});

describe("phone links", () => {
  it("builds wa.me and tel: links from displayed numbers", () => {
    expect(whatsappHref("+966 55 000 1984")).toBe("https://wa.me/966550001984");
    expect(telHref("+966 12 000 1984")).toBe("tel:+966120001984");
    expect(telHref("920001984")).toBe("tel:920001984");
  });
});
