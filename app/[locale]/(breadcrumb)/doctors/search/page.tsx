import type { Metadata } from "next";
import { DoctorSearchView, doctorSearchMetadata } from "@/components/doctors/doctor-search-view";
import { filtersFromSearchParams } from "@/lib/doctors/search-params";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";

// A search by name (free text, so not a cache key), rewritten here by the proxy: rendered per request.
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
  return <DoctorSearchView locale={locale} filters={filtersFromSearchParams(await searchParams)} />;
}
