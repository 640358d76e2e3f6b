import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { orNotFoundView } from "@/components/layout/not-found-response";
import { DoctorSearchView, doctorSearchMetadata } from "@/components/doctors/doctor-search-view";
import { filtersFromRankedKey, RANKING_ID } from "@/lib/doctors/search-route";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";

// A page of a list ranked by availability that names its ranking (`?sort=soonest&page=3&rank=…`):
// its order is fixed while the ranking lasts (15 minutes), so it is cached for a good part of that
// (RANKED_PAGE_SECONDS in lib/api/doctors.ts). A ranking run out or unknown sends the visitor to the
// list's first page, which ranks afresh (DoctorSearchView): a small cached redirect, never a page.
export const revalidate = 600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ locale: string; key: string; rank: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? doctorSearchMetadata(locale) : {};
}

export default function RankedDoctorPage({ params }: Props) {
  return orNotFoundView(params, async () => {
    const { locale: requested, key, rank } = await params;
    const filters = filtersFromRankedKey(decodeURIComponent(key));
    if (!filters || !RANKING_ID.test(rank)) notFound();
    return DoctorSearchView({ locale: pageLocale(requested), filters, strict: true, ranking: rank });
  });
}
