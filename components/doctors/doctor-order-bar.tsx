import { useLocale, useTranslations } from "next-intl";
import { SoftLink } from "@/lib/navigation/soft-link";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";
import {
  DOCTOR_AVAILABILITY_FILTERS,
  DOCTOR_SORTS,
  effectiveSort,
  searchParamsFromFilters,
  type DoctorFilterValues,
} from "@/lib/doctors/search-params";

/**
 * The list's order (soonest free first, or the group's recommended order) and its availability
 * (any time, today, this week) as plain links: each is a URL like the other filters, crawlable and
 * shareable, and works without JavaScript. Next's own link with the route's path written here:
 * next-intl's navigation stays out of the page's first load. The page goes back to 1 with either. The current one
 * is styled by its `aria-current` (`.chip` in styles/globals.css).
 */
export function DoctorOrderBar({ filters }: { filters: DoctorFilterValues }) {
  const t = useTranslations("doctors.order");
  const locale = useLocale() as Locale;
  const sort = effectiveSort(filters);
  const href = (patch: Partial<DoctorFilterValues>) => {
    const next = { ...filters, ...patch, page: 1 };
    // The default order is not spelled out: one URL per list.
    if (next.sort === effectiveSort({ ...next, sort: null })) next.sort = null;
    return readablePathname({ locale, href: { pathname: "/doctors", query: Object.fromEntries(searchParamsFromFilters(next)) } });
  };
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-3" data-testid="doctor-order-bar">
      <nav aria-label={t("sortLabel")} className="flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className="text-sm font-semibold text-muted">
          {t("sortLabel")}
        </span>
        {DOCTOR_SORTS.map((value) => (
          <SoftLink key={value} href={href({ sort: value })} aria-current={sort === value ? "true" : undefined} className="chip">
            {t(`sorts.${value}`)}
          </SoftLink>
        ))}
      </nav>
      <nav aria-label={t("availableLabel")} className="flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className="text-sm font-semibold text-muted">
          {t("availableLabel")}
        </span>
        {[null, ...DOCTOR_AVAILABILITY_FILTERS].map((value) => (
          <SoftLink
            key={value ?? "any"}
            href={href({ available: value })}
            aria-current={filters.available === value ? "true" : undefined}
            className="chip"
          >
            {t(`available.${value ?? "any"}`)}
          </SoftLink>
        ))}
      </nav>
    </div>
  );
}
