import { useLocale, useTranslations } from "next-intl";
import type { Doctor } from "@/lib/api/doctors";
import { SoftLink } from "@/lib/navigation/soft-link";
import { readablePathname } from "@/lib/i18n/readable-path";
import { EmptyState } from "@/components/lists/empty-state";
import type { Locale } from "@/lib/i18n/routing";
import { cardDataOf } from "./card-data";
import { DoctorCardList } from "./doctor-card-list";
import { DoctorOrderBar } from "./doctor-order-bar";
import { DoctorPagination } from "./doctor-pagination";
import { DOCTOR_LIST_ID } from "./doctor-list-id";
import type { DoctorFilterValues } from "@/lib/doctors/search-params";

/**
 * The server-rendered results of a doctor search: the count (announced politely when it changes),
 * the cards (a client list expanding each doctor's few fields, doctor-card-list.tsx), the paging, or the SPEC's "no results for search" empty state.
 */
export function DoctorResults({
  doctors,
  total,
  page,
  lastPage,
  filters,
  ranking = null,
}: {
  doctors: Doctor[];
  total: number;
  page: number;
  lastPage: number;
  filters: DoctorFilterValues;
  /** The stored ranking of a list ranked by availability, named by its page links. */
  ranking?: string | null;
}) {
  const t = useTranslations("doctors");
  const tEmpty = useTranslations("empty");
  const locale = useLocale() as Locale;
  return (
    <section aria-labelledby="doctor-results-heading">
      <h2 id="doctor-results-heading" className="sr-only">
        {t("results.heading")}
      </h2>
      <DoctorOrderBar filters={filters} />
      {/* The header's "Book an appointment" lands here (#DOCTOR_LIST_ID): the next Tab is the first doctor. */}
      <p
        id={DOCTOR_LIST_ID}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="mb-4 scroll-mt-24 text-sm font-medium text-muted"
        data-testid="doctor-count"
      >
        {t("results.count", { count: total })}
        {lastPage > 1 ? ` · ${t("results.pageOf", { page, total: lastPage })}` : ""}
      </p>
      {doctors.length > 0 ? (
        <DoctorCardList doctors={doctors.map((doctor) => cardDataOf(doctor, locale))} />
      ) : (
        <EmptyState
          live
          message={tEmpty("noResults")}
          hint={t("results.emptyHint")}
          action={
            <SoftLink
              href={readablePathname({ locale, href: "/doctors" })}
              className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t("results.showAll")}
            </SoftLink>
          }
        />
      )}
      <DoctorPagination filters={{ ...filters, page }} lastPage={lastPage} ranking={ranking} />
    </section>
  );
}
