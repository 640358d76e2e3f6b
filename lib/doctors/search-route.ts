import {
  DOCTOR_AVAILABILITY_FILTERS,
  DOCTOR_ID_FILTERS,
  DOCTOR_SORTS,
  EMPTY_DOCTOR_FILTERS,
  effectiveSort,
  type DoctorIdFilter,
  filtersFromSearchParams,
  type DoctorFilterValues,
  type SearchParamsInput,
} from "@/lib/doctors/search-params";

/**
 * Which internal route renders a doctor search URL (pure; shared by the proxy, the pages and tests).
 *
 * Why: a page that reads `searchParams` is rendered on every request. The doctor search is mostly
 * id filters (business unit, branch, specialty, sub-specialty, gender, title, page), a bounded set
 * of combinations that many patients share, so each combination gets its own ISR route keyed by a
 * canonical segment (`/[locale]/doctors/f/branch-2_gender-1`), rendered on its first request and
 * then served from the cache like any static page; the bare list is the key `all`, prerendered at
 * build. A list ranked by availability ("soonest", "free today / this week", and a specialty's
 * default order) is cached too, on routes of its own with lifetimes of its ranking's
 * (backend/src/booking/soonest-rankings.ts): a first page (no `rank`) on `/[locale]/doctors/ranked/{key}`
 * for about as long as the backend reuses one ranking (seconds), and a page that names its ranking
 * (`rank`) on `/[locale]/doctors/ranked/{key}/{rank}`, whose order is fixed while the ranking lasts.
 * Every page shown is thus of one ranking, and its page links name it; the cards' times are live
 * anyway. Rendered per request, on `/[locale]/doctors/search`: a search by name (free text, unbounded).
 *
 * Every doctor search URL is rewritten, none served by a `doctors/page.tsx` of its own: the client
 * router learns "URL = route" for paths that match their segments, and would then reuse the bare
 * list's static payload for `?branch=2` without asking the server.
 */
export type DoctorSearchRoute =
  | { kind: "list" }
  | { kind: "filtered"; key: string }
  | { kind: "byName" }
  | { kind: "ranked"; key: string; ranking: string | null };

/** The query key of the ranking a ranked list's pages read (the backend's meta.ranking). */
export const RANKING_PARAM = "rank";
/** What a ranking id looks like (the backend's own rule); anything else is not passed on. */
export const RANKING_ID = /^[A-Za-z0-9_-]{8,40}$/;

/** A list whose order is its doctors' availability, which changes by the minute. */
export function isRankedByAvailability(filters: DoctorFilterValues): boolean {
  return effectiveSort(filters) === "soonest" || filters.available !== null;
}

/** The key of the list without filters. */
export const LIST_KEY = "all";

/** The id filters, the order, the availability and the page in the URL's order; the key spells them as `name-value` joined by `_`. */
type KeyField = DoctorIdFilter | "sort" | "available" | "page";
const KEY_FIELDS: readonly KeyField[] = [...DOCTOR_ID_FILTERS, "sort", "available", "page"];

/** Ids above this many digits are not ids of ours: such a query is rendered per request instead. */
const MAX_ID_DIGITS = 6;
/** Further than this page is not a list anyone reads page by page; not worth a cache entry. */
export const MAX_CACHED_PAGE = 50;

function valueOf(filters: DoctorFilterValues, field: KeyField): number | string | null {
  if (field === "page") return filters.page > 1 ? filters.page : null;
  return filters[field];
}

export function filterKey(filters: DoctorFilterValues): string {
  return KEY_FIELDS.flatMap((field) => {
    const value = valueOf(filters, field);
    return value === null ? [] : [`${field}-${value}`];
  }).join("_");
}

/** The ranking a URL names, as the pages read it; anything not shaped like a ranking id is none. */
function rankingOf(params: SearchParamsInput): string | null {
  const value = params instanceof URLSearchParams ? params.getAll(RANKING_PARAM).at(-1) : [params?.[RANKING_PARAM]].flat().at(-1);
  return value && RANKING_ID.test(value) ? value : null;
}

export function doctorSearchRoute(params: SearchParamsInput): DoctorSearchRoute {
  const filters = filtersFromSearchParams(params);
  if (filters.name !== "") return { kind: "byName" };
  const outOfRange =
    filters.page > MAX_CACHED_PAGE ||
    DOCTOR_ID_FILTERS.some((field) => String(filters[field] ?? "").length > MAX_ID_DIGITS);
  if (outOfRange) return { kind: "byName" };
  const key = filterKey(filters);
  if (isRankedByAvailability(filters)) {
    return { kind: "ranked", key, ranking: rankingOf(params) };
  }
  return key === "" ? { kind: "list" } : { kind: "filtered", key };
}

/**
 * The filters a canonical key of an unranked list stands for, or null when the segment is not one
 * `filterKey` writes (so a hand-made `/doctors/f/...` URL cannot create cache entries of its own).
 */
export function filtersFromKey(key: string): DoctorFilterValues | null {
  const filters = parseKey(key);
  return filters && !isRankedByAvailability(filters) ? filters : null;
}

/** The filters a canonical key of a list ranked by availability stands for (`/doctors/ranked/...`), or null. */
export function filtersFromRankedKey(key: string): DoctorFilterValues | null {
  const filters = parseKey(key);
  return filters && isRankedByAvailability(filters) ? filters : null;
}

function parseKey(key: string): DoctorFilterValues | null {
  const filters: DoctorFilterValues = { ...EMPTY_DOCTOR_FILTERS };
  if (key === LIST_KEY) return filters;
  for (const part of key.split("_")) {
    const match = /^([a-z]+)-([1-9]\d{0,5}|[a-z]+)$/.exec(part);
    const field = match?.[1] as KeyField | undefined;
    const value = match?.[2] ?? "";
    if (!match || !field || !KEY_FIELDS.includes(field)) return null;
    if (field === "sort") {
      const sort = DOCTOR_SORTS.find((s) => s === value);
      if (!sort) return null;
      filters.sort = sort;
    } else if (field === "available") {
      const available = DOCTOR_AVAILABILITY_FILTERS.find((a) => a === value);
      if (!available) return null;
      filters.available = available;
    } else if (/^\d+$/.test(value)) filters[field] = Number(value);
    else return null;
  }
  if (filters.page > MAX_CACHED_PAGE) return null;
  if (filters.subspecialty !== null && filters.specialty === null) return null;
  return filterKey(filters) === key ? filters : null;
}
