"use client";

import { createContext, useContext, useRef, type ReactNode } from "react";
import { useStore } from "zustand";
import {
  createOfferFiltersStore,
  type OfferFiltersDeps,
  type OfferFiltersInit,
  type OfferFiltersState,
  type OfferFiltersStore,
} from "./offer-filters";

const OfferFiltersContext = createContext<OfferFiltersStore | null>(null);

/** One offers store per page tree, created once in a ref (a server renders many visitors). */
export function OfferFiltersProvider({
  init,
  deps,
  children,
}: {
  init: OfferFiltersInit;
  deps: OfferFiltersDeps;
  children: ReactNode;
}) {
  const storeRef = useRef<OfferFiltersStore | null>(null);
  if (storeRef.current === null) storeRef.current = createOfferFiltersStore(init, deps);
  return (
    // eslint-disable-next-line react-hooks/refs -- read once, after initialisation above
    <OfferFiltersContext.Provider value={storeRef.current}>{children}</OfferFiltersContext.Provider>
  );
}

export function useOfferFiltersStore(): OfferFiltersStore {
  const store = useContext(OfferFiltersContext);
  if (!store) throw new Error("useOfferFilters must be used inside <OfferFiltersProvider>.");
  return store;
}

export function useOfferFilters<T>(selector: (state: OfferFiltersState) => T): T {
  return useStore(useOfferFiltersStore(), selector);
}
