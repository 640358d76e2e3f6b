/**
 * The offers list as a URL query and back (pure, client-safe). A filtered list is a link: the
 * server reads these keys to render it, the filters write them, Back/Forward restore them.
 *
 * URL keys: `search` (text), `category` (one id or several, comma-separated: SPEC §5 "category
 * must be a string"), `sort` (`price-desc`, `price-asc`, `bookings-desc`, `bookings-asc`: an
 * object `{ key, type }` inside, SPEC §5 "sort must be an object"), `page`. Anything else, or a
 * value that does not parse, falls back to the default rather than to an error.
 */

import { type OfferSort, sortParam } from "./sorts";

export { OFFER_SORTS, OFFER_SORT_NAMES, sortParam, type OfferSort, type OfferSortName } from "./sorts";

export type OfferListQuery = {
  search: string;
  /** Selected category ids, ascending, no duplicates. */
  categoryIds: number[];
  /** null = the editors' order. */
  sort: OfferSort | null;
  page: number;
};

export const DEFAULT_OFFER_QUERY: OfferListQuery = { search: "", categoryIds: [], sort: null, page: 1 };

/** Longest search we forward; anything longer is cut. */
export const MAX_OFFER_SEARCH = 100;
/** More categories than this in one URL is not a filter anyone made. */
const MAX_CATEGORIES = 20;
const MAX_PAGE = 1000;

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined> | null | undefined;

function read(params: SearchParamsInput, key: string): string | undefined {
  if (!params) return undefined;
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

/** "3,5" → [3, 5]; invalid parts are dropped. */
export function parseCategoryIds(raw: unknown): number[] {
  if (typeof raw !== "string") return [];
  const ids = raw
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,8}$/.test(part))
    .map(Number);
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, MAX_CATEGORIES);
}

export function categoryString(ids: readonly number[]): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(",");
}

/** `price-desc` → `{ key: "price", type: "desc" }`; anything else → null (the default order). */
export function parseSort(raw: unknown): OfferSort | null {
  if (typeof raw !== "string") return null;
  const match = /^(price|bookings)-(asc|desc)$/.exec(raw.trim());
  if (!match) return null;
  return { key: match[1] as OfferSort["key"], type: match[2] as OfferSort["type"] };
}

function parsePage(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,4}$/.test(raw.trim())) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export function offerQueryFromSearchParams(params: SearchParamsInput): OfferListQuery {
  return {
    search: (read(params, "search") ?? "").trim().slice(0, MAX_OFFER_SEARCH),
    categoryIds: parseCategoryIds(read(params, "category")),
    sort: parseSort(read(params, "sort")),
    page: parsePage(read(params, "page")),
  };
}

/** Query → URL parameters (stable key order; defaults left out). */
export function searchParamsFromOfferQuery(query: OfferListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search.trim();
  if (search) params.set("search", search);
  if (query.categoryIds.length > 0) params.set("category", categoryString(query.categoryIds));
  const sort = sortParam(query.sort);
  if (sort) params.set("sort", sort);
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

export function offerQueryString(query: OfferListQuery): string {
  const text = searchParamsFromOfferQuery(query).toString();
  return text ? `?${text}` : "";
}

export function isDefaultOfferQuery(query: OfferListQuery): boolean {
  return offerQueryString(query) === "";
}

/** The backend's query for GET /api/offers (SPEC §7); the server decides the per-page. */
export function offersApiQuery(query: OfferListQuery, showExpired = false) {
  return {
    search: query.search.trim(),
    categories_id: query.categoryIds.length > 0 ? categoryString(query.categoryIds) : null,
    sort_key: query.sort?.key ?? null,
    sort_type: query.sort?.type ?? null,
    page: query.page,
    show_expired: showExpired ? 1 : null,
  };
}
