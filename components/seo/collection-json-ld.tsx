"use client";

import { useLocale } from "next-intl";
import { getPathname } from "@/lib/i18n/navigation";
import type { AppPathname } from "@/lib/i18n/routing";
import { collectionPageJsonLd } from "@/lib/seo/schema-org";
import { JsonLdScript } from "./json-ld";

/** A list page's own facts for its CollectionPage JSON-LD, and the site's address for its items'. */
export type CollectionPageFacts = { name: string; url: string; description: string; inLanguage: string; siteUrl: string };

/**
 * A list page's CollectionPage JSON-LD, written from the items its cards are drawn from (their
 * titles and slugs, which the page's payload carries for the cards anyway): a server component's
 * script would be sent a second time, escaped, as a payload row. The same script as the server
 * wrote, in the HTML. Its code comes after the page's first load (lazy-collection-json-ld.tsx).
 */
export function CollectionJsonLd({
  page: { siteUrl, ...page },
  detail,
  items,
}: {
  page: CollectionPageFacts;
  /** The items' detail route ("/offer/[slug]"). */
  detail: `/${string}/[slug]`;
  items: readonly { title: string; slug: string }[];
}) {
  const locale = useLocale();
  const pathname = detail as Extract<AppPathname, `/${string}/[slug]`>;
  return (
    <JsonLdScript
      data={collectionPageJsonLd({
        ...page,
        items: items.map((item) => ({ name: item.title, url: `${siteUrl}${getPathname({ locale, href: { pathname, params: { slug: item.slug } } })}` })),
      })}
    />
  );
}
