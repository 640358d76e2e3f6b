import type { Metadata } from "next";
import { OffersListView, offersListMetadata } from "@/components/offers/offers-list-view";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";
import { DEFAULT_OFFER_QUERY } from "@/lib/offers/query";

// The list without filters: static HTML, refreshed in the background and by the "offers" cache tag.
// A URL with a query is rewritten to ./query (lib/navigation/rendered-routes.ts).
export const revalidate = 300;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? offersListMetadata(locale, DEFAULT_OFFER_QUERY) : {};
}

export default async function OffersPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  return <OffersListView locale={locale} query={DEFAULT_OFFER_QUERY} />;
}
