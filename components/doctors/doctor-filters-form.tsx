"use client";

import type { FormEvent } from "react";
import { useTranslations } from "next-intl";
import type { SpecialityPage } from "@/lib/api/broker";
import type { DoctorFilterValues } from "@/lib/doctors/search-params";
import { filterValuesOf, type FilterOption } from "@/stores/doctor-filters";
import { useDoctorFilters, useDoctorFiltersStore } from "@/stores/doctor-filters-provider";
import { DoctorFilterFields } from "./doctor-filter-fields";
import { DoctorNameField } from "./doctor-name-field";
import { SpecialtyCombobox } from "./specialty-combobox";

export type DoctorFiltersFormProps = {
  entities: FilterOption[];
  genders: FilterOption[];
  titles: FilterOption[];
  initialSpecialties: SpecialityPage;
  initialSpecialtiesKey: string;
  /** Text typed into the server's specialty box before this form took its place. */
  typedSpecialty?: string;
  /** The localized /doctors path: the form's action without JavaScript. */
  action: string;
  /** In the phone's sheet the submit button says "show results" and the buttons sit side by side. */
  inSheet: boolean;
  onApply: (values: DoctorFilterValues) => void;
  onClear: () => void;
};

/**
 * The doctor filters bound to the filters store (the same fields as the server's form,
 * doctor-filter-fields.tsx); submitting hands the store's filters to `onApply`.
 */
export function DoctorFiltersForm({
  entities,
  genders,
  titles,
  initialSpecialties,
  initialSpecialtiesKey,
  typedSpecialty,
  action,
  inSheet,
  onApply,
  onClear,
}: DoctorFiltersFormProps) {
  const t = useTranslations("doctors.filters");
  const store = useDoctorFiltersStore();
  const entity = useDoctorFilters((s) => s.entity);
  const branch = useDoctorFilters((s) => s.branchId);
  const branches = useDoctorFilters((s) => s.branches);
  const specialty = useDoctorFilters((s) => s.specialty);
  const subspecialty = useDoctorFilters((s) => s.subSpecialty);
  const subSpecialties = useDoctorFilters((s) => s.subSpecialties);
  const gender = useDoctorFilters((s) => s.gender);
  const title = useDoctorFilters((s) => s.title);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void store.getState().searchByName(""); // the suggestions have done their job
    onApply({ ...filterValuesOf(store.getState()), page: 1 });
  }

  const state = store.getState;

  return (
    <DoctorFilterFields
      t={t}
      action={action}
      inSheet={inSheet}
      options={{ entities, branches, subSpecialties, genders, titles }}
      values={{ entity, branch, specialty, subspecialty, gender, title }}
      on={{
        onSubmit: submit,
        onClear,
        onEntity: (id) => state().setEntity(id),
        onBranch: (id) => state().selectBranch(id),
        onSubSpecialty: (id) => state().selectSubSpecialty(id),
        onGender: (id) => state().setGender(id),
        onTitle: (id) => state().setTitle(id),
      }}
      name={<DoctorNameField />}
      specialty={<SpecialtyCombobox initial={initialSpecialties} initialKey={initialSpecialtiesKey} typed={typedSpecialty} />}
    />
  );
}
