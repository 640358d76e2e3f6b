import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { localizedPath, resolveRoute, splitLocale } from "@/lib/i18n/route-match";
import { pathnames, type AppPathname, type Locale } from "@/lib/i18n/routing";
import { test } from "./helpers/test";

/*
 * The HTML that `next build` prerendered, read from the build folder (not rendered at run time):
 * crawlers and the first visitors after a deploy get exactly these files until a page is
 * revalidated (issue 17). Every page's language switch must link the same page in the other
 * language: unprefixed for Arabic, `/en/…` for English, never a route template.
 */
const appDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next-e2e", "server", "app");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

/** `<a … hreflang="en" …>`: the language switch (head alternates are `<link>`, not anchors). */
function switchLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\shreflang="(?:ar|en)"/i.test(tag))
    .map((tag) => decodeURI((/\shref="([^"]*)"/.exec(tag)?.[1] ?? "").replaceAll("&amp;", "&")));
}

/** What the switch of a prerendered internal path must link to, when it is known without params. */
function expectedLink(internal: string, target: Locale): string | null {
  const doctors = /^\/(?:ar|en)\/doctors\/(?:f\/[^/]+|search)$/.exec(internal);
  if (doctors) return localizedPath("/doctors", target);
  const paged = /^(.+)\/page\/(\d+)$/.exec(internal);
  const path = paged?.[1] ?? internal;
  // The file's own route name first (`/ar/secretPage` is that page, not an article of that slug).
  const rest = splitLocale(path).rest;
  const routeKey = Object.hasOwn(pathnames, rest) ? (rest as AppPathname) : resolveRoute(path)?.routeKey;
  if (!routeKey || routeKey.includes("[")) return null;
  const base = localizedPath(routeKey, target);
  return paged ? `${base}?page=${paged[2]}` : base;
}

test("the language switch of every prerendered page links the same page in the other language", () => {
  const pages = (["ar", "en"] as const).flatMap((locale) => {
    const files = [path.join(appDir, `${locale}.html`), ...htmlFiles(path.join(appDir, locale))];
    return files.map((file) => ({ locale, file, internal: `/${path.relative(appDir, file).replace(/\.html$/, "")}` }));
  });
  expect(pages.length, `prerendered pages under ${appDir}`).toBeGreaterThan(20);

  const wrong: string[] = [];
  for (const { locale, file, internal } of pages) {
    const html = readFileSync(file, "utf8");
    // A page without the site header (the bare 404/500 documents) has no switch to check.
    const links = switchLinks(html);
    if (links.length === 0 && !html.includes("<header")) continue;
    const target: Locale = locale === "ar" ? "en" : "ar";
    const expected = expectedLink(internal, target);
    for (const href of links.length > 0 ? links : ["(missing)"]) {
      const ok =
        !href.includes("[") &&
        !/\/(?:f\/[^/?]+|page\/\d+)(?:[?#]|$)/.test(href) &&
        (target === "en" ? /^\/en(?:[/?#]|$)/.test(href) : href.startsWith("/") && !/^\/(?:ar|en)(?:[/?#]|$)/.test(href)) &&
        (expected === null || href === expected);
      if (!ok) wrong.push(`${internal} → ${href}${expected ? ` (expected ${expected})` : ""}`);
    }
  }
  expect(wrong, wrong.join("\n")).toEqual([]);
});
