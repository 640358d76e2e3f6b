/** Values a query parameter may take before cleaning (SPEC §5: empty ones are dropped). */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryInput = Record<string, QueryValue | readonly QueryValue[]>;
export type CleanQuery = Record<string, string | string[]>;

function isEmpty(value: QueryValue): value is null | undefined | "" {
  if (value === null || value === undefined) return true;
  if (typeof value === "number") return Number.isNaN(value);
  if (typeof value === "string") return value.trim() === "";
  return false;
}

/**
 * Drops empty strings, null, undefined and NaN (SPEC §5), and stringifies what remains.
 * Arrays keep their non-empty items and disappear when none remain. `false` and `0` are values.
 */
export function cleanQuery(query: QueryInput | undefined): CleanQuery {
  const out: CleanQuery = {};
  if (!query) return out;
  for (const [key, raw] of Object.entries(query)) {
    if (Array.isArray(raw)) {
      const items = (raw as readonly QueryValue[]).filter((item) => !isEmpty(item)).map(String);
      if (items.length > 0) out[key] = items;
    } else if (!isEmpty(raw as QueryValue)) {
      out[key] = String(raw);
    }
  }
  return out;
}

/** `?a=1&b=2` (keys sorted so equal queries give equal URLs and share one cache entry), or "". */
export function toQueryString(query: QueryInput | undefined): string {
  const clean = cleanQuery(query);
  const params = new URLSearchParams();
  for (const key of Object.keys(clean).sort()) {
    const value = clean[key];
    if (Array.isArray(value)) value.forEach((item) => params.append(key, item));
    else if (value !== undefined) params.append(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
