import { createNavigation } from "next-intl/navigation";
import { describe, expect, it } from "vitest";
import { localizedPath, type LocalizedHref } from "@/lib/i18n/localized-path";
import { locales, pathnames, routing, type AppPathname } from "@/lib/i18n/routing";

// next-intl's own, which the site's paths (lib/i18n/paths.ts) stand in for.
const { getPathname } = createNavigation(routing);

/** Each route with every parameter filled, Arabic and reserved characters included. */
function hrefsOf(route: AppPathname): LocalizedHref[] {
  const names = [...route.matchAll(/\[(?:\[)?(\.\.\.)?([^\]]+)\](?:\])?/g)];
  const params = (values: [string, string[]]) =>
    Object.fromEntries(names.map(([, rest, name]) => [name, rest ? values[1] : values[0]]));
  const optional = /\[\[\.\.\./.test(route);
  return [
    { pathname: route, params: params(["عيادة القلب", ["الرياض", "2026"]]) },
    { pathname: route, params: params(["a?b#c&d", ["x y", "ü"]]), query: { page: 2, q: "قلب & صدر" } },
    ...(optional ? [{ pathname: route }] : []),
  ];
}

describe("localizedPath", () => {
  const routes = Object.keys(pathnames) as AppPathname[];

  it.each(locales)("writes every route's path in %s as next-intl's getPathname does", (locale) => {
    for (const route of routes) {
      for (const href of hrefsOf(route)) {
        const theirs = getPathname({ locale, href: href as Parameters<typeof getPathname>[0]["href"] });
        expect(localizedPath(locale, href), `${route} ${JSON.stringify(href)}`).toBe(theirs);
      }
    }
  });

  it("prefixes English and leaves Arabic, the default, without a prefix", () => {
    expect(localizedPath("ar", { pathname: "/" })).toBe("/");
    expect(localizedPath("en", { pathname: "/" })).toBe("/en");
    expect(localizedPath("en", { pathname: "/doctors", query: { sort: "soonest" } })).toBe("/en/doctors?sort=soonest");
    expect(localizedPath("ar", { pathname: "/doctors" })).toBe(`/${encodeURIComponent("الأطباء")}`);
  });

  it("writes a path outside the routing table as given, as next-intl does", () => {
    for (const locale of locales) {
      const href = "/landing-page" as AppPathname;
      expect(localizedPath(locale, { pathname: href })).toBe(getPathname({ locale, href: href as "/" }));
    }
  });

  it("refuses a route whose parameters are missing rather than link to its template", () => {
    expect(() => localizedPath("en", { pathname: "/doctor/[slug]" })).toThrow(/Missing params/);
  });
});
