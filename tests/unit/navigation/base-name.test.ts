import { describe, expect, it } from "vitest";
import { homePath } from "@/lib/i18n/routing";
import { baseNameOfConfigPath, baseNameOfPath, baseNameOfRoute } from "@/lib/navigation/active-pages";
import { localizedPath, resolveRoute, splitLocale } from "@/lib/i18n/route-match";

const enc = (path: string) => encodeURI(path);

describe("splitLocale", () => {
  it("separates the locale prefix", () => {
    expect(splitLocale("/en/doctors")).toEqual({ locale: "en", prefixed: true, rest: "/doctors" });
    expect(splitLocale("/en")).toEqual({ locale: "en", prefixed: true, rest: "/" });
    expect(splitLocale("/ar/offers")).toEqual({ locale: "ar", prefixed: true, rest: "/offers" });
    expect(splitLocale("/doctors/")).toEqual({ locale: "ar", prefixed: false, rest: "/doctors" });
    expect(splitLocale("/english-page")).toEqual({ locale: "ar", prefixed: false, rest: "/english-page" });
  });
});

describe("resolveRoute", () => {
  it("resolves English paths of SPEC §2", () => {
    expect(resolveRoute("/en/contact-us")?.routeKey).toBe("/contact-us");
    expect(resolveRoute("/en/FAQs")?.routeKey).toBe("/FAQs");
    expect(resolveRoute("/en/service/x-ray")?.routeKey).toBe("/services/[slug]");
    expect(resolveRoute("/en/services")?.routeKey).toBe("/services");
    expect(resolveRoute("/en/paymentResponse")?.routeKey).toBe("/paymentResponse/[[...slug]]");
    expect(resolveRoute("/en/paymentResponse/abc")?.routeKey).toBe("/paymentResponse/[[...slug]]");
    expect(resolveRoute("/en/landing-page/summer/thankyou-page")?.routeKey).toBe("/landing-page/[[...slug]]");
    expect(resolveRoute("/en/survey/women/feedback/42")?.routeKey).toBe("/survey/[[...params]]");
    expect(resolveRoute("/en/survey")?.routeKey).toBe("/survey/[[...params]]");
    expect(resolveRoute("/en")?.routeKey).toBe("/");
  });

  it("resolves Arabic-script paths, encoded or not", () => {
    expect(resolveRoute("/العروض")?.routeKey).toBe("/offers");
    expect(resolveRoute(enc("/العروض"))?.routeKey).toBe("/offers");
    expect(resolveRoute(enc("/اتصل-بنا"))).toEqual({ locale: "ar", routeKey: "/contact-us" });
    expect(resolveRoute("/services/أشعة")?.routeKey).toBe("/services/[slug]");
  });

  it("prefers static routes over the blog-article catch-all", () => {
    expect(resolveRoute("/sign-in")?.routeKey).toBe("/sign-in");
    expect(resolveRoute("/some-article")?.routeKey).toBe("/[slug]");
    expect(resolveRoute(enc("/مقال-عن-الصحة"))?.routeKey).toBe("/[slug]");
  });

  it("returns null for paths no route declares", () => {
    expect(resolveRoute("/doctor/a/b")).toBeNull();
    expect(resolveRoute("/en/nothing/here")).toBeNull();
  });
});

describe("localizedPath", () => {
  it("prefixes English and keeps Arabic unprefixed", () => {
    expect(localizedPath("/sign-in", "ar")).toBe("/sign-in");
    expect(localizedPath("/sign-in", "en")).toBe("/en/sign-in");
    expect(localizedPath("/contact-us", "ar")).toBe("/اتصل-بنا");
    expect(homePath("ar")).toBe("/");
    expect(homePath("en")).toBe("/en");
  });
});

describe("base names", () => {
  it("drop locale and dynamic segments from a route", () => {
    expect(baseNameOfRoute("/doctor/[slug]")).toBe("doctor");
    expect(baseNameOfRoute("/landing-page/[[...slug]]")).toBe("landing-page");
    expect(baseNameOfRoute("/survey/[[...params]]")).toBe("survey");
    expect(baseNameOfRoute("/")).toBe("");
  });

  it("of request paths in both locales", () => {
    expect(baseNameOfPath("/en/doctor/dr-ahmed")).toEqual({ kind: "page", routeKey: "/doctor/[slug]", name: "doctor" });
    expect(baseNameOfPath("/doctor/د-أحمد")).toMatchObject({ name: "doctor" });
    expect(baseNameOfPath(enc("/العروض"))).toMatchObject({ name: "offers" });
    expect(baseNameOfPath("/en/offers")).toMatchObject({ name: "offers" });
    expect(baseNameOfPath("/en/service/x-ray")).toMatchObject({ name: "services" });
    expect(baseNameOfPath("/paymentResponse")).toMatchObject({ name: "paymentResponse" });
  });

  it("leave home and the article catch-all ungated, unknown paths to the 404", () => {
    expect(baseNameOfPath("/")).toEqual({ kind: "ungated", routeKey: "/" });
    expect(baseNameOfPath("/en")).toEqual({ kind: "ungated", routeKey: "/" });
    expect(baseNameOfPath("/a-blog-article")).toEqual({ kind: "ungated", routeKey: "/[slug]" });
    expect(baseNameOfPath("/en/a/b/c")).toEqual({ kind: "unknown" });
  });

  it("name undeclared nested paths after their first segment's page", () => {
    expect(baseNameOfPath("/en/news/page/2")).toEqual({ kind: "page", routeKey: "/news", name: "news" });
    expect(baseNameOfPath(encodeURI("/الأخبار/page/2"))).toMatchObject({ name: "news" });
    expect(baseNameOfPath("/en/doctor/x/y")).toEqual({ kind: "unknown" });
  });

  it("of page-configuration paths", () => {
    expect(baseNameOfConfigPath("/doctors")).toBe("doctors");
    expect(baseNameOfConfigPath("/en/doctors")).toBe("doctors");
    expect(baseNameOfConfigPath("doctors")).toBe("doctors");
    expect(baseNameOfConfigPath("/العروض")).toBe("offers");
    expect(baseNameOfConfigPath("/doctor/some-doctor")).toBe("doctor");
    expect(baseNameOfConfigPath("/doctor-slug")).toBe("doctor");
    expect(baseNameOfConfigPath("/risk-assessment?from=menu")).toBe("risk-assessment");
    expect(baseNameOfConfigPath("/")).toBeNull();
    expect(baseNameOfConfigPath("https://example.com/x")).toBeNull();
    expect(baseNameOfConfigPath("")).toBeNull();
  });
});
