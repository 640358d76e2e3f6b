"use client";

import { useLocale } from "next-intl";
import { useState, type ReactNode } from "react";
import { ActivateOnIntent } from "@/components/lists/activate-on-intent";
import { keptFromServer } from "@/components/ui/kept-from-server";
import type { Locale } from "@/lib/i18n/routing";
import type { DoctorSearchProps } from "./doctor-search";

/**
 * The doctor filters' server form, drawn by the server from its lists and words
 * (doctor-filters-view.tsx): the payload carries those instead of the form's element tree (every
 * option of every list). The browser keeps the form as written until the visitor turns to it (the
 * island below); a client navigation to another search draws it from its data, its view's code
 * loaded then. Here rather than in a module of its own: the page loads this one anyway.
 */
export const KeptDoctorFilters = keptFromServer(() => import("./doctor-filters-view").then((module) => module.DoctorFiltersView), "contents", {
  drawnInBrowser: true,
});

/**
 * The doctors page's layout: the filters beside (from 1024 px) or above the server's results. The
 * filters are the server's form (`children`, doctor-search-markup.tsx) until the visitor turns to
 * it: focuses a text box, changes a field, sends it or presses one of its buttons (the phone's
 * "Filters" included). Then the interactive filters (doctor-search.tsx: the store, the specialty
 * combobox, name suggestions, the sheet), fetched then and not with the page, with their lists and
 * messages, take its place with what was chosen there. While a search they sent is on its way, the
 * results say so.
 */
export function DoctorSearchIsland({ results, children, ...props }: DoctorSearchProps & { results: ReactNode; children: ReactNode }) {
  const [pending, setPending] = useState(false);
  const locale = useLocale() as Locale;
  // One loader for this island (ActivateOnIntent calls it on every intent): the branch of the page it came with.
  const [load] = useState(() => () => import("./doctor-search").then((module) => module.withFilterData(locale, props.filters.branch)));
  return (
    <div className="lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <ActivateOnIntent
        load={load}
        render={({ DoctorSearch, data }, intent, current) => <DoctorSearch {...props} data={data} intent={intent} typed={current} onPending={setPending} />}
      >
        {children}
      </ActivateOnIntent>
      <div aria-busy={pending} className={pending ? "opacity-60 transition-opacity duration-300" : "transition-opacity duration-300"}>
        {results}
      </div>
    </div>
  );
}
