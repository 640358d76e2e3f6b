import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { DoctorResults } from "@/components/doctors/doctor-results";
import type { DoctorSearchProps } from "@/components/doctors/doctor-search";
import { DoctorSearchIsland, KeptDoctorFilters } from "@/components/doctors/doctor-search-island";
import { serverFormTexts } from "@/lib/doctors/filter-form-words";
import { activeFilterCount, searchParamsFromFilters, type DoctorFilterValues } from "@/lib/doctors/search-params";
import { getPathname, redirect } from "@/lib/i18n/paths";
import {
  getAllSpecialities,
  getBranches,
  getEntities,
  getGenders,
  getSubSpecialities,
  getSupervisorLevels,
} from "@/lib/api/broker";
import { getDoctors } from "@/lib/api/doctors";
import type { Locale } from "@/lib/i18n/routing";
import { buildPageMetadata } from "@/lib/seo/metadata";

export async function doctorSearchMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "doctors" });
  return buildPageMetadata({
    locale,
    page: "doctors",
    href: "/doctors",
    title: t("title"),
    description: t("metaDescription"),
  });
}

type ViewProps = {
  locale: Locale;
  filters: DoctorFilterValues;
  /**
   * For the cached per-combination route: a search naming an id the reference data does not have,
   * or a page past the last one, is a 404 rather than a cache entry of its own.
   */
  strict?: boolean;
  /** A list ranked by availability: the ranking its page links named (lib/doctors/search-route.ts). */
  ranking?: string | null;
};

/**
 * Find a doctor: the filters and the results of one search, rendered on the server so that a shared
 * link shows the same doctors, crawlers included. The three routes that render it (the bare list,
 * a search by ids, a search by name) are chosen by lib/doctors/search-route.ts.
 */
export async function DoctorSearchView({ locale, filters, strict = false, ranking = null }: ViewProps) {

  const [t, messages, result, entities, branches, genders, titles, allSpecialities, subSpecialties] =
    await Promise.all([
      getTranslations({ locale, namespace: "doctors" }),
      getMessages({ locale }),
      getDoctors(locale, filters, ranking),
      getEntities(locale),
      getBranches(locale),
      getGenders(locale),
      getSupervisorLevels(locale),
      filters.specialty === null ? Promise.resolve([]) : getAllSpecialities(locale),
      // An unknown specialty has no sub-specialties (the backend answers 404).
      filters.specialty === null ? Promise.resolve([]) : getSubSpecialities(locale, filters.specialty).catch(() => []),
    ]);

  // The ranking this page names has run out (15 minutes) or never was: the backend ranked afresh,
  // so the list starts again at its first page rather than showing a page of another order.
  if (ranking !== null && result.ranking !== ranking) {
    redirect({ href: { pathname: "/doctors", query: Object.fromEntries(searchParamsFromFilters({ ...filters, page: 1 })) }, locale });
  }

  if (strict) {
    const known = (id: number | null, items: ReadonlyArray<{ id: number }>) =>
      id === null || items.some((item) => item.id === id);
    const valid =
      known(filters.entity, entities) &&
      known(filters.branch, branches) &&
      known(filters.gender, genders) &&
      known(filters.title, titles) &&
      known(filters.specialty, allSpecialities) &&
      known(filters.subspecialty, subSpecialties) &&
      (filters.page === 1 || filters.page <= result.lastPage);
    if (!valid) notFound();
  }

  const specialtyName =
    allSpecialities.find((item) => item.id === filters.specialty)?.name ??
    result.doctors.find((doctor) => doctor.specialty.id === filters.specialty)?.specialty.name ??
    "";

  // The island's props: the filters' lists, first specialties and messages come with their code
  // (lib/doctors/filter-data.ts); the server's form below lists every option in its markup, drawn
  // from these lists and the filters' words.
  const searchProps: DoctorSearchProps = {
    filters,
    specialtyName,
    subSpecialties,
    meta: { total: result.total, perPage: result.perPage, page: result.page, lastPage: result.lastPage },
    action: getPathname({ locale, href: "/doctors" }),
  };
  const lists = {
    entities: entities.map(({ id, name }) => ({ id, name })),
    branches: branches.map(({ id, name, businessUnitId }) => ({ id, name, businessUnitId })),
    genders,
    titles,
  };

  return (
    <>
      <Breadcrumb locale={locale} title={t("title")} />
      <div className="container-page py-8 md:py-10">
        <p className="mb-6 max-w-3xl text-muted">{t("intro")}</p>
        {/* Only the card and card-time texts go to the browser as messages; the filters' interactive code brings its own. */}
        <NextIntlClientProvider messages={{ doctors: { card: messages.doctors.card, slots: messages.doctors.slots } }}>
          <DoctorSearchIsland
            {...searchProps}
            results={
              <DoctorResults doctors={result.doctors} total={result.total} page={result.page} lastPage={result.lastPage} filters={filters} ranking={result.ranking} />
            }
          >
            <KeptDoctorFilters
              filters={searchProps.filters}
              specialtyName={specialtyName}
              subSpecialties={searchProps.subSpecialties}
              action={searchProps.action}
              {...lists}
              texts={serverFormTexts(messages, locale, activeFilterCount(filters))}
            />
          </DoctorSearchIsland>
        </NextIntlClientProvider>
      </div>
    </>
  );
}
