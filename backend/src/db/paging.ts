import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { PagingMeta } from "@/lib/contract/common";
import type { Db } from "./client";

export interface Window {
  limit: number;
  offset: number;
}

/** `skip` (an explicit offset) wins over `page` when both are given. */
export function pageWindow(q: { limit?: number; page?: number; skip?: number }, defaultLimit: number): Window {
  const limit = q.limit ?? defaultLimit;
  const offset = q.skip ?? ((q.page ?? 1) - 1) * limit;
  return { limit, offset };
}

/**
 * One page of a list whose rows carry the count of the whole list (a `count(*) over ()` column
 * named `total`), so a page costs one query. Past the last page there is no row to carry it, and
 * the count is read apart from `table` with the same conditions.
 */
export async function pagedQuery<R extends { total: number }>(
  db: Db,
  query: { limit(limit: number): { offset(offset: number): PromiseLike<R[]> } },
  count: { table: PgTable; where: SQL | undefined },
  w: Window,
): Promise<{ rows: R[]; total: number }> {
  const rows = await query.limit(w.limit).offset(w.offset);
  const known = rows[0]?.total;
  if (known !== undefined) return { rows, total: known };
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(count.table).where(count.where);
  return { rows, total: row?.n ?? 0 };
}

export function pagingMeta(total: number, w: Window): PagingMeta {
  return {
    total,
    per_page: w.limit,
    current_page: Math.floor(w.offset / w.limit) + 1,
    last_page: Math.max(1, Math.ceil(total / w.limit)),
  };
}

/** Default page sizes of SPEC §9 (and the server's choice where the SPEC leaves it to us). */
export const PER_PAGE = {
  doctors: 12,
  specialities: 10,
  clinics: 12,
  oncologies: 6,
  offers: 12,
  services: 9,
  events: 9,
  entertainment_services: 9,
  news: 3,
  homecare: 3,
  eclubs: 9,
  posts: 6,
  related_doctors: 9,
  top_posts: 5,
  search: 5,
} as const;
