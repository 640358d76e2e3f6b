import { createStore } from "zustand/vanilla";
import {
  DOCTOR_FILTER_FIELDS,
  DOCTOR_QUERY_KEYS,
  EMPTY_DOCTOR_FILTERS,
  type DoctorFilterStoreKey,
  type DoctorFilterStoreValues,
  type DoctorFilterValues,
  type DoctorQueryKey,
} from "@/lib/doctors/search-params";
import type { NameSearchHit } from "@/lib/doctors/lookup-client";

/**
 * What the visitor is doing in the doctor search (SPEC §3 "Doctor list filters" and the rules of
 * SPEC §4). A factory, never a module singleton: DoctorFiltersProvider creates one store per page
 * tree in a ref, so two visitors rendered by the same server never share filters.
 */

export type FilterOption = { id: number; name: string };
export type BranchOption = FilterOption & { businessUnitId: number };
export type { NameSearchHit };

/** SPEC §9: the specialty search starts at 10 results. */
export const SPECIALTY_SEARCH_LIMIT = 10;
/** Each "load more" asks for this many more specialties. */
export const SPECIALTY_LOAD_MORE_STEP = 10;

/** The filters themselves (as lib/doctors/search-params.ts declares them, under the store's names) and what the page knows beside them. */
export type DoctorFiltersData = DoctorFilterStoreValues & {
  branchName: string;
  specialtyName: string;
  total: number;
  /** The server's per-page (SPEC §9: doctors use the server's value); null until known. */
  perPage: number | null;
  lastPage: number;
  /** Every branch we know of; `branches` is the part that belongs to the chosen entity. */
  allBranches: BranchOption[];
  branches: BranchOption[];
  subSpecialties: FilterOption[];
  specialtyQuery: string;
  specialtyLimit: number;
  nameQuery: string;
  nameResults: NameSearchHit[];
  nameSearching: boolean;
};

export type DoctorFiltersActions = {
  setEntity: (entity: number | null) => void;
  /** Replaces the branch list; exactly one branch selects it automatically, with its name. */
  setBranches: (branches: BranchOption[]) => void;
  selectBranch: (branchId: number | null) => void;
  selectSpecialty: (specialty: FilterOption | null) => void;
  /** Clears the specialty, its name and (without a specialty) the sub-specialties. */
  resetSpecialty: () => void;
  setSubSpecialties: (subSpecialties: FilterOption[]) => void;
  selectSubSpecialty: (id: number | null) => void;
  setGender: (gender: number | null) => void;
  setTitle: (title: number | null) => void;
  setName: (name: string) => void;
  setPage: (page: number) => void;
  /** A new specialty search: remembers the text and resets the limit to 10. */
  searchSpecialties: (query: string) => void;
  /** "Load more" in the specialty list: grows the limit by `count`. */
  loadMoreSpecialties: (count?: number) => void;
  /** Clears gender, title, sub-specialty and per-page (SPEC §4). */
  resetFilters: () => void;
  /** Everything back to "all doctors". */
  clearAll: () => void;
  /** The paging facts of the last server answer. */
  setResults: (meta: { total: number; perPage: number; page: number; lastPage: number }) => void;
  /**
   * The live name search. Throws a TypeError for a non-string; an empty (or blank) name clears
   * the list and makes no call.
   */
  searchByName: (name: unknown) => Promise<void>;
  /** The filters the URL (or the server render for it) says, e.g. after Back/Forward. */
  syncFromUrl: (values: DoctorFilterValues, names?: { specialtyName?: string }) => void;
  /**
   * Filters set outside the store (the server's form, before its code took over): each one that
   * differs goes through its own action, so the same rules apply (a facility narrows the branches,
   * a sub-specialty must belong to the specialty). A specialty can only be cleared here: choosing
   * one needs its name, which the combobox brings.
   */
  applyChanges: (values: DoctorFilterValues) => void;
};

export type DoctorFiltersState = DoctorFiltersData & DoctorFiltersActions;

