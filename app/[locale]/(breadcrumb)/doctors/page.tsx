import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { DoctorResults } from "@/components/doctors/doctor-results";
import { DoctorSearch } from "@/components/doctors/doctor-search";
import { filtersFromSearchParams } from "@/components/doctors/search-params";
import {
  getAllSpecialities,
  getBranches,
  getEntities,
  getGenders,
  getSubSpecialities,
  getSupervisorLevels,
  searchSpecialities,
  SPECIALITY_DEFAULT_LIMIT,
} from "@/lib/api/broker";
import { getDoctors } from "@/lib/api/doctors";
import { getPathname } from "@/lib/i18n/navigation";
import { isLocale } from "@/lib/i18n/routing";
import { buildPageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "doctors" });
  return buildPageMetadata({
    locale,
    page: "doctors",
    href: "/doctors",
    title: t("title"),
    description: t("metaDescription"),
  });
}

/**
 * Find a doctor. Dynamic by nature (the query string is the search), so the results are rendered
 * on the server for every URL — a shared link shows the same doctors, crawlers included — while
 * the reference data (entities, branches, specialities, genders, levels) comes from the data cache.
 */
export default async function DoctorsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const filters = filtersFromSearchParams(await searchParams);

  const [t, messages, result, entities, branches, genders, titles, initialSpecialties, allSpecialities, subSpecialties] =
    await Promise.all([
      getTranslations({ locale, namespace: "doctors" }),
      getMessages({ locale }),
      getDoctors(locale, filters),
      getEntities(locale),
      getBranches(locale),
      getGenders(locale),
      getSupervisorLevels(locale),
      searchSpecialities(locale, { branchId: filters.branch, limit: SPECIALITY_DEFAULT_LIMIT }),
      filters.specialty === null ? Promise.resolve([]) : getAllSpecialities(locale),
      filters.specialty === null ? Promise.resolve([]) : getSubSpecialities(locale, filters.specialty),
    ]);

  const specialtyName =
    allSpecialities.find((item) => item.id === filters.specialty)?.name ??
    result.doctors.find((doctor) => doctor.specialty.id === filters.specialty)?.specialty.name ??
    "";

  return (
    <>
      <Breadcrumb locale={locale} title={t("title")} />
      <div className="container-page py-8 md:py-10">
        <p className="mb-6 max-w-3xl text-muted">{t("intro")}</p>
        {/* Only the filter texts go to the browser, and only on this page. */}
        <NextIntlClientProvider messages={{ doctors: { filters: messages.doctors.filters } }}>
          <DoctorSearch
            filters={filters}
            specialtyName={specialtyName}
            subSpecialties={subSpecialties}
            meta={{ total: result.total, perPage: result.perPage, page: result.page, lastPage: result.lastPage }}
            entities={entities.map(({ id, name }) => ({ id, name }))}
            branches={branches.map(({ id, name, businessUnitId }) => ({ id, name, businessUnitId }))}
            genders={genders}
            titles={titles}
            initialSpecialties={initialSpecialties}
            initialSpecialtiesKey={`${filters.branch ?? ""}||${SPECIALITY_DEFAULT_LIMIT}`}
            action={getPathname({ locale, href: "/doctors" })}
          >
            <DoctorResults
              doctors={result.doctors}
              total={result.total}
              page={result.page}
              lastPage={result.lastPage}
              filters={filters}
            />
          </DoctorSearch>
        </NextIntlClientProvider>
      </div>
    </>
  );
}
