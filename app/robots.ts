import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { getPathname } from "@/lib/i18n/paths";
import { locales } from "@/lib/i18n/routing";
import { NON_INDEXABLE_ROUTES } from "@/lib/seo/site-structure";

/**
 * Not listed at all: robots.txt is public, so naming the secret page would advertise the very path
 * it hides, and a crawler barred from it could never read its `noindex`.
 */
const UNLISTED = new Set<string>(["/secretPage"]);

/** Paths of a route in both languages, without a trailing optional catch-all. */
function disallowed(): string[] {
  const out = new Set<string>(["/api/"]);
  for (const route of NON_INDEXABLE_ROUTES) {
    if (UNLISTED.has(route)) continue;
    // Account, guest and search pages: endless or private; they are noindex as well. A route with
    // parameters is barred by the path before them, a prefix (`/forms/` for `/forms/[form]`; with
    // an optional catch-all, the page itself too: `/paymentResponse`), never by its template.
    const dynamic = route.indexOf("/[");
    const pathname = (dynamic < 0 ? route : route.slice(0, dynamic)) as Parameters<typeof getPathname>[0]["href"];
    const below = dynamic >= 0 && !route.startsWith("/[[", dynamic) ? "/" : "";
    for (const locale of locales) out.add(getPathname({ locale, href: pathname }) + below);
  }
  return [...out];
}

/** robots.txt: everything public is crawlable except account, guest and search pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: disallowed() },
    sitemap: `${env.SITE_URL.replace(/\/+$/, "")}/sitemap.xml`,
  };
}
