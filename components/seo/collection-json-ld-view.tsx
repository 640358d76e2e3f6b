import type { DetailPath } from "@/lib/content/kind-routes";
import { getPathname } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { collectionPageJsonLd } from "@/lib/seo/schema-org";
import { absoluteUrl } from "@/lib/seo/urls";
import { JsonLdScript } from "./json-ld";

export type CollectionJsonLdProps = {
  locale: Locale;
  siteUrl: string;
  name: string;
  /** The list's own path, with its query or page. */
  path: string;
  description: string;
  /** Where each item's own page is. */
  detailPath: DetailPath | "/offer/[slug]" | "/[slug]";
  /** The very array the list's cards are drawn from: the page's payload then carries it once. */
  items: readonly { title: string; slug: string }[];
};

/** A list as a CollectionPage naming its items in order, with absolute links (drawn on the server only, collection-json-ld.tsx). */
export function CollectionJsonLdView({ locale, siteUrl, name, path, description, detailPath, items }: CollectionJsonLdProps) {
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
  return <JsonLdScript data={data} />;
}
