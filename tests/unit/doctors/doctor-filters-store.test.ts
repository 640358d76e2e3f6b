import { describe, expect, it, vi } from "vitest";
import {
  createDoctorFiltersStore,
  filterValuesOf,
  SPECIALTY_SEARCH_LIMIT,
  type BranchOption,
  type NameSearchHit,
} from "@/stores/doctor-filters";
import { EMPTY_DOCTOR_FILTERS } from "@/lib/doctors/search-params";

const jeddah: BranchOption = { id: 1, name: "Jeddah", businessUnitId: 1 };
const riyadh: BranchOption = { id: 2, name: "Riyadh", businessUnitId: 1 };
const cairo: BranchOption = { id: 3, name: "Cairo", businessUnitId: 5 };

describe("doctor filters store", () => {
  it("creates independent stores (one per page tree)", () => {
    const a = createDoctorFiltersStore();
    const b = createDoctorFiltersStore();
    a.getState().setGender(1);
    expect(a.getState().gender).toBe(1);
    expect(b.getState().gender).toBeNull();
  });

  describe("branch list", () => {
    it("selects the only branch automatically, with its name", () => {
      const store = createDoctorFiltersStore();
      store.getState().setBranches([riyadh]);
      expect(store.getState().branchId).toBe(2);
      expect(store.getState().branchName).toBe("Riyadh");
    });

    it("does not select anything when there are several branches", () => {
      const store = createDoctorFiltersStore();
      store.getState().setBranches([jeddah, riyadh]);
      expect(store.getState().branchId).toBeNull();
      expect(store.getState().branchName).toBe("");
    });

    it("keeps a selected branch that is still in the new list, drops one that is not", () => {
      const store = createDoctorFiltersStore({ allBranches: [jeddah, riyadh, cairo] });
      store.getState().selectBranch(2);
      store.getState().setBranches([jeddah, riyadh]);
      expect(store.getState().branchName).toBe("Riyadh");
      store.getState().setBranches([jeddah, cairo]);
      expect(store.getState().branchId).toBeNull();
      expect(store.getState().branchName).toBe("");
    });

    it("choosing an entity with a single branch selects that branch", () => {
      const store = createDoctorFiltersStore({ allBranches: [jeddah, riyadh, cairo] });
      store.getState().setEntity(5);
      expect(store.getState().branches).toEqual([cairo]);
      expect(store.getState().branchId).toBe(3);
      expect(store.getState().branchName).toBe("Cairo");
      store.getState().setEntity(null);
      expect(store.getState().branches).toHaveLength(3);
      expect(store.getState().branchId).toBe(3);
    });

    it("a store created with a one-branch list starts with it selected", () => {
      const store = createDoctorFiltersStore({ allBranches: [cairo] });
      expect(store.getState().branchId).toBe(3);
      expect(store.getState().branchName).toBe("Cairo");
    });

    it("selecting a branch records its name; null clears both", () => {
      const store = createDoctorFiltersStore({ allBranches: [jeddah, riyadh] });
      store.getState().selectBranch(1);
      expect(store.getState().branchName).toBe("Jeddah");
      store.getState().selectBranch(null);
      expect(store.getState().branchId).toBeNull();
      expect(store.getState().branchName).toBe("");
    });
  });

  describe("specialty search", () => {
    it("starts at limit 10", () => {
      expect(createDoctorFiltersStore().getState().specialtyLimit).toBe(10);
      expect(SPECIALTY_SEARCH_LIMIT).toBe(10);
    });

    it("grows the limit by the given count on each load-more", () => {
      const store = createDoctorFiltersStore();
      store.getState().loadMoreSpecialties(5);
      expect(store.getState().specialtyLimit).toBe(15);
      store.getState().loadMoreSpecialties(7);
      expect(store.getState().specialtyLimit).toBe(22);
      store.getState().loadMoreSpecialties();
      expect(store.getState().specialtyLimit).toBe(32);
    });

    it("a new search resets the limit to 10 and remembers the text", () => {
      const store = createDoctorFiltersStore();
      store.getState().loadMoreSpecialties(20);
      store.getState().searchSpecialties("cardio");
      expect(store.getState().specialtyLimit).toBe(10);
      expect(store.getState().specialtyQuery).toBe("cardio");
    });
  });

  describe("specialty and sub-specialties", () => {
    it("selecting a specialty records its name and clears the sub-specialty", () => {
      const store = createDoctorFiltersStore();
      store.getState().selectSpecialty({ id: 4, name: "Cardiology" });
      store.getState().setSubSpecialties([{ id: 40, name: "Heart failure" }]);
      store.getState().selectSubSpecialty(40);
      store.getState().selectSpecialty({ id: 5, name: "Dermatology" });
      expect(store.getState()).toMatchObject({ specialty: 5, specialtyName: "Dermatology", subSpecialty: null, subSpecialties: [] });
    });

    it("resetting the specialty clears its name and the sub-specialties with the selection", () => {
      const store = createDoctorFiltersStore();
      store.getState().selectSpecialty({ id: 4, name: "Cardiology" });
      store.getState().setSubSpecialties([{ id: 40, name: "Heart failure" }]);
      store.getState().selectSubSpecialty(40);
      store.getState().resetSpecialty();
      expect(store.getState()).toMatchObject({ specialty: null, specialtyName: "", subSpecialty: null, subSpecialties: [] });
    });

    it("selectSpecialty(null) is a reset", () => {
      const store = createDoctorFiltersStore();
      store.getState().selectSpecialty({ id: 4, name: "Cardiology" });
      store.getState().selectSpecialty(null);
      expect(store.getState().specialtyName).toBe("");
    });

    it("without a specialty, sub-specialties are cleared with the selection", () => {
      const store = createDoctorFiltersStore({ subSpecialty: 40 });
      store.getState().setSubSpecialties([{ id: 40, name: "Heart failure" }]);
      expect(store.getState().subSpecialties).toEqual([]);
      expect(store.getState().subSpecialty).toBeNull();
      store.getState().selectSubSpecialty(40);
      expect(store.getState().subSpecialty).toBeNull();
    });

    it("a store created without a specialty drops a sub-specialty it was given", () => {
      const store = createDoctorFiltersStore({ subSpecialty: 40, subSpecialties: [{ id: 40, name: "x" }] });
      expect(store.getState().subSpecialty).toBeNull();
      expect(store.getState().subSpecialties).toEqual([]);
    });

    it("a new sub-specialty list keeps a selection it contains and drops one it does not", () => {
      const store = createDoctorFiltersStore();
      store.getState().selectSpecialty({ id: 4, name: "Cardiology" });
      store.getState().setSubSpecialties([{ id: 40, name: "a" }, { id: 41, name: "b" }]);
      store.getState().selectSubSpecialty(41);
      store.getState().setSubSpecialties([{ id: 41, name: "b" }]);
      expect(store.getState().subSpecialty).toBe(41);
      store.getState().setSubSpecialties([{ id: 40, name: "a" }]);
      expect(store.getState().subSpecialty).toBeNull();
    });
  });

  it("resetting filters clears gender, title, sub-specialty and per-page, and keeps the rest", () => {
    const store = createDoctorFiltersStore({ allBranches: [jeddah, riyadh] });
    const s = store.getState();
    s.selectBranch(1);
    s.setName("Sara");
    s.selectSpecialty({ id: 4, name: "Cardiology" });
    s.setSubSpecialties([{ id: 40, name: "a" }]);
    s.selectSubSpecialty(40);
    s.setGender(2);
    s.setTitle(3);
    s.setResults({ total: 30, perPage: 12, page: 2, lastPage: 3 });
    store.getState().resetFilters();
    expect(store.getState()).toMatchObject({
      gender: null,
      title: null,
      subSpecialty: null,
      perPage: null,
      branchId: 1,
      branchName: "Jeddah",
      specialty: 4,
      specialtyName: "Cardiology",
      name: "Sara",
    });
  });

  it("clearAll returns to all doctors", () => {
    const store = createDoctorFiltersStore({ allBranches: [jeddah, riyadh, cairo] });
    const s = store.getState();
    s.setEntity(1);
    s.selectBranch(1);
    s.setName("Sara");
    s.selectSpecialty({ id: 4, name: "Cardiology" });
    s.setGender(2);
    store.getState().clearAll();
    expect(filterValuesOf(store.getState())).toEqual(EMPTY_DOCTOR_FILTERS);
    expect(store.getState().branches).toHaveLength(3);
    expect(store.getState().specialtyName).toBe("");
  });

  it("changing a filter returns to page 1", () => {
    const store = createDoctorFiltersStore();
    store.getState().setPage(3);
    expect(store.getState().page).toBe(3);
    store.getState().setGender(1);
    expect(store.getState().page).toBe(1);
    store.getState().setPage(0);
    expect(store.getState().page).toBe(1);
  });

  describe("name search", () => {
    const hit: NameSearchHit = { id: 9, name: "Sara", slug: "sara", title: "Consultant", specialty: "Cardiology" };

    it("an empty name clears the list and makes no call", async () => {
      const search = vi.fn(async () => [hit]);
      const store = createDoctorFiltersStore({}, { searchDoctorsByName: search });
      await store.getState().searchByName("Sa");
      expect(store.getState().nameResults).toEqual([hit]);
      search.mockClear();
      await store.getState().searchByName("");
      expect(search).not.toHaveBeenCalled();
      expect(store.getState().nameResults).toEqual([]);
      await store.getState().searchByName("   ");
      expect(search).not.toHaveBeenCalled();
      expect(store.getState().nameQuery).toBe("");
    });

    it("calls the search with the trimmed name", async () => {
      const search = vi.fn(async () => [hit]);
      const store = createDoctorFiltersStore({}, { searchDoctorsByName: search });
      await store.getState().searchByName("  Sara ");
      expect(search).toHaveBeenCalledWith("Sara");
      expect(store.getState().nameSearching).toBe(false);
    });

    it("must be a string", async () => {
      const search = vi.fn(async () => [hit]);
      const store = createDoctorFiltersStore({}, { searchDoctorsByName: search });
      for (const bad of [undefined, null, 42, {}, ["Sara"]]) {
        await expect(store.getState().searchByName(bad)).rejects.toThrow(TypeError);
      }
      expect(search).not.toHaveBeenCalled();
    });

    it("an older, slower answer does not overwrite a newer one", async () => {
      let resolveSlow: (hits: NameSearchHit[]) => void = () => {};
      const search = vi
        .fn<(name: string) => Promise<NameSearchHit[]>>()
        .mockImplementationOnce(() => new Promise((resolve) => (resolveSlow = resolve)))
        .mockImplementationOnce(async () => [hit]);
      const store = createDoctorFiltersStore({}, { searchDoctorsByName: search });
      const slow = store.getState().searchByName("S");
      await store.getState().searchByName("Sara");
      resolveSlow([{ ...hit, id: 1, name: "Samir" }]);
      await slow;
      expect(store.getState().nameResults).toEqual([hit]);
    });

    it("clearing while a search is in flight leaves the list empty", async () => {
      let resolveSlow: (hits: NameSearchHit[]) => void = () => {};
      const search = vi.fn(() => new Promise<NameSearchHit[]>((resolve) => (resolveSlow = resolve)));
      const store = createDoctorFiltersStore({}, { searchDoctorsByName: search });
      const pending = store.getState().searchByName("Sa");
      await store.getState().searchByName("");
      resolveSlow([hit]);
      await pending;
      expect(store.getState().nameResults).toEqual([]);
      expect(store.getState().nameSearching).toBe(false);
    });
  });

  it("syncFromUrl restores filters (Back/Forward) with the branch name looked up", () => {
    const store = createDoctorFiltersStore({ allBranches: [jeddah, riyadh, cairo] });
    store.getState().setGender(1);
    store.getState().syncFromUrl(
      { ...EMPTY_DOCTOR_FILTERS, branch: 2, specialty: 4, subspecialty: 40, title: 3, page: 2 },
      { specialtyName: "Cardiology" },
    );
    expect(store.getState()).toMatchObject({
      branchId: 2,
      branchName: "Riyadh",
      specialty: 4,
      specialtyName: "Cardiology",
      subSpecialty: 40,
      gender: null,
      title: 3,
      page: 2,
    });
    store.getState().syncFromUrl(EMPTY_DOCTOR_FILTERS);
    expect(filterValuesOf(store.getState())).toEqual(EMPTY_DOCTOR_FILTERS);
    expect(store.getState().specialtyName).toBe("");
  });

  it("filters given at creation come from the URL form", () => {
    const store = createDoctorFiltersStore({
      allBranches: [jeddah, riyadh],
      filters: { ...EMPTY_DOCTOR_FILTERS, branch: 1, specialty: 4, subspecialty: 40, name: "Sara" },
      specialtyName: "Cardiology",
      subSpecialties: [{ id: 40, name: "a" }],
    });
    expect(store.getState()).toMatchObject({ branchId: 1, branchName: "Jeddah", specialty: 4, subSpecialty: 40, name: "Sara" });
  });

  describe("changes made before the store existed (the server's form)", () => {
    const init = () =>
      createDoctorFiltersStore({
        allBranches: [jeddah, riyadh, cairo],
        filters: { ...EMPTY_DOCTOR_FILTERS, branch: 1, specialty: 4, subspecialty: 40, page: 3 },
        specialtyName: "Cardiology",
        subSpecialties: [{ id: 40, name: "a" }, { id: 41, name: "b" }],
      });

    it("goes through each filter's own rules: a facility narrows the branches and picks its only one", () => {
      const store = init();
      store.getState().applyChanges({ ...filterValuesOf(store.getState()), entity: 5, gender: 2, name: "Sara" });
      expect(store.getState()).toMatchObject({ entity: 5, branchId: 3, branchName: "Cairo", gender: 2, name: "Sara", page: 1 });
      expect(store.getState().branches).toEqual([cairo]);
    });

    it("keeps what did not change, refuses a sub-specialty of another specialty, and can clear the specialty", () => {
      const store = init();
      store.getState().applyChanges({ ...filterValuesOf(store.getState()), subspecialty: 99, title: 3 });
      expect(store.getState()).toMatchObject({ branchId: 1, specialty: 4, specialtyName: "Cardiology", subSpecialty: null, title: 3 });

      store.getState().applyChanges({ ...filterValuesOf(store.getState()), subspecialty: 41 });
      expect(store.getState().subSpecialty).toBe(41);

      store.getState().applyChanges({ ...filterValuesOf(store.getState()), specialty: null, subspecialty: null });
      expect(store.getState()).toMatchObject({ specialty: null, specialtyName: "", subSpecialty: null, subSpecialties: [] });
    });

    it("changes nothing, the page included, when the form shows what the store has", () => {
      const store = init();
      const before = filterValuesOf(store.getState());
      store.getState().applyChanges(before);
      expect(filterValuesOf(store.getState())).toEqual(before);
      expect(store.getState().page).toBe(3);
    });
  });
});
