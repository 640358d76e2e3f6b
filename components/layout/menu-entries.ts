import type { NavEntry } from "@/lib/api/page-config";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";
import type { MenuEntry } from "./menu-entry";
import { resolveNavHref } from "./nav-href";

/**
 * A configured menu (/api/page_configurations) as its views draw it: entries that resolve to a
 * link, their paths written for `locale`, with their children resolved the same way; an entry with
 * neither a page nor children is left out, one with children but no page stays as their heading.
 */
export function menuEntries(entries: readonly NavEntry[], locale: Locale): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    const href = resolveNavHref(entry.path);
    const children = menuEntries(entry.children, locale);
    if (!href && children.length === 0) return [];
    return [
      {
        id: entry.id,
        title: entry.title,
        ...(href?.kind === "external" ? { href: href.href, external: true as const } : href ? { href: readablePathname({ locale, href: href.pathname }) } : {}),
        ...(children.length > 0 ? { children } : {}),
      },
    ];
  });
}

/** The same entries as one list of links, each entry's children after it (the footer's columns): headings and deeper levels left out. */
export function menuLinks(entries: readonly NavEntry[], locale: Locale): MenuEntry[] {
  return menuEntries(entries, locale)
    .flatMap(({ children = [], ...entry }) => [entry, ...children.map(link)])
    .filter((entry) => entry.href);
}

/** An entry without its children. */
function link({ id, title, href, external }: MenuEntry): MenuEntry {
  return { id, title, ...(href ? { href } : {}), ...(external ? { external } : {}) };
}
