import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  doctorsApiQuery,
  EMPTY_DOCTOR_FILTERS,
  filtersFromForm,
  filtersFromSearchParams,
  parseId,
  searchParamsFromFilters,
  type DoctorFilterValues,
} from "@/lib/doctors/search-params";

const full: DoctorFilterValues = {
  entity: 1,
  branch: 2,
  specialty: 4,
  subspecialty: 40,
  name: "سارة",
  gender: 2,
  title: 3,
  sort: null,
  available: null,
  page: 2,
};

describe("doctor search URL ↔ filters", () => {
  it("reads every key", () => {
    const params = new URLSearchParams("name=Sara&entity=1&branch=2&specialty=4&subspecialty=40&gender=2&title=3&page=5");
    expect(filtersFromSearchParams(params)).toEqual({
      entity: 1,
      branch: 2,
      specialty: 4,
      subspecialty: 40,
      name: "Sara",
      gender: 2,
      title: 3,
      sort: null,
      available: null,
      page: 5,
    });
  });

  it("reads Next's searchParams object (arrays take the first value)", () => {
    expect(filtersFromSearchParams({ branch: ["2", "3"], name: undefined, gender: "1" })).toEqual({
      ...EMPTY_DOCTOR_FILTERS,
      branch: 2,
      gender: 1,
    });
  });

  it("ignores invalid values", () => {
    expect(
      filtersFromSearchParams({ branch: "abc", gender: "0", title: "-1", page: "1.5", specialty: "1e3", entity: " " }),
    ).toEqual(EMPTY_DOCTOR_FILTERS);
    expect(filtersFromSearchParams(null)).toEqual(EMPTY_DOCTOR_FILTERS);
  });

  it("drops a sub-specialty without a specialty", () => {
    expect(filtersFromSearchParams({ subspecialty: "40" }).subspecialty).toBeNull();
    expect(searchParamsFromFilters({ ...EMPTY_DOCTOR_FILTERS, subspecialty: 40 }).toString()).toBe("");
  });

  it("trims and bounds the name", () => {
    expect(filtersFromSearchParams({ name: "  Sara  " }).name).toBe("Sara");
    expect(filtersFromSearchParams({ name: "x".repeat(500) }).name).toHaveLength(80);
  });

  it("writes only non-empty values, in a stable order, page only after 1", () => {
    expect(searchParamsFromFilters(EMPTY_DOCTOR_FILTERS).toString()).toBe("");
    expect(searchParamsFromFilters({ ...EMPTY_DOCTOR_FILTERS, name: "  " }).toString()).toBe("");
    expect(searchParamsFromFilters(full).toString()).toBe(
      "name=%D8%B3%D8%A7%D8%B1%D8%A9&entity=1&branch=2&specialty=4&subspecialty=40&gender=2&title=3&page=2",
    );
  });

  it("round-trips", () => {
    expect(filtersFromSearchParams(searchParamsFromFilters(full))).toEqual(full);
    expect(filtersFromSearchParams(searchParamsFromFilters(EMPTY_DOCTOR_FILTERS))).toEqual(EMPTY_DOCTOR_FILTERS);
  });

  it("writes no query for no filters", () => {
    expect(searchParamsFromFilters(EMPTY_DOCTOR_FILTERS).toString()).toBe("");
    expect(searchParamsFromFilters({ ...EMPTY_DOCTOR_FILTERS, gender: 1 }).toString()).toBe("gender=1");
  });

  it("maps to the backend query of SPEC §7", () => {
    expect(doctorsApiQuery(full)).toEqual({
      entity_id: 1,
      branch_id: 2,
      name: "سارة",
      speciality_id: 4,
      sub_speciality_id: 40,
      gender_id: 2,
      supervisor_level_id: 3,
      // A chosen specialty lists the soonest free doctors first unless another order is asked.
      sort_key: "soonest",
      available: null,
      page: 2,
    });
    expect(doctorsApiQuery({ ...EMPTY_DOCTOR_FILTERS, subspecialty: 9 }).sub_speciality_id).toBeNull();
    expect(doctorsApiQuery({ ...full, sort: "order" }).sort_key).toBeNull();
    expect(doctorsApiQuery({ ...EMPTY_DOCTOR_FILTERS }).sort_key).toBeNull();
    expect(doctorsApiQuery({ ...EMPTY_DOCTOR_FILTERS, sort: "soonest", available: "today" })).toMatchObject({ sort_key: "soonest", available: "today" });
  });

  it("carries the order and the availability in the URL, and ignores values it does not know", () => {
    const filters = filtersFromSearchParams(new URLSearchParams("specialty=4&sort=soonest&available=week"));
    expect(filters).toMatchObject({ specialty: 4, sort: "soonest", available: "week" });
    expect(searchParamsFromFilters(filters).toString()).toBe("specialty=4&sort=soonest&available=week");
    expect(filtersFromSearchParams(new URLSearchParams("sort=price&available=tomorrow"))).toMatchObject({ sort: null, available: null });
    expect(activeFilterCount({ ...EMPTY_DOCTOR_FILTERS, available: "today" })).toBe(1);
    expect(activeFilterCount({ ...EMPTY_DOCTOR_FILTERS, sort: "soonest" })).toBe(0);
  });

  it("counts the filters that narrow the list, the page aside", () => {
    expect(activeFilterCount(EMPTY_DOCTOR_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_DOCTOR_FILTERS, page: 4 })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_DOCTOR_FILTERS, title: 1 })).toBe(1);
  });

  it("parseId", () => {
    expect(parseId("12")).toBe(12);
    expect(parseId(" 7 ")).toBe(7);
    expect(parseId("0")).toBeNull();
    expect(parseId(undefined)).toBeNull();
    expect(parseId("9999999999")).toBeNull();
  });

  it("reads a search form's fields over the filters it showed; a field it did not send keeps its value", () => {
    const shown = { ...EMPTY_DOCTOR_FILTERS, branch: 1, specialty: 4, subspecialty: 40, gender: 1, page: 2 };
    // A disabled sub-specialty and the page are not sent; "" is "all"; the first of repeated values counts.
    expect(filtersFromForm(shown, { name: [" Sara "], entity: [""], branch: ["2", "9"], specialty: ["4"], gender: [""], title: ["3"] })).toEqual({
      ...shown,
      name: "Sara",
      branch: 2,
      gender: null,
      title: 3,
    });
    expect(filtersFromForm(shown, {})).toEqual(shown);
    // Without its specialty a sub-specialty means nothing.
    expect(filtersFromForm(shown, { specialty: [""] })).toMatchObject({ specialty: null, subspecialty: null });
    expect(filtersFromForm(shown, { branch: ["abc"] }).branch).toBeNull();
  });
});
