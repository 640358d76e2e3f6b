import type { Locale } from "@/lib/i18n/routing";
import type { AlternateSlugs } from "@/stores/alternate-slugs";

export type RouteParams = Record<string, string | string[] | undefined>;

/**
 * The route parameters of the same page in `target` language: the current params without
 * `locale`, with the detail slug swapped for the other language's slug when one is published.
 */
export function alternateParams(
  params: RouteParams,
  target: Locale,
  alternate: AlternateSlugs | null,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key === "locale" || value === undefined) continue;
    out[key] = Array.isArray(value) ? value.map(safeDecode) : safeDecode(value);
  }
  const param = alternate?.param ?? "slug";
  if (alternate && param in out && alternate[target]) out[param] = alternate[target];
  return out;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
