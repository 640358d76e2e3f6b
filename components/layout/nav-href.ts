import { pathnames, type AppPathname } from "@/lib/i18n/routing";
import { isRouteBuilt } from "@/lib/navigation/unbuilt-routes";

/** The internal routes without parameters: the only ones a menu entry can point to. */
export type StaticPathname = Exclude<AppPathname, `${string}[${string}`>;

export type NavHref =
  | { kind: "internal"; pathname: StaticPathname }
  | { kind: "external"; href: string };

const STATIC_PATHNAMES = new Set<string>(
  Object.keys(pathnames).filter((name) => !name.includes("[")),
);

export function isStaticPathname(path: string): path is StaticPathname {
  return STATIC_PATHNAMES.has(path);
}

/**
 * Maps a page-configuration path ("/doctors", "https://…") to something a link
 * can render. Internal paths must be static routes of lib/i18n/routing.ts whose page is built;
 * anything else — base names of detail pages such as "/doctor", unknown pages, pages not built yet
 * (lib/navigation/unbuilt-routes.ts) — gives null and the entry is skipped.
 */
export function resolveNavHref(path: string): NavHref | null {
  const value = path.trim();
  if (/^https?:\/\//i.test(value)) return { kind: "external", href: value };
  const pathname = value.length > 1 ? value.replace(/\/+$/, "") : value || "/";
  if (!isStaticPathname(pathname) || !isRouteBuilt(pathname)) return null;
  return { kind: "internal", pathname };
}
