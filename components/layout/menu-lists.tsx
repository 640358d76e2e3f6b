import { MenuLink, type MenuEntry, type MenuNav } from "./menu-entry";

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

/** The menu sheet's navigation (mobile-menu.tsx): the header's entries, then the "web more" ones under their heading. */
export function MenuLists({ nav }: { nav: Omit<MenuNav, "label"> }) {
  return (
    // Named by the sheet's title: the desktop navigation beside it already holds "primary".
    <nav aria-labelledby="mobile-menu-title">
      <MenuList entries={nav.entries} newTab={nav.newTab} />
      {nav.more.length > 0 && (
        <>
          <p className="menu-heading">{nav.moreLabel}</p>
          <MenuList entries={nav.more} newTab={nav.newTab} />
        </>
      )}
    </nav>
  );
}