export type DoctorFiltersDeps = {
  searchDoctorsByName?: (name: string) => Promise<NameSearchHit[]>;
};

export type DoctorFiltersInit = Partial<DoctorFiltersData> & { filters?: DoctorFilterValues };

function branchesFor(all: BranchOption[], entity: number | null): BranchOption[] {
  return entity === null ? all : all.filter((branch) => branch.businessUnitId === entity);
}

/** The store's side of the URL's filters, field by field as lib/doctors/search-params.ts names them. */
function fromFilters(values: DoctorFilterValues): DoctorFilterStoreValues {
  const out: Partial<Record<DoctorFilterStoreKey, string | number | null>> = {};
  for (const key of DOCTOR_QUERY_KEYS) out[DOCTOR_FILTER_FIELDS[key].store] = values[key];
  // A sub-specialty only means something inside its specialty.
  if (values.specialty === null) out.subSpecialty = null;
  return out as DoctorFilterStoreValues;
}

export const initialDoctorFiltersData: DoctorFiltersData = {
  ...fromFilters(EMPTY_DOCTOR_FILTERS),
  branchName: "",
  specialtyName: "",
  total: 0,
  perPage: null,
  lastPage: 1,
  allBranches: [],
  branches: [],
  subSpecialties: [],
  specialtyQuery: "",
  specialtyLimit: SPECIALTY_SEARCH_LIMIT,
  nameQuery: "",
  nameResults: [],
  nameSearching: false,
};

/** The store's filters in URL form (what the form submits). */
export function filterValuesOf(state: DoctorFiltersData): DoctorFilterValues {
  const out: Partial<Record<DoctorQueryKey, string | number | null>> = {};
  for (const key of DOCTOR_QUERY_KEYS) out[key] = state[DOCTOR_FILTER_FIELDS[key].store];
  if (state.specialty === null) out.subspecialty = null;
  return out as DoctorFilterValues;
}

