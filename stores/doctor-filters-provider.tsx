"use client";

import { createContext, useContext, useRef, type ReactNode } from "react";
import { useStore } from "zustand";
import {
  createDoctorFiltersStore,
  type DoctorFiltersDeps,
  type DoctorFiltersInit,
  type DoctorFiltersState,
  type DoctorFiltersStore,
} from "./doctor-filters";

const DoctorFiltersContext = createContext<DoctorFiltersStore | null>(null);

/**
 * One doctor-filters store per page tree, created once in a ref (never a module singleton: a
 * server renders many visitors in one process).
 */
export function DoctorFiltersProvider({
  init,
  deps,
  prepare,
  children,
}: {
  init: DoctorFiltersInit;
  deps?: DoctorFiltersDeps;
  /** Runs once on the new store, before anything reads it (e.g. what was chosen before it existed). */
  prepare?: (store: DoctorFiltersStore) => void;
  children: ReactNode;
}) {
  const storeRef = useRef<DoctorFiltersStore | null>(null);
  if (storeRef.current === null) {
    const store = createDoctorFiltersStore(init, deps);
    prepare?.(store);
    storeRef.current = store;
  }
  return (
    // eslint-disable-next-line react-hooks/refs -- read once, after initialisation above
    <DoctorFiltersContext.Provider value={storeRef.current}>{children}</DoctorFiltersContext.Provider>
  );
}

export function useDoctorFiltersStore(): DoctorFiltersStore {
  const store = useContext(DoctorFiltersContext);
  if (!store) throw new Error("useDoctorFilters must be used inside <DoctorFiltersProvider>.");
  return store;
}

export function useDoctorFilters<T>(selector: (state: DoctorFiltersState) => T): T {
  return useStore(useDoctorFiltersStore(), selector);
}
