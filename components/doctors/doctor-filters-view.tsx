import { NextIntlClientProvider } from "next-intl";
import type { ServerFormWords } from "@/lib/doctors/filter-form-words";
import type { Locale } from "@/lib/i18n/routing";
import { DoctorSearchMarkup, type DoctorSearchMarkupProps } from "./doctor-search-markup";

/** What the server's filter form is drawn from: its lists, the URL's filters and the filters' words. */
export type DoctorFiltersData = DoctorSearchMarkupProps & {
  locale: Locale;
  texts: ServerFormWords;
};

/**
 * The doctor filters' server form (doctor-search-markup.tsx) drawn from its data alone: its words
 * come in the data, which the payload carries in place of the form's element tree, rather than
 * from the page's messages (KeptDoctorFilters, doctor-search-island.tsx).
 */
export function DoctorFiltersView({ locale, texts, ...markup }: DoctorFiltersData) {
  return (
    <NextIntlClientProvider locale={locale} messages={{ doctors: { filters: texts } }}>
      <DoctorSearchMarkup {...markup} />
    </NextIntlClientProvider>
  );
}
