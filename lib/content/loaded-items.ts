import type { Locale } from "@/lib/i18n/routing";
import type { ContentKind } from "./kinds";
import type { ContentCardItem } from "./card-item";

/**
 * Items a server-rendered list showed in this tab before its interactive version ever loaded
 * (pages loaded later live in the React Query cache): SPEC §4's "a detail first looks in
 * already-loaded items" finds them too. In memory only, kept small.
 */
const shown = new Map<string, ContentCardItem[]>();
const MAX_LISTS = 20;

export function rememberShownItems(locale: Locale, kind: ContentKind, items: readonly ContentCardItem[]): void {
  const key = `${locale}:${kind}:${items[0]?.id ?? ""}`;
  shown.delete(key);
  shown.set(key, [...items]);
  while (shown.size > MAX_LISTS) {
    const oldest = shown.keys().next().value;
    if (oldest === undefined) break;
    shown.delete(oldest);
  }
}

export function findShownItem(locale: Locale, kind: ContentKind, wanted: string): ContentCardItem | undefined {
  for (const [key, items] of shown) {
    if (!key.startsWith(`${locale}:${kind}:`)) continue;
    const hit = items.find((item) => item.slug === wanted);
    if (hit) return hit;
  }
  return undefined;
}
