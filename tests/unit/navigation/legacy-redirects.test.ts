import { describe, expect, it } from "vitest";
import { canonicalPath, indexRedirects, matchRedirect } from "@/lib/navigation/legacy-redirects";

const arabicFrom = "/عن-المستشفى";
const entries = [
  { from: "/old-doctors", to: "/doctors", status: 301 },
  { from: encodeURI(arabicFrom), to: "/من-نحن", status: 301 },
  { from: "/قديم/عروض", to: "/العروض" },
  { from: "/en/old-offers", to: "/en/offers" },
  { from: "/", to: "/en", status: null },
  { from: "/promo?utm=old", to: "/offers", status: 302 },
  { from: "/loop", to: "/loop/" },
  { from: "/temp", to: "/doctors", status: 307 },
];
const index = indexRedirects(entries);

describe("canonicalPath", () => {
  it("gives encoded and raw forms one key", () => {
    expect(canonicalPath(arabicFrom)).toBe(encodeURI(arabicFrom));
    expect(canonicalPath(encodeURI(arabicFrom))).toBe(encodeURI(arabicFrom));
    expect(canonicalPath(encodeURI(arabicFrom).toLowerCase())).toBe(encodeURI(arabicFrom));
    expect(canonicalPath("/old-doctors/")).toBe("/old-doctors");
    expect(canonicalPath("old-doctors")).toBe("/old-doctors");
    expect(canonicalPath("/a%20b")).toBe(canonicalPath("/a b"));
  });

  it("survives malformed escapes", () => {
    expect(canonicalPath("/bad%zz/%D8%B9")).toBe("/bad%25zz/%D8%B9");
  });

  it("keeps case: paths like /FAQs are case-sensitive", () => {
    expect(canonicalPath("/FAQs")).not.toBe(canonicalPath("/faqs"));
  });
});

describe("matchRedirect", () => {
  it("matches Latin paths with 301", () => {
    expect(matchRedirect(index, "/old-doctors")).toEqual({ location: "/doctors", status: 301 });
    expect(matchRedirect(index, "/old-doctors/")).toEqual({ location: "/doctors", status: 301 });
    expect(matchRedirect(index, "/en/old-offers")).toEqual({ location: "/en/offers", status: 301 });
  });

  it("matches Arabic paths however they were encoded", () => {
    expect(matchRedirect(index, encodeURI(arabicFrom))?.location).toBe("/من-نحن");
    expect(matchRedirect(index, arabicFrom)?.location).toBe("/من-نحن");
    expect(matchRedirect(index, encodeURI(arabicFrom).toLowerCase())?.status).toBe(301);
    // `from` stored raw, request encoded
    expect(matchRedirect(index, encodeURI("/قديم/عروض"))).toEqual({ location: "/العروض", status: 301 });
  });

  it("uses 302 for a root redirect without a status", () => {
    expect(matchRedirect(index, "/")).toEqual({ location: "/en", status: 302 });
  });

  it("honours an explicit status", () => {
    expect(matchRedirect(index, "/promo", "?utm=old")).toEqual({ location: "/offers", status: 302 });
    expect(matchRedirect(index, "/temp")?.status).toBe(307);
  });

  it("matches a from with a query only for that query", () => {
    expect(matchRedirect(index, "/promo")).toBeNull();
    expect(matchRedirect(index, "/promo", "?utm=new")).toBeNull();
  });

  it("ignores unknown paths and self-redirects", () => {
    expect(matchRedirect(index, "/doctors")).toBeNull();
    expect(matchRedirect(index, "/loop")).toBeNull();
  });

  it("skips malformed entries", () => {
    const broken = indexRedirects([{ from: "/x", to: "" }, { from: 1, to: "/y" } as never]);
    expect(matchRedirect(broken, "/x")).toBeNull();
  });
});

describe("redirect targets", () => {
  it("localize internal routes to their public path", async () => {
    const { localizeRedirectTarget } = await import("@/lib/navigation/legacy-redirects");
    expect(localizeRedirectTarget("/doctors")).toBe("/الأطباء");
    expect(localizeRedirectTarget("/en/doctors")).toBe("/en/doctors");
    expect(localizeRedirectTarget("/contact-us?from=old")).toBe("/اتصل-بنا?from=old");
    expect(localizeRedirectTarget("/")).toBe("/");
    expect(localizeRedirectTarget("/en")).toBe("/en");
    expect(localizeRedirectTarget("/doctor/dr-x")).toBe("/doctor/dr-x");
    expect(localizeRedirectTarget("https://example.com/x")).toBe("https://example.com/x");
  });

  it("detect entries that would loop through the locale step", async () => {
    const { isSelfRedirect } = await import("@/lib/navigation/legacy-redirects");
    expect(isSelfRedirect({ from: encodeURI("/الأطباء"), to: "/doctors" })).toBe(true);
    expect(isSelfRedirect({ from: "/en/doctors", to: "/en/doctors/" })).toBe(true);
    expect(isSelfRedirect({ from: "/ar", to: "/" })).toBe(false);
    expect(isSelfRedirect({ from: encodeURI("/المقالات"), to: "/blog" })).toBe(false);
    expect(isSelfRedirect({ from: "/our-doctors", to: "/doctors" })).toBe(false);
  });
});
