import { activeFilterCount, searchParamsFromFilters } from "@/lib/doctors/search-params";
import { createDoctorFiltersStore, filterValuesOf } from "@/stores/doctor-filters";
import { DoctorFilterFields, DoctorNameInput, SpecialtyField } from "./doctor-filter-fields";
import { DoctorFilterSidebar, FilterSheetButton } from "./doctor-filter-panel";
import type { BranchOption, FilterOption } from "@/stores/doctor-filters";
import type { DoctorSearchProps } from "./doctor-search";
import type { FilterWords } from "./filter-field";

/** The server's form lists every option (the interactive filters fetch theirs with their code). */
export type DoctorSearchMarkupProps = Omit<DoctorSearchProps, "meta"> & {
  entities: FilterOption[];
  branches: BranchOption[];
  genders: FilterOption[];
  titles: FilterOption[];
};

/**
 * The doctor filters as the server renders them, with no code of their own in the browser: one GET
 * form to the list, each field named by its URL key, so a search works without JavaScript. What it
 * shows comes from the same store the interactive filters start from (a facility's branches, its
 * only branch chosen), so the swap (doctor-search-island.tsx) changes nothing on screen.
 */
export function DoctorSearchMarkup({
  t,
  filters,
  specialtyName,
  subSpecialties,
  entities,
  branches,
  genders,
  titles,
  action,
}: DoctorSearchMarkupProps & { t: FilterWords }) {
  const shown = createDoctorFiltersStore({ filters, allBranches: branches, specialtyName, subSpecialties }).getState();
  return (
    <>
      <FilterSheetButton t={t} applied={activeFilterCount(filters)} />
      <DoctorFilterSidebar t={t}>
        <DoctorFilterFields
          t={t}
          // Native fields keep what was chosen in them across renders: a new URL starts them afresh.
          key={searchParamsFromFilters(filters).toString()}
          action={action}
          inSheet={false}
          options={{ entities, branches: shown.branches, subSpecialties: shown.subSpecialties, genders, titles }}
          values={filterValuesOf(shown)}
          name={<DoctorNameInput t={t} value={shown.name} />}
          specialty={<SpecialtyField t={t} specialty={shown.specialty} input={{ defaultValue: shown.specialtyName }} />}
        />
      </DoctorFilterSidebar>
    </>
  );
}
