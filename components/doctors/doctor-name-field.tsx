"use client";

import { useEffect, useRef } from "react";
import { useLocale, useTranslations } from "next-intl";
import { SoftLink } from "@/lib/navigation/soft-link";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";
import { useDoctorFilters, useDoctorFiltersStore } from "@/stores/doctor-filters-provider";
import { DoctorNameInput } from "./doctor-filter-fields";

/** The name filter, with live suggestions of matching doctors while typing. */
export function DoctorNameField() {
  const t = useTranslations("doctors.filters");
  const locale = useLocale() as Locale;
  const store = useDoctorFiltersStore();
  const value = useDoctorFilters((s) => s.name);
  const hits = useDoctorFilters((s) => s.nameResults);
  const nameQuery = useDoctorFilters((s) => s.nameQuery);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const shown = nameQuery !== "" && hits.length > 0;
  return (
    <DoctorNameInput
      t={t}
      value={value}
      onChange={(next) => {
        store.getState().setName(next);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => void store.getState().searchByName(next), 300);
      }}
      status={shown ? t("suggestionsCount", { count: hits.length }) : ""}
    >
      {shown ? (
        <div className="mt-2 rounded-lg border border-line bg-surface p-2">
          <p className="px-1 text-xs font-semibold text-muted">{t("suggestions")}</p>
          <ul>
            {hits.map((hit) => (
              <li key={hit.id}>
                <SoftLink
                  href={readablePathname({ locale, href: { pathname: "/doctor/[slug]", params: { slug: hit.slug } } })}
                  className="flex min-h-11 flex-col justify-center rounded-md px-2 py-1 text-sm hover:bg-white"
                >
                  <span className="font-semibold text-brand-700">
                    {hit.title} {hit.name}
                  </span>
                  <span className="text-xs text-muted">{hit.specialty}</span>
                </SoftLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </DoctorNameInput>
  );
}
