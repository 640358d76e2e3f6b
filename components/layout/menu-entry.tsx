/**
 * A menu's entry as the header's views draw it, from data written once on the server: its path
 * already written for the page's language, keys left out rather than empty (the page's payload
 * carries each entry of the header's menus once, for the bar and the phone's sheet alike).
 */
export type MenuEntry = {
  id: number;
  title: string;
  /** Absent: a heading over its children, with no page of its own. */
  href?: string;
  /** Another site's page: opens in a new tab. */
  external?: true;
  children?: MenuEntry[];
};

/** The header's menus as its bar and the phone's sheet both draw them: the entries, then the "web more" ones. */
export type MenuNav = { label: string; moreLabel: string; newTab: string; entries: MenuEntry[]; more: MenuEntry[] };

/** A link the phone's menu draws from its address and text (mobile-menu.tsx). */
export type TextLink = { href: string; label: string };

/** A menu entry's link: the page in this tab, another site's in a new one, said to screen readers. */
export function MenuLink({ entry, newTab }: { entry: MenuEntry; newTab: string }) {
  if (entry.external) {
    return (
      <a href={entry.href} target="_blank" rel="noopener noreferrer">
        {entry.title}
        <span className="sr-only"> {newTab}</span>
      </a>
    );
  }
  return <a href={entry.href}>{entry.title}</a>;
}

/** A plain link's list item. */
export function MenuItem({ entry, newTab }: { entry: MenuEntry; newTab: string }) {
  return (
    <li>
      <MenuLink entry={entry} newTab={newTab} />
    </li>
  );
}
