import type { DetailPath } from "@/lib/content/kind-routes";
import { getPathname } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { collectionPageJsonLd } from "@/lib/seo/schema-org";
import { absoluteUrl } from "@/lib/seo/urls";
import { CrawlerJsonLd } from "./crawler-json-ld";

export type CollectionJsonLdProps = {
  locale: Locale;
  siteUrl: string;
  name: string;
  /** The list's own path, with its query or page. */
  path: string;
  description: string;
  /** Where each item's own page is. */
  detailPath: DetailPath | "/offer/[slug]" | "/[slug]";
  items: readonly { title: string; slug: string }[];
};

/**
 * A list as a CollectionPage naming its items in order, with absolute links, written into the
 * page's HTML only (crawler-json-ld.tsx): the payload carries a key, not the list's name, paths and
 * description beside the items its cards are drawn from.
 */
export function CollectionJsonLd({ locale, siteUrl, name, path, description, detailPath, items }: CollectionJsonLdProps) {
  const data = collectionPageJsonLd({
    name,
    url: absoluteUrl(siteUrl, path),
    description,
    inLanguage: locale,
    items: items.map((item) => ({
      name: item.title,
      url: absoluteUrl(siteUrl, getPathname({ locale, href: { pathname: detailPath, params: { slug: item.slug } } })),
    })),
  });
  return <CrawlerJsonLd data={data} />;
}
