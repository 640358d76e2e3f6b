import type { ContentPage } from "@/lib/content/types";

/**
 * Which posts a list shows. Client-safe: the list component, the /api/posts route and the
 * server pages share it.
 */
export type PostScope =
  | { kind: "all" }
  | { kind: "category"; id: number }
  | { kind: "tag"; id: number }
  /** The secret page: hidden posts only. */
  | { kind: "hidden" };

export function scopeQuery(scope: PostScope): Record<string, string> {
  switch (scope.kind) {
    case "category":
      return { category_id: String(scope.id) };
    case "tag":
      return { tag_id: String(scope.id) };
    case "hidden":
      return { hidden: "1" };
    default:
      return {};
  }
}

/** Back from the query string of /api/posts; null when it names no valid scope. */
export function scopeFromQuery(params: URLSearchParams): PostScope | null {
  const category = params.get("category_id");
  const tag = params.get("tag_id");
  const hidden = params.get("hidden");
  const given = [category, tag, hidden].filter((value) => value !== null).length;
  if (given > 1) return null;
  if (category !== null) return /^[1-9]\d{0,8}$/.test(category) ? { kind: "category", id: Number(category) } : null;
  if (tag !== null) return /^[1-9]\d{0,8}$/.test(tag) ? { kind: "tag", id: Number(tag) } : null;
  if (hidden !== null) return hidden === "1" ? { kind: "hidden" } : null;
  return { kind: "all" };
}

/** React Query keys of post lists: the locale first (SPEC §4: one cache per language). */
export const postKeys = {
  all: (locale: string) => [locale, "posts"] as const,
  list: (locale: string, scope: PostScope, startPage: number) => [locale, "posts", "list", scope, startPage] as const,
};

/**
 * SPEC §4 "posts skip duplicates by first item id": a page whose first post is already shown is
 * left out entirely (the list shifted under the visitor, or the same page arrived twice); single
 * duplicates inside a page are dropped too.
 */
export function mergePostPages<T extends { id: number }>(pages: readonly ContentPage<T>[]): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const page of pages) {
    const first = page.items[0];
    if (!first || seen.has(first.id)) continue;
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}
