import { useTranslations } from "next-intl";
import { Pagination } from "@/components/lists/pagination";
import { searchParamsFromFilters, type DoctorFilterValues } from "@/lib/doctors/search-params";
import { RANKING_PARAM } from "@/lib/doctors/search-route";

/**
 * Paging of the doctor search: plain links (crawlable, shareable), the current filters kept. A list
 * ranked by availability names its ranking, so that every page reads the order of one moment.
 */
export function DoctorPagination({ filters, lastPage, ranking = null }: { filters: DoctorFilterValues; lastPage: number; ranking?: string | null }) {
  const t = useTranslations("doctors.pagination");
  return (
    <Pagination
      current={filters.page}
      last={lastPage}
      className="mt-8 flex justify-center"
      labels={{ label: t("label"), previous: t("previous"), next: t("next"), page: t("page", { page: "{page}" }) }}
      hrefFor={(page) => {
        const query = searchParamsFromFilters({ ...filters, page });
        if (ranking) query.set(RANKING_PARAM, ranking);
        return { pathname: "/doctors", query: Object.fromEntries(query) };
      }}
    />
  );
}
