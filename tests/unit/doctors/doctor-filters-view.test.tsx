import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DoctorFiltersView, type DoctorFiltersData } from "@/components/doctors/doctor-filters-view";
import { EMPTY_DOCTOR_FILTERS } from "@/lib/doctors/search-params";
import { SERVER_FORM_WORDS, serverFormWords } from "@/lib/doctors/filter-form-words";
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
    const texts = serverFormWords(messages);
    for (const search of searches) {
      const html = renderToStaticMarkup(<DoctorFiltersView locale={locale} texts={texts} action="/doctors" {...lists} {...search} />);
      expect(html).toContain('role="search"');
      expect(html).toContain(messages.doctors.filters.formLabel);
      expect(html).not.toContain("doctors.filters.");
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it("sends no word the form does not show: each one left out is missed", () => {
    for (const left of SERVER_FORM_WORDS) {
      const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const texts: Record<string, unknown> = { ...serverFormWords(en) };
      delete texts[left];
      const html = searches
        .map((search) => renderToStaticMarkup(<DoctorFiltersView locale="en" texts={texts as DoctorFiltersData["texts"]} action="/doctors" {...lists} {...search} />))
        .join("");
      expect(`${html}${errors.mock.calls.length}`, left).toMatch(new RegExp(`doctors\\.filters\\.${left}\\b`));
      errors.mockRestore();
    }
  });
});
