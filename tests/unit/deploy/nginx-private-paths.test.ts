import { describe, expect, it } from "vitest";
import { localizedPath } from "@/lib/i18n/localized-path";
import { locales, type AppPathname } from "@/lib/i18n/routing";
import { VISITOR_ROUTES } from "@/lib/navigation/visitor-routes";
import { mapPatterns, skipsTheFrontsCache } from "../../../scripts/lib/nginx-maps.mjs";

/** A route's public path with each parameter filled in. */
function samplePath(route: AppPathname, locale: (typeof locales)[number]): string {
  const params = Object.fromEntries(
    [...route.matchAll(/\[(\[)?(\.\.\.)?([^\]]+)\]/g)].map(([, , rest, name]) => [name!, rest ? ["x", "y"] : "contact"]),
  );
  return localizedPath(locale, { pathname: route, params });
}

describe("the front's cache and the visitor's own pages", () => {
  // The front's `$private_path` map: a request it matches skips the cache.
  const patterns = mapPatterns("private_path");
  const isPrivate = (uri: string) => patterns.some((pattern) => pattern.test(uri));

  it.each(VISITOR_ROUTES)("never keeps %s, in either language, with or without a query", (route) => {
    for (const locale of locales) {
      const uri = samplePath(route, locale);
      expect(isPrivate(uri), uri).toBe(true);
      expect(isPrivate(`${uri}?step=2`), `${uri}?step=2`).toBe(true);
    }
  });

  it("keeps the public pages, whose names only begin like a visitor's page", () => {
    for (const uri of ["/", "/en", "/en/doctors", "/en/profile-of-a-doctor", "/formsx", "/en/offers?page=2"]) {
      expect(isPrivate(uri), uri).toBe(false);
    }
  });
});

describe("what `npm run bench` asks the site as the front does (skipsTheFrontsCache)", () => {
  it("counts sign-in, the visitor's pages and free-text queries as rendered per request", () => {
    for (const url of ["/en/sign-in", "/sign-in?callbackUrl=%2Fen", "/en/profile", "/en/doctors?name=Soliman", "/en/search?q=x&s=heart"]) {
      expect(skipsTheFrontsCache(`http://localhost${url}`), url).toBe(true);
    }
  });

  it("counts the pages the front keeps as kept, a doctor search by filters included", () => {
    for (const url of ["/", "/en/clinics", "/en/doctors?branch=9&specialty=21&gender=2", "/en/doctors?name=", "/en/profile-of-a-doctor"]) {
      expect(skipsTheFrontsCache(`http://localhost${url}`), url).toBe(false);
    }
  });
});
