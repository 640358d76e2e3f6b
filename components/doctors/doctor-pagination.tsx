import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { ChevronBackIcon, ChevronForwardIcon } from "@/components/ui/icons";
import { searchParamsFromFilters, type DoctorFilterValues } from "./search-params";

/** Page numbers to show: first, last, and the neighbours of the current page, with gaps. */
export function pageWindow(current: number, last: number): (number | "gap")[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) out.push("gap");
    out.push(page);
  });
  return out;
}

/** Paging of the doctor search: plain links (crawlable, shareable), the current filters kept. */
export function DoctorPagination({ filters, lastPage }: { filters: DoctorFilterValues; lastPage: number }) {
  const t = useTranslations("doctors.pagination");
  if (lastPage <= 1) return null;
  const page = Math.min(filters.page, lastPage);
  const hrefFor = (target: number) => ({
    pathname: "/doctors" as const,
    query: Object.fromEntries(searchParamsFromFilters({ ...filters, page: target })),
  });
  const item = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold";

  return (
    <nav aria-label={t("label")} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} className={`${item} gap-1 border border-line text-brand-700 hover:bg-brand-50`}>
              <ChevronBackIcon size={16} className="shrink-0" />
              {t("previous")}
            </Link>
          ) : null}
        </li>
        {pageWindow(page, lastPage).map((entry, index) =>
          entry === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                href={hrefFor(entry)}
                aria-current={entry === page ? "page" : undefined}
                aria-label={t("page", { page: entry })}
                className={`${item} ${entry === page ? "bg-brand-700 text-white" : "border border-line text-ink hover:bg-brand-50"}`}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <Link href={hrefFor(page + 1)} className={`${item} gap-1 border border-line text-brand-700 hover:bg-brand-50`}>
              {t("next")}
              <ChevronForwardIcon size={16} className="shrink-0" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
