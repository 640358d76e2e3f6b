"use client";

import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import { NextIntlClientProvider, useLocale, useTimeZone, useTranslations } from "next-intl";
import type { FormValues, IntentAction } from "@/components/lists/activate-on-intent";
import type { DoctorFilterData } from "@/lib/doctors/filter-data-types";
import { lookupDoctorNames } from "@/lib/doctors/lookup-client";
import { LOOKUP_PATHS, lookupUrl } from "@/lib/doctors/lookup-urls";
import {
  activeFilterCount,
  EMPTY_DOCTOR_FILTERS,
  filtersFromForm,
  searchParamsFromFilters,
  type DoctorFilterValues,
} from "@/lib/doctors/search-params";
import { useRouter } from "next/navigation";
import { localizedPath } from "@/lib/i18n/localized-path";
import type { Locale } from "@/lib/i18n/routing";
import { filterValuesOf, type DoctorFiltersStore, type FilterOption } from "@/stores/doctor-filters";
import { DoctorFiltersProvider, useDoctorFiltersStore } from "@/stores/doctor-filters-provider";
import { SPECIALTY_INPUT_ID } from "./doctor-filter-fields";
import { DoctorFilterSidebar, FilterSheetButton } from "./doctor-filter-panel";
import { DoctorFilterSheet, FILTER_SHEET_ID } from "./doctor-filter-sheet";
import { DoctorFiltersForm } from "./doctor-filters-form";
import { DoctorFiltersUrlSync } from "./doctor-filters-url-sync";
import { DOCTOR_FILTER_BUTTONS } from "./filter-field";

/**
 * What the page hands the filters (doctor-search-island.tsx). Their lists and messages are not
 * among them: they come with this code (`withFilterData`), the server's form lists every option.
 */
export type DoctorSearchProps = {
  /** The filters of the URL this page was rendered for. */
  filters: DoctorFilterValues;
  specialtyName: string;
  subSpecialties: FilterOption[];
  meta: { total: number; perPage: number; page: number; lastPage: number };
  /** The localized /doctors path: the form's action without JavaScript. */
  action: string;
};

const filterData = new Map<string, Promise<DoctorFilterData>>();

/**
 * This module with the filters' lists and messages for the language and branch (lib/doctors/filter-data.ts),
 * each fetched once a page (again after a failure, which leaves the server's form in place).
 */
export function withFilterData(locale: Locale, branch: number | null): Promise<{ DoctorSearch: typeof DoctorSearch; data: DoctorFilterData }> {
  const url = lookupUrl(LOOKUP_PATHS.doctorFilters, { lang: locale, branch });
  let data = filterData.get(url);
  if (!data) {
    data = fetch(url, { headers: { accept: "application/json" } }).then((response) => {
      if (!response.ok) throw new Error(`The doctor filters' data answered ${response.status}.`);
      return response.json() as Promise<DoctorFilterData>;
    });
    data.catch(() => filterData.delete(url));
    filterData.set(url, data);
  }
  return data.then((loaded) => ({ DoctorSearch, data: loaded }));
}

/** How this took the place of the server's form (doctor-search-island.tsx). */
type TakeOver = {
  /** What the visitor did to the server's form before this loaded. */
  intent: IntentAction | null;
  /** The server's form fields as they are now: what was chosen or typed there. */
  typed: () => FormValues;
  /** The results say they are being replaced while a search is on its way. */
  onPending: (pending: boolean) => void;
};

const pressed = (intent: IntentAction | null, id: string) => intent?.type === "press" && intent.id === id;

/**
 * The interactive doctor filters, fetched when the visitor turns to the server's form: one filters
 * store for this tree, the form (a sidebar on large screens, a sheet below 1024 px) and its "Filters"
 * button. Submitting writes the filters to the URL; the server renders the new results; a URL change
 * (Back/Forward included) flows back into the store.
 */