export function createDoctorFiltersStore(init: DoctorFiltersInit = {}, deps: DoctorFiltersDeps = {}) {
  const { filters, ...rest } = init;
  const base: DoctorFiltersData = {
    ...initialDoctorFiltersData,
    ...rest,
    ...(filters ? fromFilters(filters) : {}),
  };
  if (init.allBranches && !init.branches) base.branches = branchesFor(init.allBranches, base.entity);
  const only = base.branches.length === 1 ? base.branches[0] : undefined;
  if (only) {
    base.branchId = only.id;
    base.branchName = only.name;
  }
  if (base.branchId !== null && !base.branchName) {
    base.branchName = base.allBranches.find((branch) => branch.id === base.branchId)?.name ?? "";
  }
  if (base.specialty === null) {
    base.subSpecialties = [];
    base.subSpecialty = null;
  }

  return createStore<DoctorFiltersState>()((set, get) => {
    const applyBranches = (branches: BranchOption[]) => {
      const only = branches.length === 1 ? branches[0] : undefined;
      if (only) {
        set({ branches, branchId: only.id, branchName: only.name });
        return;
      }
      const current = get().branchId;
      const kept = current === null ? undefined : branches.find((branch) => branch.id === current);
      set({ branches, branchId: kept?.id ?? null, branchName: kept?.name ?? "" });
    };

    let nameRequest = 0;

    return {
      ...base,

      setEntity: (entity) => {
        set({ entity, page: 1 });
        applyBranches(branchesFor(get().allBranches, entity));
      },

      setBranches: (branches) => applyBranches(branches),

      selectBranch: (branchId) => {
        const branch = branchId === null ? undefined : get().branches.find((b) => b.id === branchId);
        set({ branchId: branch?.id ?? null, branchName: branch?.name ?? "", page: 1 });
      },

      selectSpecialty: (specialty) => {
        if (specialty === null) {
          get().resetSpecialty();
          return;
        }
        if (specialty.id === get().specialty) return;
        set({
          specialty: specialty.id,
          specialtyName: specialty.name,
          subSpecialty: null,
          subSpecialties: [],
          page: 1,
        });
      },

      resetSpecialty: () =>
        set({ specialty: null, specialtyName: "", subSpecialty: null, subSpecialties: [], page: 1 }),

      setSubSpecialties: (subSpecialties) => {
        const { specialty, subSpecialty } = get();
        if (specialty === null) {
          set({ subSpecialties: [], subSpecialty: null });
          return;
        }
        const kept = subSpecialty !== null && subSpecialties.some((sub) => sub.id === subSpecialty);
        set({ subSpecialties, subSpecialty: kept ? subSpecialty : null });
      },

      selectSubSpecialty: (id) => {
        const { specialty, subSpecialties } = get();
        const valid = specialty !== null && id !== null && subSpecialties.some((sub) => sub.id === id);
        set({ subSpecialty: valid ? id : null, page: 1 });
      },

      setGender: (gender) => set({ gender, page: 1 }),
      setTitle: (title) => set({ title, page: 1 }),
      setName: (name) => set({ name, page: 1 }),
      setPage: (page) => set({ page: Number.isInteger(page) && page >= 1 ? page : 1 }),

      searchSpecialties: (query) => set({ specialtyQuery: query, specialtyLimit: SPECIALTY_SEARCH_LIMIT }),

      loadMoreSpecialties: (count = SPECIALTY_LOAD_MORE_STEP) =>
        set((state) => ({ specialtyLimit: state.specialtyLimit + count })),

      resetFilters: () => set({ gender: null, title: null, subSpecialty: null, perPage: null, page: 1 }),

      clearAll: () => {
        set({
          entity: null,
          branches: get().allBranches,
          branchId: null,
          branchName: "",
          name: "",
        });
        get().resetSpecialty();
        get().resetFilters();
      },

      setResults: ({ total, perPage, page, lastPage }) => set({ total, perPage, page, lastPage }),

      searchByName: async (name) => {
        if (typeof name !== "string") {
          throw new TypeError("The doctor name search expects a string.");
        }
        const query = name.trim();
        const request = ++nameRequest;
        if (!query) {
          set({ nameQuery: "", nameResults: [], nameSearching: false });
          return;
        }
        set({ nameQuery: query, nameSearching: true });
        const search = deps.searchDoctorsByName;
        if (!search) {
          set({ nameSearching: false });
          return;
        }
        try {
          const hits = await search(query);
          // A slower, older answer must not overwrite a newer one.
          if (request === nameRequest) set({ nameResults: hits });
        } finally {
          if (request === nameRequest) set({ nameSearching: false });
        }
      },

      applyChanges: (values) => {
        const shown = filterValuesOf(get());
        const state = get();
        if (values.entity !== shown.entity) state.setEntity(values.entity);
        if (values.branch !== shown.branch) state.selectBranch(values.branch);
        if (values.specialty === null && shown.specialty !== null) state.resetSpecialty();
        if (values.subspecialty !== shown.subspecialty) state.selectSubSpecialty(values.subspecialty);
        if (values.gender !== shown.gender) state.setGender(values.gender);
        if (values.title !== shown.title) state.setTitle(values.title);
        if (values.name !== shown.name) state.setName(values.name);
      },

      syncFromUrl: (values, names = {}) => {
        const state = get();
        const branches = branchesFor(state.allBranches, values.entity);
        const branch = values.branch === null ? undefined : state.allBranches.find((b) => b.id === values.branch);
        const sameSpecialty = values.specialty !== null && values.specialty === state.specialty;
        set({
          ...fromFilters(values),
          branches,
          branchName: branch?.name ?? "",
          specialtyName:
            values.specialty === null ? "" : (names.specialtyName ?? (sameSpecialty ? state.specialtyName : "")),
          subSpecialties: values.specialty === null ? [] : sameSpecialty ? state.subSpecialties : [],
        });
      },
    };
  });
}

export type DoctorFiltersStore = ReturnType<typeof createDoctorFiltersStore>;

export { EMPTY_DOCTOR_FILTERS };
