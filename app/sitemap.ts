import type { MetadataRoute } from "next";
import { getOfferCategories } from "@/lib/api/offers";
import { env } from "@/lib/env";
import { getPathname } from "@/lib/i18n/paths";
import { isRouteBuilt } from "@/lib/navigation/unbuilt-routes";
import { getSitemapDetails } from "@/lib/seo/sitemap-data";
import { SITE_SECTIONS } from "@/lib/seo/site-structure";
import { sitemapEntries } from "@/lib/seo/urls";

/** Rebuilt at most hourly, and whenever a content tag is revalidated. */
export const revalidate = 3600;

type Href = Parameters<typeof getPathname>[0]["href"];

/**
 * sitemap.xml: every indexable URL in both languages, each with its hreflang alternates
 * (ar, en, x-default). Static pages, the offers list of each category, then every detail page
 * of the backend. Hidden posts, the
 * secret page, search results and guest/account pages are left out.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const paths = (ar: Href, en: Href) => ({ ar: getPathname({ locale: "ar", href: ar }), en: getPathname({ locale: "en", href: en }) });

  const staticPages = SITE_SECTIONS.flatMap((section) => section.pages)
    .filter((page) => page.indexable && page.available && isRouteBuilt(page.route))
    .flatMap((page) => sitemapEntries(env.SITE_URL, paths(page.route as Href, page.route as Href), { priority: page.route === "/" ? 1 : 0.7 }));

  const details = await getSitemapDetails();
  const detailPages = details.flatMap((detail) => {
    const href = (slug: string) => ({ pathname: detail.route, params: { slug } }) as unknown as Href;
    return sitemapEntries(env.SITE_URL, paths(href(detail.slugs.ar), href(detail.slugs.en)), {
      lastModified: detail.lastModified,
      priority: 0.5,
    });
  });

  // The offers list of each category with current offers: a cached page of its own (lib/navigation/rendered-routes.ts).
  const offerCategories = await getOfferCategories("ar").catch((error: unknown) => {
    console.error("[sitemap] offer categories failed:", error instanceof Error ? error.message : error);
    return [];
  });
  const offerLists = offerCategories
    .filter((category) => category.offersCount > 0)
    .flatMap((category) => {
      const href = { pathname: "/offers", query: { category: String(category.id) } } as Href;
      return sitemapEntries(env.SITE_URL, paths(href, href), { priority: 0.6 });
    });

  return [...staticPages, ...offerLists, ...detailPages];
}

