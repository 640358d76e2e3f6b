import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { getPathname } from "@/lib/i18n/navigation";
import { locales } from "@/lib/i18n/routing";
import { NON_INDEXABLE_ROUTES } from "@/lib/seo/site-structure";

/** Paths of a route in both languages, without a trailing optional catch-all. */
function disallowed(): string[] {
  const out = new Set<string>(["/api/"]);
  for (const route of NON_INDEXABLE_ROUTES) {
    // Search results are endless and the secret page is unlisted; both are noindex as well.
    const pathname = route.replace("/[[...slug]]", "") as Parameters<typeof getPathname>[0]["href"];
    for (const locale of locales) out.add(getPathname({ locale, href: pathname }));
  }
  return [...out];
}

/** robots.txt: everything public is crawlable except account, guest, search and secret pages. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: disallowed() },
    sitemap: `${env.SITE_URL.replace(/\/+$/, "")}/sitemap.xml`,
  };
}
