import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localizedPath } from "@/lib/i18n/localized-path";
import { locales, type AppPathname } from "@/lib/i18n/routing";
import { VISITOR_ROUTES } from "@/lib/navigation/visitor-routes";

const template = readFileSync(path.join(process.cwd(), "deploy/nginx.conf.template"), "utf8");

/** The regular expressions of the front's `$private_path` map: a request it matches skips the cache. */
function privatePathPatterns(): RegExp[] {
  const block = /map \$request_uri \$private_path \{([\s\S]*?)\n\s*\}/.exec(template)?.[1];
  if (!block) throw new Error("deploy/nginx.conf.template has no $private_path map");
  return [...block.matchAll(/^\s*"(~\*?)([^"]+)"\s+1;/gm)].map(([, op, source]) => new RegExp(source!, op === "~*" ? "i" : ""));
}

/** A route's public path with each parameter filled in. */
function samplePath(route: AppPathname, locale: (typeof locales)[number]): string {
  const params = Object.fromEntries(
    [...route.matchAll(/\[(\[)?(\.\.\.)?([^\]]+)\]/g)].map(([, , rest, name]) => [name!, rest ? ["x", "y"] : "contact"]),
  );
  return localizedPath(locale, { pathname: route, params });
}

describe("the front's cache and the visitor's own pages", () => {
  const patterns = privatePathPatterns();
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
