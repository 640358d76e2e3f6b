import type { ServerFormTexts } from "@/lib/doctors/filter-form-words";
import { DoctorSearchMarkup, type DoctorSearchMarkupProps } from "./doctor-search-markup";
import type { FilterWords } from "./filter-field";

/** What the server's filter form is drawn from: its lists, the URL's filters and the filters' words. */
export type DoctorFiltersData = DoctorSearchMarkupProps & {
  texts: ServerFormTexts;
};

/**
 * The doctor filters' server form (doctor-search-markup.tsx) drawn from its data alone: its words
 * come in the data, which the payload carries in place of the form's element tree, rather than
 * from the page's messages (KeptDoctorFilters, doctor-search-island.tsx). They are passed down as a
 * lookup, so the form reads no context and formats nothing: the server writes its markup once per
 * process for the same data instead of rendering it on every request. A word it lacks shows as
 * next-intl shows a missing message, by its key.
 */
export function DoctorFiltersView({ texts, ...markup }: DoctorFiltersData) {
  const words: Partial<Record<string, string>> = texts;
  const t: FilterWords = (key) => words[key] ?? `doctors.filters.${key}`;
  return <DoctorSearchMarkup t={t} {...markup} />;
}
