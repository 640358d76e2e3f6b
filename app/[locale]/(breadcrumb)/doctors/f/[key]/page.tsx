import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { orNotFoundView } from "@/components/layout/not-found-response";
import { DoctorSearchView, doctorSearchMetadata } from "@/components/doctors/doctor-search-view";
import { filtersFromKey, LIST_KEY } from "@/lib/doctors/search-route";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";

// The doctor list and every search by ids (`/doctors?branch=2&specialty=7`), rewritten here by the
// proxy with a canonical key (lib/doctors/search-route.ts): the list without filters is prerendered,
// each other combination rendered on its first request, then served from the cache.
export const revalidate = 300;
export const generateStaticParams = async () => [{ key: LIST_KEY }];

type Props = { params: Promise<{ locale: string; key: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? doctorSearchMetadata(locale) : {};
}

export default function DoctorSearchByIdsPage({ params }: Props) {
  return orNotFoundView(params, async () => {
    const { locale: requested, key } = await params;
    const locale = pageLocale(requested);
    const filters = filtersFromKey(decodeURIComponent(key));
    if (!filters) notFound();
    // Called, not rendered as an element, so that its notFound() for unknown ids reaches orNotFoundView.
    return DoctorSearchView({ locale, filters, strict: true });
  });
}
