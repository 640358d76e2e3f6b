import type { Metadata } from "next";
import { OffersListView, offersListMetadata } from "@/components/offers/offers-list-view";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";
import { NO_FILTER } from "@/lib/navigation/rendered-routes";
import { offerQueryFromSearchParams } from "@/lib/offers/query";

// `/offers?category=2,5&sort=price-asc&page=2` without a search (the proxy's rewrite, lib/navigation/rendered-routes.ts):
// each combination is rendered on first request, then served from the cache and refreshed like the list.
export const revalidate = 300;
export const generateStaticParams = async () => [];

type Params = { locale: string; category: string; sort: string; page: string };
type Props = { params: Promise<Params> };

/** The route's segments back to the list query; bad values fall back to defaults (SPEC §5). */
function queryOf({ category, sort, page }: Params) {
  const value = (segment: string) => (segment === NO_FILTER ? undefined : decodeURIComponent(segment));
  return offerQueryFromSearchParams({ category: value(category), sort: value(sort), page: value(page) });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await params;
  return isLocale(resolved.locale) ? offersListMetadata(resolved.locale, queryOf(resolved)) : {};
}

export default async function FilteredOffersPage({ params }: Props) {
  const resolved = await params;
  return <OffersListView locale={pageLocale(resolved.locale)} query={queryOf(resolved)} />;
}
