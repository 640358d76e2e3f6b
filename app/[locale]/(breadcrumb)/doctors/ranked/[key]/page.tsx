import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { orNotFoundView } from "@/components/layout/not-found-response";
import { DoctorSearchView, doctorSearchMetadata } from "@/components/doctors/doctor-search-view";
import { filtersFromRankedKey } from "@/lib/doctors/search-route";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";

// The first page of a list ranked by availability (`/doctors?sort=soonest`, a specialty's list),
// rewritten here by the proxy (lib/doctors/search-route.ts): cached about as long as the backend
// reuses one ranking (RANKED_FIRST_PAGE_SECONDS in lib/api/doctors.ts), so a busy list renders once
// every few seconds; its page links name the ranking it shows, whose pages are cached in [rank].
export const revalidate = 5;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ locale: string; key: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? doctorSearchMetadata(locale) : {};
}

export default function RankedDoctorListPage({ params }: Props) {
  return orNotFoundView(params, async () => {
    const { locale: requested, key } = await params;
    const filters = filtersFromRankedKey(decodeURIComponent(key));
    if (!filters) notFound();
    return DoctorSearchView({ locale: pageLocale(requested), filters, strict: true });
  });
}
