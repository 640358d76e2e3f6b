import type { PagingMeta } from "@/lib/contract/common";

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
