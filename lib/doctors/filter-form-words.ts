import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/routing";
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

/**
 * The words the server's form is drawn with: its words, the count of applied filters already said
 * (`activeCount`, a plural the view would otherwise need a message formatter for in the browser).
 */
export type ServerFormTexts = Record<keyof ServerFormWords, string>;

/** Per catalogue's words, the texts for each count said so far (a handful: one per filter). */
const textsByCount = new WeakMap<ServerFormWords, Map<number, ServerFormTexts>>();

/** The server form's words for a page whose filters narrow the list by `applied`; one object per count. */
export function serverFormTexts(messages: Record<string, unknown>, locale: Locale, applied: number): ServerFormTexts {
  const words = serverFormWords(messages);
  let said = textsByCount.get(words);
  if (!said) textsByCount.set(words, (said = new Map()));
  let texts = said.get(applied);
  if (!texts) {
    const activeCount = createTranslator({ locale, messages: { doctors: { filters: words } }, namespace: "doctors.filters" })("activeCount", { count: applied });
    said.set(applied, (texts = { ...words, activeCount }));
  }
  return texts;
}

const SERVER_FORM_PICK = { "doctors.filters": SERVER_FORM_WORDS };

/** The server form's words out of a locale's catalogue, picked once per catalogue. */
function serverFormWords(messages: Record<string, unknown>): ServerFormWords {
  const { doctors } = pickedMessages(messages, SERVER_FORM_PICK) as { doctors: { filters: ServerFormWords } };
  return doctors.filters;
}
