import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { OffersListView, offersListMetadata } from "@/components/offers/offers-list-view";
import { isLocale } from "@/lib/i18n/routing";
import { offerQueryFromSearchParams } from "@/lib/offers/query";

// A filtered, sorted, searched or later page of the list (`/offers?category=2,5&sort=price-asc`),
// rewritten here by next.config.ts: rendered per request from its query; the backend reads are cached.
type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? offersListMetadata(locale, offerQueryFromSearchParams(await searchParams)) : {};
}

export default async function FilteredOffersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <OffersListView locale={locale} query={offerQueryFromSearchParams(await searchParams)} />;
}
