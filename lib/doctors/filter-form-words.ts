import { pickedMessages } from "@/lib/intl/client-messages";
import type { DoctorFilterData } from "./filter-data-types";

type FilterWords = DoctorFilterData["messages"];

/**
 * The filters' words the server's form shows (doctor-search-markup.tsx, outside the phone's sheet),
 * proven by tests/unit/doctors/doctor-filters-view.test.tsx: the page's payload carries these, and
 * the interactive filters' own words (suggestions, the combobox's states, the sheet's) come with
 * their code.
 */
export const SERVER_FORM_WORDS = [
  "open",
  "activeCount",
  "heading",
  "formLabel",
  "name",
  "namePlaceholder",
  "entity",
  "allEntities",
  "branch",
  "allBranches",
  "specialty",
  "specialtyPlaceholder",
  "clearSpecialty",
  "subspecialty",
  "allSubspecialties",
  "chooseSpecialtyFirst",
  "gender",
  "anyGender",
  "title",
  "allTitles",
  "search",
  "clear",
] as const satisfies ReadonlyArray<keyof FilterWords>;

export type ServerFormWords = Pick<FilterWords, (typeof SERVER_FORM_WORDS)[number]>;

/** The server form's words out of a locale's catalogue, picked once per catalogue. */
export function serverFormWords(messages: Record<string, unknown>): ServerFormWords {
  const { doctors } = pickedMessages(messages, { "doctors.filters": SERVER_FORM_WORDS }) as { doctors: { filters: ServerFormWords } };
  return doctors.filters;
}
