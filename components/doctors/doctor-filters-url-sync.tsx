"use client";

import { useLayoutEffect, useRef } from "react";
import { searchParamsFromFilters, type DoctorFilterValues } from "@/lib/doctors/search-params";
import type { FilterOption } from "@/stores/doctor-filters";
import { useDoctorFiltersStore } from "@/stores/doctor-filters-provider";

type Props = {
  filters: DoctorFilterValues;
  specialtyName: string;
  subSpecialties: FilterOption[];
  meta: { total: number; perPage: number; page: number; lastPage: number };
};

/** URL → store: every render for a new URL (navigation, Back/Forward) restores its filters. */
export function DoctorFiltersUrlSync({ filters, specialtyName, subSpecialties, meta }: Props) {
  const store = useDoctorFiltersStore();
  const key = JSON.stringify([searchParamsFromFilters(filters).toString(), specialtyName, subSpecialties, meta]);
  const synced = useRef(key);
  // A layout effect: the store must hold the new URL's filters before the browser paints or
  // handles the next input, or a quick change right after a navigation would be overwritten.
  useLayoutEffect(() => {
    // A re-render of the same URL (refresh, prefetch) must not undo what the visitor is choosing.
    if (synced.current === key) return;
    synced.current = key;
    const state = store.getState();
    state.syncFromUrl(filters, { specialtyName });
    state.setSubSpecialties(subSpecialties);
    state.setResults(meta);
  }, [store, key, filters, specialtyName, subSpecialties, meta]);
  return null;
}
