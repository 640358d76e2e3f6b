/**
 * The doctor search as a URL query and back (pure, client-safe). A filtered search is a link: the
 * server reads these keys to render the results, the filter form writes them on submit, and the
 * browser's Back/Forward restore them.
 */

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
  page: number;
};

export const DOCTOR_QUERY_KEYS = [
  "name",
  "entity",
  "branch",
  "specialty",
  "subspecialty",
  "gender",
  "title",
  "page",
] as const;
export type DoctorQueryKey = (typeof DOCTOR_QUERY_KEYS)[number];

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

/** URL query → filters. Unknown keys are ignored, invalid values fall back to "no filter". */
export function filtersFromSearchParams(params: SearchParamsInput): DoctorFilterValues {
  const specialty = parseId(read(params, "specialty"));
  return {
    entity: parseId(read(params, "entity")),
    branch: parseId(read(params, "branch")),
    specialty,
    // A sub-specialty only means something inside its specialty.
    subspecialty: specialty === null ? null : parseId(read(params, "subspecialty")),
    name: (read(params, "name") ?? "").trim().slice(0, MAX_NAME_LENGTH),
    gender: parseId(read(params, "gender")),
    title: parseId(read(params, "title")),
    page: parseId(read(params, "page")) ?? 1,
  };
}

/** Filters → URL query (stable key order, empty values and page 1 left out). */
export function searchParamsFromFilters(filters: DoctorFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  const name = filters.name.trim();
  if (name) params.set("name", name);
  const ids: [DoctorQueryKey, number | null][] = [
    ["entity", filters.entity],
    ["branch", filters.branch],
    ["specialty", filters.specialty],
    ["subspecialty", filters.specialty === null ? null : filters.subspecialty],
    ["gender", filters.gender],
    ["title", filters.title],
  ];
  for (const [key, value] of ids) if (value !== null) params.set(key, String(value));
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** `?a=1&b=2` or "" — what goes after the localized pathname. */
export function doctorSearchHref(pathname: string, filters: DoctorFilterValues): string {
  const query = searchParamsFromFilters(filters).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** True when any filter (other than the page) narrows the list. */
export function hasActiveFilters(filters: DoctorFilterValues): boolean {
  return (
    filters.name.trim() !== "" ||
    filters.entity !== null ||
    filters.branch !== null ||
    filters.specialty !== null ||
    filters.gender !== null ||
    filters.title !== null
  );
}

/** The backend's query for GET /api/broker/doctors (SPEC §7); the server decides per-page. */
export function doctorsApiQuery(filters: DoctorFilterValues) {
  return {
    entity_id: filters.entity,
    branch_id: filters.branch,
    name: filters.name.trim(),
    speciality_id: filters.specialty,
    sub_speciality_id: filters.specialty === null ? null : filters.subspecialty,
    gender_id: filters.gender,
    supervisor_level_id: filters.title,
    page: filters.page,
  };
}
