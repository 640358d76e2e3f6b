import type { SpecialityPage } from "@/lib/api/broker";
import type messages from "@/messages/en.json";
import type { BranchOption, FilterOption } from "@/stores/doctor-filters";

/** The interactive doctor filters' lists and messages (lib/doctors/filter-data.ts), as the browser gets them. */
export type DoctorFilterData = {
  messages: (typeof messages)["doctors"]["filters"];
  entities: FilterOption[];
  branches: BranchOption[];
  genders: FilterOption[];
  titles: FilterOption[];
  initialSpecialties: SpecialityPage;
  /** The lookup key the first specialties answer (specialty-combobox.tsx): the branch and the limit. */
  initialSpecialtiesKey: string;
};
