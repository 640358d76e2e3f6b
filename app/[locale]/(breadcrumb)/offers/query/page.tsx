import type { Metadata } from "next";
import { OffersListView, offersListMetadata } from "@/components/offers/offers-list-view";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";
import { offerQueryFromSearchParams } from "@/lib/offers/query";

// A searched list (`/offers?search=laser&sort=price-asc`), rewritten here by next.config.ts: free text,
// so rendered per request from its query (noindex); the backend reads are cached. Lists without a
// search are cached pages of ../filter (lib/navigation/rendered-routes.ts).
type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? offersListMetadata(locale, offerQueryFromSearchParams(await searchParams)) : {};
}

export default async function FilteredOffersPage({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  return <OffersListView locale={locale} query={offerQueryFromSearchParams(await searchParams)} />;
}
