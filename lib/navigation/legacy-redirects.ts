import { localizedPath, resolveRoute } from "@/lib/i18n/route-match";

/**
 * Legacy redirects (SPEC §9): a request path matching an entry's `from` answers 301 with its `to`;
 * a root redirect without a status answers 302. Paths are compared in one canonical URL-encoded
 * form, so `/عن-المستشفى`, `/%D8%B9%D9%86-...` and `/%d8%b9%d9%86-...` are the same path.
 */

export interface RedirectEntry {
  from: string;
  to: string;
  status?: number | null;
}

export interface RedirectMatch {
  location: string;
  status: 301 | 302 | 303 | 307 | 308;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function decodeSafely(value: string): string {
  // Decode escape by escape so one malformed `%` does not keep the rest encoded.
  return value.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** Canonical encoded form of a path (and optional query): decoded, then encoded once. */
export function canonicalPath(value: string): string {
  const [rawPath = "", ...queryParts] = value.trim().split("?");
  let path = rawPath.split("#")[0] ?? "";
  if (!path.startsWith("/")) path = `/${path}`;
  path = path.replace(/\/{2,}/g, "/");
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
  const encoded = path
    .split("/")
    .map((segment) => encodeURIComponent(decodeSafely(segment)))
    .join("/");
  const query = queryParts.join("?");
  return query ? `${encoded}?${query}` : encoded;
}

function isRoot(from: string): boolean {
  return canonicalPath(from) === "/";
}

export interface RedirectIndex {
  byPath: Map<string, RedirectEntry>;
  withQuery: Map<string, RedirectEntry>;
}

/** Builds a lookup once per fetched list; the first entry for a path wins. */
export function indexRedirects(entries: readonly RedirectEntry[]): RedirectIndex {
  const byPath = new Map<string, RedirectEntry>();
  const withQuery = new Map<string, RedirectEntry>();
  for (const entry of entries) {
    if (typeof entry.from !== "string" || typeof entry.to !== "string" || !entry.to.trim()) continue;
    const key = canonicalPath(entry.from);
    const target = key.includes("?") ? withQuery : byPath;
    if (!target.has(key)) target.set(key, entry);
  }
  return { byPath, withQuery };
}

/**
 * The redirect for a request path (`pathname` as received, `search` with its `?`), or null.
 * An entry whose `from` carries a query only matches that exact query.
 */
export function matchRedirect(
  index: RedirectIndex,
  pathname: string,
  search = "",
): RedirectMatch | null {
  const path = canonicalPath(pathname);
  const query = search.startsWith("?") ? search.slice(1) : search;
  const entry = (query && index.withQuery.get(`${path}?${query}`)) || index.byPath.get(path);
  if (!entry) return null;
  if (canonicalPath(entry.to) === path && !entry.to.includes("?")) return null;
  const status =
    entry.status && REDIRECT_STATUSES.has(entry.status)
      ? (entry.status as RedirectMatch["status"])
      : isRoot(entry.from)
        ? 302
        : 301;
  return { location: entry.to.trim(), status };
}

/**
 * A redirect `to` written as an internal route (`/doctors`) is sent straight to its public form in
 * that locale (`/الأطباء`), saving the visitor a second hop through the locale step. Absolute
 * URLs, dynamic routes and unknown paths are left as written.
 */
export function localizeRedirectTarget(to: string): string {
  const target = to.trim();
  if (!target.startsWith("/") || target.startsWith("//")) return target;
  const cut = target.search(/[?#]/);
  const path = cut === -1 ? target : target.slice(0, cut);
  const suffix = cut === -1 ? "" : target.slice(cut);
  const route = resolveRoute(path);
  if (!route || route.routeKey.includes("[")) return target;
  return `${localizedPath(route.routeKey, route.locale)}${suffix}`;
}

/** An entry whose target is its own source once localized would loop forever. */
export function isSelfRedirect(entry: RedirectEntry): boolean {
  const from = canonicalPath(entry.from).split("?")[0];
  const to = canonicalPath(localizeRedirectTarget(entry.to)).split("?")[0];
  return entry.to.trim().startsWith("/") && from === to;
}