export function DoctorSearch({ data, intent, typed, onPending, ...props }: DoctorSearchProps & TakeOver & { data: DoctorFilterData }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const [deps] = useState(() => ({
    searchDoctorsByName: (name: string) => lookupDoctorNames(locale, name),
  }));
  // Rendered only in the browser, and first while the server's form is still on screen: the text
  // typed into its specialty box (no field of the form: the form sends the chosen id) is read here.
  const [typedSpecialty] = useState(() => {
    if (pressed(intent, DOCTOR_FILTER_BUTTONS.clearSpecialty)) return undefined;
    const box = document.getElementById(SPECIALTY_INPUT_ID);
    return box instanceof HTMLInputElement && box.value !== props.specialtyName ? box.value : undefined;
  });

  const prepare = (store: DoctorFiltersStore) => {
    const { applyChanges, resetSpecialty, searchSpecialties, searchByName } = store.getState();
    applyChanges(filtersFromForm(filterValuesOf(store.getState()), typed()));
    if (pressed(intent, DOCTOR_FILTER_BUTTONS.clearSpecialty)) resetSpecialty();
    if (typedSpecialty !== undefined) searchSpecialties(typedSpecialty);
    const { name } = store.getState();
    // A name typed there gets its suggestions, unless the form was sent with it.
    if (name !== props.filters.name && intent?.type !== "submit") void searchByName(name);
  };

  const { messages, ...lists } = data;
  return (
    // The filters' messages came with their data: the page's provider holds the cards' alone.
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={{ doctors: { filters: messages } }}>
      <DoctorFiltersProvider
        deps={deps}
        prepare={prepare}
        init={{
          filters: props.filters,
          allBranches: lists.branches,
          specialtyName: props.specialtyName,
          subSpecialties: props.subSpecialties,
          total: props.meta.total,
          perPage: props.meta.perPage,
          lastPage: props.meta.lastPage,
        }}
      >
        <DoctorFiltersUrlSync filters={props.filters} specialtyName={props.specialtyName} subSpecialties={props.subSpecialties} meta={props.meta} />
        <SearchFilters {...props} {...lists} intent={intent} onPending={onPending} typedSpecialty={typedSpecialty} />
      </DoctorFiltersProvider>
    </NextIntlClientProvider>
  );
}

function SearchFilters({
  filters,
  intent,
  onPending,
  typedSpecialty,
  ...props
}: DoctorSearchProps & Omit<DoctorFilterData, "messages"> & Omit<TakeOver, "typed"> & { typedSpecialty: string | undefined }) {
  // Next's own router with the route's path written here: next-intl's navigation is not in the page's first load.
  const router = useRouter();
  const locale = useLocale() as Locale;
  const t = useTranslations("doctors.filters");
  const store = useDoctorFiltersStore();
  const [pending, startTransition] = useTransition();
  const [sheetOpen, setSheetOpen] = useState(() => pressed(intent, DOCTOR_FILTER_BUTTONS.openSheet));
  // Only the first form shows what was typed into the server's box; a later one starts from the store.
  const [typedText, setTypedText] = useState(typedSpecialty);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => onPending(pending), [onPending, pending]);
  useEffect(() => () => onPending(false), [onPending]);

  const apply = useCallback(
    (values: DoctorFilterValues) => {
      const query = Object.fromEntries(searchParamsFromFilters(values));
      startTransition(() => {
        router.push(localizedPath(locale, { pathname: "/doctors", query }), { scroll: false });
      });
    },
    [router, locale],
  );

  const clearAll = useCallback(() => {
    store.getState().clearAll();
    apply(EMPTY_DOCTOR_FILTERS);
  }, [store, apply]);

  const openSheet = () => {
    setTypedText(undefined);
    setSheetOpen(true);
  };

  const closeSheet = useCallback(() => {
    setTypedText(undefined);
    setSheetOpen(false);
    triggerRef.current?.focus();
  }, []);

  // What the visitor did to the server's form runs here once, as if it had been done here.
  const intentTaken = useRef(false);
  useEffect(() => {
    if (intentTaken.current) return;
    intentTaken.current = true;
    if (intent?.type === "submit") apply({ ...filterValuesOf(store.getState()), page: 1 });
    else if (pressed(intent, DOCTOR_FILTER_BUTTONS.clearAll)) clearAll();
    // The pressed clear button is gone with the specialty: the box takes the focus, as it does here.
    else if (pressed(intent, DOCTOR_FILTER_BUTTONS.clearSpecialty)) document.getElementById(SPECIALTY_INPUT_ID)?.focus();
  });

  const form = (inSheet: boolean) => (
    <DoctorFiltersForm
      {...props}
      typedSpecialty={typedText}
      inSheet={inSheet}
      onApply={(values) => {
        apply(values);
        if (inSheet) closeSheet();
      }}
      onClear={() => {
        clearAll();
        if (inSheet) closeSheet();
      }}
    />
  );

  return (
    <>
      <FilterSheetButton
        t={t}
        applied={activeFilterCount(filters)}
        expanded={sheetOpen}
        controls={FILTER_SHEET_ID}
        buttonRef={triggerRef}
        onClick={openSheet}
      />
      {/* One form at a time: in the sheet while it is open, in the sidebar otherwise. */}
      <DoctorFilterSidebar t={t}>{sheetOpen ? null : form(false)}</DoctorFilterSidebar>
      <DoctorFilterSheet open={sheetOpen} onClose={closeSheet}>
        {form(true)}
      </DoctorFilterSheet>
    </>
  );
}
