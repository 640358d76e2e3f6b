/**
 * The doctor search as a URL query and back (pure, client-safe). A filtered search is a link: the
 * server reads these keys to render the results, the filter form writes them on submit, and the
 * browser's Back/Forward restore them.
 */

import type { DoctorAvailability } from "@/lib/contract/broker";

/** How the list is ordered: by the soonest free time, or the group's own order ("recommended"). */
export const DOCTOR_SORTS = ["soonest", "order"] as const;
export type DoctorSort = (typeof DOCTOR_SORTS)[number];
export const DOCTOR_AVAILABILITY_FILTERS = ["today", "week"] as const satisfies readonly DoctorAvailability[];

export type DoctorFilterValues = {
  /** Business unit (SPEC "entity"). */
  entity: number | null;
  branch: number | null;
  specialty: number | null;
  subspecialty: number | null;
  name: string;
  gender: number | null;
  /** Supervisor level: professor, assistant professor, consultant, specialist. */
  title: number | null;
  /** The asked order; null is the default (effectiveSort: soonest once a specialty is chosen). */
  sort: DoctorSort | null;
  /** Only doctors free today or this week, in each branch's own time zone. */
  available: DoctorAvailability | null;
  page: number;
};

/**
 * Each doctor filter under its three names, in one place: the URL's query key (the key here, and
 * the field of DoctorFilterValues), the filters store's field (SPEC §3 "Doctor list filters",
 * stores/doctor-filters.ts) and the backend's query parameter (SPEC §7 GET /api/broker/doctors).
 * The order is the URL's and the cached route key's (lib/doctors/search-route.ts).
 */
export const DOCTOR_FILTER_FIELDS = {
  name: { store: "name", api: "name" },
  entity: { store: "entity", api: "entity_id" },
  branch: { store: "branchId", api: "branch_id" },
  specialty: { store: "specialty", api: "speciality_id" },
  subspecialty: { store: "subSpecialty", api: "sub_speciality_id" },
  gender: { store: "gender", api: "gender_id" },
  title: { store: "title", api: "supervisor_level_id" },
  sort: { store: "sort", api: "sort_key" },
  available: { store: "available", api: "available" },
  page: { store: "page", api: "page" },
} as const satisfies Record<keyof DoctorFilterValues, { store: string; api: string }>;

export type DoctorQueryKey = keyof typeof DOCTOR_FILTER_FIELDS;
export const DOCTOR_QUERY_KEYS = Object.keys(DOCTOR_FILTER_FIELDS) as DoctorQueryKey[];

/** The filters that hold an id (every one but the free-text name, the order, the availability and the page). */
export type DoctorIdFilter = Exclude<DoctorQueryKey, "name" | "page" | "sort" | "available">;
const NOT_IDS: readonly DoctorQueryKey[] = ["name", "page", "sort", "available"];
export const DOCTOR_ID_FILTERS = DOCTOR_QUERY_KEYS.filter((key): key is DoctorIdFilter => !NOT_IDS.includes(key));

/** The store's name of each filter field. */
export type DoctorFilterStoreKey = (typeof DOCTOR_FILTER_FIELDS)[DoctorQueryKey]["store"];
/** The filters under the store's names, each of the same type as in DoctorFilterValues. */
export type DoctorFilterStoreValues = { [K in DoctorQueryKey as (typeof DOCTOR_FILTER_FIELDS)[K]["store"]]: DoctorFilterValues[K] };

/** Longest name we forward to the backend; anything longer is cut (no name is this long). */
export const MAX_NAME_LENGTH = 80;

export const EMPTY_DOCTOR_FILTERS: DoctorFilterValues = {
  entity: null,
  branch: null,
  specialty: null,
  subspecialty: null,
  name: "",
  gender: null,
  title: null,
  sort: null,
  available: null,
  page: 1,
};

export type SearchParamsInput =
  | URLSearchParams
  | Record<string, string | string[] | undefined>
  | null
  | undefined;

function read(params: SearchParamsInput, key: string): string | undefined {
  if (!params) return undefined;
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

/** A positive integer id, or null for anything else ("", "abc", "0", "-3", "1.5", "1e3"). */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const text = raw.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

/** One of `allowed`, or null for anything else. */
function oneOf<T extends string>(allowed: readonly T[], raw: string | undefined): T | null {
  return allowed.find((value) => value === raw?.trim()) ?? null;
}

/** A sub-specialty only means something inside its specialty. */
function withoutOrphanSub(filters: DoctorFilterValues): DoctorFilterValues {
  return filters.specialty === null && filters.subspecialty !== null ? { ...filters, subspecialty: null } : filters;
}

/** URL query → filters. Unknown keys are ignored, invalid values fall back to "no filter". */
export function filtersFromSearchParams(params: SearchParamsInput): DoctorFilterValues {
  const filters: DoctorFilterValues = {
    ...EMPTY_DOCTOR_FILTERS,
    name: (read(params, "name") ?? "").trim().slice(0, MAX_NAME_LENGTH),
    sort: oneOf(DOCTOR_SORTS, read(params, "sort")),
    available: oneOf(DOCTOR_AVAILABILITY_FILTERS, read(params, "available")),
    page: parseId(read(params, "page")) ?? 1,
  };
  for (const key of DOCTOR_ID_FILTERS) filters[key] = parseId(read(params, key));
  return withoutOrphanSub(filters);
}

/** Filters → URL query (stable key order, empty values and page 1 left out). */
export function searchParamsFromFilters(filters: DoctorFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  const values = withoutOrphanSub(filters);
  const name = values.name.trim();
  if (name) params.set("name", name);
  for (const key of DOCTOR_ID_FILTERS) {
    const value = values[key];
    if (value !== null) params.set(key, String(value));
  }
  if (values.sort !== null) params.set("sort", values.sort);
  if (values.available !== null) params.set("available", values.available);
  if (values.page > 1) params.set("page", String(values.page));
  return params;
}

/**
 * The filters a search form shows, read from its fields (each name with its values, as FormData
 * gives them) over `shown`: a field the form does not send (a disabled one, the page) keeps its value.
 */
export function filtersFromForm(shown: DoctorFilterValues, fields: Readonly<Record<string, readonly string[] | undefined>>): DoctorFilterValues {
  const params = searchParamsFromFilters(shown);
  for (const key of DOCTOR_QUERY_KEYS) {
    const value = fields[key]?.[0];
    if (value !== undefined) params.set(key, value);
  }
  return filtersFromSearchParams(params);
}

/** How many filters (the page aside) narrow the list: the count on the phone's filter button. */
export function activeFilterCount(filters: DoctorFilterValues): number {
  const values = withoutOrphanSub(filters);
  return (values.name.trim() ? 1 : 0) + (values.available !== null ? 1 : 0) + DOCTOR_ID_FILTERS.filter((key) => values[key] !== null).length;
}

/** The order a list is shown in: the asked one, else the soonest free time once a specialty is chosen. */
export function effectiveSort(filters: DoctorFilterValues): DoctorSort {
  return filters.sort ?? (filters.specialty !== null ? "soonest" : "order");
}

/** The backend's query for GET /api/broker/doctors (SPEC §7), named by the table above; the server decides per-page. */
export function doctorsApiQuery(filters: DoctorFilterValues): Record<string, string | number | null> {
  const values = withoutOrphanSub(filters);
  const sort = effectiveSort(values);
  return Object.fromEntries(
    DOCTOR_QUERY_KEYS.map((key) => [
      DOCTOR_FILTER_FIELDS[key].api,
      key === "name" ? values.name.trim() : key === "sort" ? (sort === "order" ? null : sort) : values[key],
    ]),
  );
}
