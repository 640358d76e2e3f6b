import type { Metadata } from "next";
import { DoctorSearchView, doctorSearchMetadata } from "@/components/doctors/doctor-search-view";
import { filtersFromSearchParams } from "@/lib/doctors/search-params";
import { RANKING_ID, RANKING_PARAM } from "@/lib/doctors/search-route";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";

// A search by name (free text, so not a cache key), rewritten here by the proxy and rendered per
// request; so is any search past the cached ranges (lib/doctors/search-route.ts), a list ranked by
// availability among them, whose pages still name their ranking.
type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? doctorSearchMetadata(locale) : {};
}

export default async function DoctorSearchByNamePage({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  const query = await searchParams;
  const rank = [query[RANKING_PARAM]].flat()[0] ?? "";
  return (
    <DoctorSearchView locale={locale} filters={filtersFromSearchParams(query)} ranking={RANKING_ID.test(rank) ? rank : null} />
  );
}
