"use client";

import { useSyncExternalStore, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import type { SpecialityPage } from "@/lib/api/broker";
import type { DoctorFilterValues } from "@/lib/doctors/search-params";
import { filterValuesOf, type FilterOption } from "@/stores/doctor-filters";
import { useDoctorFilters, useDoctorFiltersStore } from "@/stores/doctor-filters-provider";
import { SearchIcon } from "@/components/ui/icons";
import { DoctorNameField } from "./doctor-name-field";
import { FilterSelect, filterLabelClass } from "./filter-field";
import { SpecialtyCombobox } from "./specialty-combobox";

export type DoctorFiltersFormProps = {
  entities: FilterOption[];
  genders: FilterOption[];
  titles: FilterOption[];
  initialSpecialties: SpecialityPage;
  initialSpecialtiesKey: string;
  /** The localized /doctors path: the form's action without JavaScript. */
  action: string;
  /** In the phone's sheet the submit button says "show results" and the buttons sit side by side. */
  inSheet: boolean;
  onApply: (values: DoctorFilterValues) => void;
  onClear: () => void;
};

const noopSubscribe = () => () => {};

/**
 * The doctor filters as one form (SPEC §3 "Doctor list filters"): a plain GET form to /doctors
 * before the page's script runs, then bound to the filters store; submitting hands the store's
 * filters to `onApply`.
 */
export function DoctorFiltersForm({
  entities,
  genders,
  titles,
  initialSpecialties,
  initialSpecialtiesKey,
  action,
  inSheet,
  onApply,
  onClear,
}: DoctorFiltersFormProps) {
  const t = useTranslations("doctors.filters");
  const store = useDoctorFiltersStore();
  const entity = useDoctorFilters((s) => s.entity);
  const branchId = useDoctorFilters((s) => s.branchId);
  const branches = useDoctorFilters((s) => s.branches);
  const specialty = useDoctorFilters((s) => s.specialty);
  const subSpecialty = useDoctorFilters((s) => s.subSpecialty);
  const subSpecialties = useDoctorFilters((s) => s.subSpecialties);
  const gender = useDoctorFilters((s) => s.gender);
  const title = useDoctorFilters((s) => s.title);

  // False on the server and during hydration: tests (and nothing else) wait for it.
  const hydrated = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void store.getState().searchByName(""); // the suggestions have done their job
    onApply({ ...filterValuesOf(store.getState()), page: 1 });
  }

  const state = store.getState;

  return (
    <form
      role="search"
      aria-label={t("formLabel")}
      method="get"
      action={action}
      onSubmit={submit}
      className="flex min-h-0 flex-1 flex-col"
      data-testid="doctor-filters-form"
      data-hydrated={hydrated ? "true" : undefined}
    >
      <div className="flex flex-col gap-4 overflow-y-auto px-4 py-4">
        <DoctorNameField />

        {entities.length > 1 ? (
          <FilterSelect name="entity" label={t("entity")} all={t("allEntities")} options={entities} value={entity} onChange={(id) => state().setEntity(id)} />
        ) : null}

        <FilterSelect name="branch" label={t("branch")} all={t("allBranches")} options={branches} value={branchId} onChange={(id) => state().selectBranch(id)} />

        <SpecialtyCombobox initial={initialSpecialties} initialKey={initialSpecialtiesKey} />

        <FilterSelect
          name="subspecialty"
          label={t("subspecialty")}
          all={t("allSubspecialties")}
          options={subSpecialties}
          value={subSpecialty}
          onChange={(id) => state().selectSubSpecialty(id)}
          disabled={specialty === null || subSpecialties.length === 0}
          hint={specialty === null ? t("chooseSpecialtyFirst") : undefined}
        />

        <fieldset>
          <legend className={filterLabelClass}>{t("gender")}</legend>
          <div className="flex flex-wrap gap-2">
            {[{ id: 0, name: t("anyGender") }, ...genders].map((option) => {
              const value = option.id === 0 ? null : option.id;
              const checked = gender === value;
              return (
                <label
                  key={option.id}
                  className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 ${
                    checked ? "border-brand-600 bg-brand-50 font-semibold text-brand-800" : "border-line-strong text-ink"
                  }`}
                >
                  <input
                    type="radio"
                    name="gender"
                    value={value ?? ""}
                    checked={checked}
                    onChange={() => state().setGender(value)}
                    className="size-4 accent-brand-700"
                  />
                  {option.name}
                </label>
              );
            })}
          </div>
        </fieldset>

        <FilterSelect name="title" label={t("title")} all={t("allTitles")} options={titles} value={title} onChange={(id) => state().setTitle(id)} />
      </div>

      <div className={`flex gap-2 border-t border-line px-4 py-3 ${inSheet ? "" : "lg:flex-col"}`}>
        <button
          type="submit"
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          <SearchIcon size={16} className="shrink-0" />
          {inSheet ? t("showResults") : t("search")}
        </button>
        <button
          type="button"
          onClick={onClear}
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-line-strong px-4 font-semibold text-ink hover:bg-surface"
        >
          {t("clear")}
        </button>
      </div>
    </form>
  );
}
