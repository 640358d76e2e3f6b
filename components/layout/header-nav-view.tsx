import { ChevronDownIcon } from "@/components/ui/icons";
import type { Locale } from "@/lib/i18n/routing";
import { Logo } from "./logo";
import { MenuItem, type MenuEntry, type MenuNav } from "./menu-entry";

export type HeaderNavData = {
  locale: Locale;
  logo: { siteName: string; label: string; compact: boolean };
  /** The bar's navigation; absent in the minimal header (landing pages, the survey). */
  nav?: MenuNav;
};

function Dropdown({ label, entries, newTab }: { label: string; entries: MenuEntry[]; newTab: string }) {
  return (
    // Placed and its chevron turned from .primary-nav (globals.css), as the bar's links are styled.
    <details>
      <summary>
        {label}
        <ChevronDownIcon size={16} />
      </summary>
      <ul className="nav-dropdown">
        {entries
          .filter((entry) => entry.href)
          .map((entry) => (
            <MenuItem key={entry.id} entry={entry} newTab={newTab} />
          ))}
      </ul>
    </details>
  );
}

/**
 * The header's logo and its navigation bar (from xl up; the phone's sheet draws the same entries,
 * mobile-menu.tsx). An entry with children opens a dropdown of them; "More" holds the "web more"
 * entries. Drawn on the server from its data and kept as drawn (kept-frame.tsx).
 */
export function HeaderNavView({ locale, logo, nav }: HeaderNavData) {
  return (
    <>
      <Logo locale={locale} siteName={logo.siteName} label={logo.label} compact={logo.compact} />
      {nav && (nav.entries.length > 0 || nav.more.length > 0) && (
        <nav aria-label={nav.label} className="primary-nav">
          <ul>
            {nav.entries.map((entry) =>
              entry.children?.length ? (
                <li key={entry.id}>
                  <Dropdown label={entry.title} entries={entry.children} newTab={nav.newTab} />
                </li>
              ) : (
                <MenuItem key={entry.id} entry={entry} newTab={nav.newTab} />
              ),
            )}
            {nav.more.length > 0 && (
              <li>
                <Dropdown label={nav.moreLabel} entries={nav.more} newTab={nav.newTab} />
              </li>
            )}
          </ul>
        </nav>
      )}
    </>
  );
}
