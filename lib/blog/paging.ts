import type { Locale } from "@/lib/i18n/routing";

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
  all: (locale: Locale) => [locale, "posts"] as const,
  list: (locale: Locale, scope: PostScope, startPage: number) => [locale, "posts", "list", scope, startPage] as const,
};
