import { use } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { KeptKeyProps } from "@/components/ui/kept-from-server";
import { readKeptData } from "@/components/ui/kept-read";
import type { HeaderNavData } from "./header-nav-view";
import { CalendarIcon } from "@/components/ui/icons";
import { MenuLink, type MenuEntry, type MenuNav, type TextLink } from "./menu-entry";

/** The sheet's list (`menu-list`, globals.css): an entry's children indented under it, a heading without a page as a label. */
function MenuList({ entries, newTab }: { entries: MenuEntry[]; newTab: string }) {
  return (
    <ul className="menu-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.href ? <MenuLink entry={entry} newTab={newTab} /> : <span>{entry.title}</span>}
          {entry.children?.length ? <MenuList entries={entry.children} newTab={newTab} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The menu sheet's contents (mobile-menu.tsx): the way into booking first (find a doctor, choose
 * one, then a time), then the header's entries and the "web more" ones under their heading.
 */
export function MenuLists({ nav, book }: { nav: Omit<MenuNav, "label">; book: TextLink }) {
  return (
    <>
      {/* A page load, as the header's own (book-link-view.tsx): the next Tab starts at the doctors' list. */}
      <a href={book.href} data-soft-nav="off" className={buttonClasses("accent", "md", "mb-4 w-full")}>
        <CalendarIcon size={18} />
        {book.label}
      </a>
      {/* Named by the sheet's title: the desktop navigation beside it already holds "primary". */}
      <nav aria-labelledby="mobile-menu-title">
        <MenuList entries={nav.entries} newTab={nav.newTab} />
        {nav.more.length > 0 && (
          <>
            <p className="menu-heading">{nav.moreLabel}</p>
            <MenuList entries={nav.more} newTab={nav.newTab} />
          </>
        )}
      </nav>
    </>
  );
}

/**
 * The sheet's lists from the header's entries, read by the key they are kept under
 * (header-nav-content.ts) when the sheet first opens. Should that read fail, the sheet still leads
 * into booking and to the site map, which links every page.
 */
export function MenuSheetLists({ navSource, book, siteMap }: { navSource: KeptKeyProps; book: TextLink; siteMap: TextLink }) {
  const data = use(readKeptData(navSource.dataUrl, navSource.keptKey)) as HeaderNavData | null;
  if (data?.nav) return <MenuLists nav={data.nav} book={book} />;
  return <MenuLists nav={{ moreLabel: "", newTab: "", entries: [{ id: 0, title: siteMap.label, href: siteMap.href }], more: [] }} book={book} />;
}
