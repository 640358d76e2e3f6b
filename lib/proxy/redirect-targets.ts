import { canonicalPath, type RedirectEntry } from "./redirects";
import { localizedPath, resolveRoute } from "./routes";

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
