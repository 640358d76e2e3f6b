import type { QueryInput } from "@/lib/api/query";
import { KINDS, type ContentKind } from "./kinds";
import type { ContentPage, PageInfo } from "./types";

export { pageWindow } from "./page-window";

/**
 * List paging (SPEC §4, §9), pure so the server pages, the `?page=N` links and the client
 * "load more" all compute the same thing.
 */

export const FIRST_PAGE = 1;
/** Highest page number a URL may ask for; anything above is a 404 without a backend call. */
export const MAX_PAGE = 1000;
/** SPEC §4: data fetches show their loading state for at least this long. */
export const MIN_LOADING_MS = 200;

/** `?page=` value → a page number ≥ 1, or null when it is not a plain positive integer. */
export function parsePageParam(value: string | string[] | undefined | null): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw === null || raw === "") return FIRST_PAGE;
  if (!/^[1-9]\d*$/.test(raw)) return null;
  const page = Number(raw);
  return page <= MAX_PAGE ? page : null;
}

/** The backend query of one page of a kind: its limit and sort (SPEC §9), the page and a name search. */
export function listQuery(kind: ContentKind, page: number, search?: string): QueryInput {
  const config = KINDS[kind];
  const term = config.searchable ? search?.trim() : undefined;
  return {
    page,
    limit: config.pageSize ?? undefined,
    sort_key: config.sort?.key,
    sort_type: config.sort?.type,
    search: term || undefined,
  };
}

/** Page info from the wire `meta`, tolerant of a backend that omits last_page. */
export function toPageInfo(meta: { total: number; per_page: number; current_page: number; last_page?: number }): PageInfo {
  const perPage = Math.max(1, meta.per_page);
  const last = meta.last_page ?? Math.max(1, Math.ceil(meta.total / perPage));
  return { total: meta.total, perPage, current: meta.current_page, last: Math.max(1, last) };
}

export function hasNextPage(page: PageInfo): boolean {
  return page.current < page.last;
}

export function nextPageParam(last: ContentPage<unknown>): number | undefined {
  return hasNextPage(last.page) ? last.page.current + 1 : undefined;
}

export type MergeOptions = {
  /**
   * Leave out a whole page whose first item is already shown (SPEC §4: posts do): the list
   * shifted under the visitor or the same page arrived twice, so its other items are stale too.
   */
  skipPageIfFirstShown?: boolean;
};

/** Appends pages in order, skipping items already shown (a page can shift while the visitor reads). */
export function mergePages<T extends { id: number }>(
  pages: readonly ContentPage<T>[],
  { skipPageIfFirstShown = false }: MergeOptions = {},
): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const page of pages) {
    const first = page.items[0];
    if (skipPageIfFirstShown && first && seen.has(first.id)) continue;
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/** Query string of a list page link: page 1 is the bare list URL (one canonical URL per page). */
export function pageSearch(page: number): string {
  return page > FIRST_PAGE ? `?page=${page}` : "";
}

/** Resolves with `promise` no sooner than `ms` after the call (rejections are delayed too). */
export async function withMinDuration<T>(promise: Promise<T>, ms = MIN_LOADING_MS): Promise<T> {
  const wait = new Promise<void>((resolve) => setTimeout(resolve, ms));
  try {
    const value = await promise;
    await wait;
    return value;
  } catch (error) {
    await wait;
    throw error;
  }
}
