import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DoctorFiltersView, type DoctorFiltersData } from "@/components/doctors/doctor-filters-view";
import { EMPTY_DOCTOR_FILTERS } from "@/lib/doctors/search-params";
import { SERVER_FORM_WORDS, serverFormTexts } from "@/lib/doctors/filter-form-words";
import { activeFilterCount } from "@/lib/doctors/search-params";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

const lists = {
  entities: [
    { id: 1, name: "Al Nada Specialist Hospital" },
    { id: 5, name: "Al Nada Hospitals Egypt" },
  ],
  branches: [
    { id: 1, name: "Al Rawdah – Jeddah", businessUnitId: 1 },
    { id: 2, name: "Obhur – Jeddah", businessUnitId: 1 },
    { id: 8, name: "New Cairo Hospital", businessUnitId: 5 },
  ],
  genders: [
    { id: 1, name: "Male" },
    { id: 2, name: "Female" },
  ],
  titles: [{ id: 2, name: "Consultant" }],
};

const searches: Array<Pick<DoctorFiltersData, "filters" | "specialtyName" | "subSpecialties">> = [
  { filters: EMPTY_DOCTOR_FILTERS, specialtyName: "", subSpecialties: [] },
  {
    filters: { ...EMPTY_DOCTOR_FILTERS, name: "Soliman", entity: 5, branch: 8, specialty: 21, subspecialty: 3, gender: 2, title: 2 },
    specialtyName: "Cardiology",
    subSpecialties: [{ id: 3, name: "Echocardiography" }],
  },
  { filters: { ...EMPTY_DOCTOR_FILTERS, specialty: 21 }, specialtyName: "Cardiology", subSpecialties: [] },
];

afterEach(() => vi.restoreAllMocks());

describe("the doctor filters' server form drawn from its data (doctor-filters-view.tsx)", () => {
  it.each([
    ["en", en],
    ["ar", ar],
  ] as const)("shows every word it needs from the words the page sends (%s), in every state of the form", (locale, messages) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const search of searches) {
      const texts = serverFormTexts(messages, locale, activeFilterCount(search.filters));
      const html = renderToStaticMarkup(<DoctorFiltersView texts={texts} action="/doctors" {...lists} {...search} />);
      expect(html).toContain('role="search"');
      expect(html).toContain(messages.doctors.filters.formLabel);
      expect(html).not.toContain("doctors.filters.");
      // The count of applied filters comes said, not as its message's source.
      expect(html).not.toContain("{count");
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it("sends no word the form does not show: each one left out is missed", () => {
    for (const left of SERVER_FORM_WORDS) {
      const html = searches
        .map((search) => {
          const texts: Record<string, unknown> = { ...serverFormTexts(en, "en", activeFilterCount(search.filters)) };
          delete texts[left];
          return renderToStaticMarkup(<DoctorFiltersView texts={texts as DoctorFiltersData["texts"]} action="/doctors" {...lists} {...search} />);
        })
        .join("");
      expect(html, left).toMatch(new RegExp(`doctors\\.filters\\.${left}\\b`));
    }
  });
});
