import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { DoctorSearchView, doctorSearchMetadata } from "@/components/doctors/doctor-search-view";
import { EMPTY_DOCTOR_FILTERS } from "@/components/doctors/search-params";
import { isLocale } from "@/lib/i18n/routing";

// The list without filters: static, refreshed like the other lists. A search with filters is
// served by ./f/[key] (by ids, cached per combination) or ./search (by name); see proxy.ts.
export const revalidate = 300;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? doctorSearchMetadata(locale) : {};
}

export default async function DoctorsPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <DoctorSearchView locale={locale} filters={EMPTY_DOCTOR_FILTERS} />;
}
