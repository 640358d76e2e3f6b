import { useTranslations } from "next-intl";
import { Pagination } from "@/components/lists/pagination";
import { searchParamsFromFilters, type DoctorFilterValues } from "@/lib/doctors/search-params";

/** Paging of the doctor search: plain links (crawlable, shareable), the current filters kept. */
export function DoctorPagination({ filters, lastPage }: { filters: DoctorFilterValues; lastPage: number }) {
  const t = useTranslations("doctors.pagination");
  return (
    <Pagination
      current={filters.page}
      last={lastPage}
      className="mt-8 flex justify-center"
      labels={{ label: t("label"), previous: t("previous"), next: t("next"), page: t("page", { page: "{page}" }) }}
      hrefFor={(page) => ({ pathname: "/doctors", query: Object.fromEntries(searchParamsFromFilters({ ...filters, page })) })}
    />
  );
}
