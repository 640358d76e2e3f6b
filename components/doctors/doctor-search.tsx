"use client";

import { useCallback, useRef, useState, useTransition, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { SpecialityPage } from "@/lib/api/broker";
import { lookupDoctorNames } from "@/lib/doctors/lookup-client";
import { activeFilterCount, EMPTY_DOCTOR_FILTERS, searchParamsFromFilters, type DoctorFilterValues } from "@/lib/doctors/search-params";
import { useRouter } from "@/lib/i18n/navigation";
import type { BranchOption, FilterOption } from "@/stores/doctor-filters";
import { DoctorFiltersProvider, useDoctorFiltersStore } from "@/stores/doctor-filters-provider";
import { FilterIcon } from "@/components/ui/icons";
import { DoctorFilterSheet, DoctorFilterSidebar, FILTER_SHEET_ID } from "./doctor-filter-sheet";
import { DoctorFiltersForm } from "./doctor-filters-form";
import { DoctorFiltersUrlSync } from "./doctor-filters-url-sync";

export type DoctorSearchProps = {
  /** The filters of the URL this page was rendered for. */
  filters: DoctorFilterValues;
  specialtyName: string;
  subSpecialties: FilterOption[];
  meta: { total: number; perPage: number; page: number; lastPage: number };
  entities: FilterOption[];
  branches: BranchOption[];
  genders: FilterOption[];
  titles: FilterOption[];
  initialSpecialties: SpecialityPage;
  initialSpecialtiesKey: string;
  /** The localized /doctors path: the form's action without JavaScript. */
  action: string;
  /** The server-rendered results. */
  children: ReactNode;
};

/**
 * The interactive part of the doctors page: one filters store for this tree, the filter form
 * (a sidebar on large screens, a sheet below 1024 px), and the results the server rendered for
 * the current URL. Submitting writes the filters to the URL; the server renders the new results;
 * a URL change (Back/Forward included) flows back into the store.
 */
export function DoctorSearch(props: DoctorSearchProps) {
  const locale = useLocale();
  const [deps] = useState(() => ({
    searchDoctorsByName: (name: string) => lookupDoctorNames(locale, name),
  }));
  return (
    <DoctorFiltersProvider
      deps={deps}
      init={{
        filters: props.filters,
        allBranches: props.branches,
        specialtyName: props.specialtyName,
        subSpecialties: props.subSpecialties,
        total: props.meta.total,
        perPage: props.meta.perPage,
        lastPage: props.meta.lastPage,
      }}
    >
      <DoctorFiltersUrlSync filters={props.filters} specialtyName={props.specialtyName} subSpecialties={props.subSpecialties} meta={props.meta} />
      <SearchLayout {...props} />
    </DoctorFiltersProvider>
  );
}

function SearchLayout({ children, filters, ...props }: DoctorSearchProps) {
  const t = useTranslations("doctors.filters");
  const router = useRouter();
  const store = useDoctorFiltersStore();
  const [pending, startTransition] = useTransition();
  const [sheetOpen, setSheetOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const apply = useCallback(
    (values: DoctorFilterValues) => {
      const query = Object.fromEntries(searchParamsFromFilters(values));
      startTransition(() => {
        router.push({ pathname: "/doctors", query }, { scroll: false });
      });
    },
    [router],
  );

  const closeSheet = useCallback(() => {
    setSheetOpen(false);
    triggerRef.current?.focus();
  }, []);

  const applied = activeFilterCount(filters);
  const form = (inSheet: boolean) => (
    <DoctorFiltersForm
      {...props}
      inSheet={inSheet}
      onApply={(values) => {
        apply(values);
        if (inSheet) closeSheet();
      }}
      onClear={() => {
        store.getState().clearAll();
        apply(EMPTY_DOCTOR_FILTERS);
        if (inSheet) closeSheet();
      }}
    />
  );

  return (
    <div className="lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <div className="mb-4 flex items-center justify-between gap-3 lg:hidden">
        <button
          ref={triggerRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={sheetOpen}
          aria-controls={FILTER_SHEET_ID}
          onClick={() => setSheetOpen(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <FilterIcon size={16} className="shrink-0" />
          {t("open")}
          {applied > 0 ? (
            <span className="rounded-full bg-brand-700 px-2 text-xs leading-5 text-white">
              <span aria-hidden="true">{applied}</span>
              <span className="sr-only">{t("activeCount", { count: applied })}</span>
            </span>
          ) : null}
        </button>
      </div>

      {/* One form at a time: in the sheet while it is open, in the sidebar otherwise. */}
      <DoctorFilterSidebar>{sheetOpen ? null : form(false)}</DoctorFilterSidebar>
      <DoctorFilterSheet open={sheetOpen} onClose={closeSheet}>
        {form(true)}
      </DoctorFilterSheet>

      <div aria-busy={pending} className={pending ? "opacity-60 transition-opacity duration-300" : "transition-opacity duration-300"}>
        {children}
      </div>
    </div>
  );
}
