import type { ReactElement } from "react";
import { getTranslations } from "next-intl/server";
import type { NavEntry } from "@/lib/api/page-config";
import type { SiteSettings } from "@/lib/api/settings";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";
import { DOCTOR_LIST_ID } from "@/components/doctors/doctor-list-id";
import { buttonClasses } from "@/components/ui/button";
import { CalendarIcon, ChevronDownIcon, MenuIcon, WhatsAppIcon } from "@/components/ui/icons";
import { whatsappHref } from "@/components/ui/phone";
import { PhoneNumber } from "@/components/ui/phone-number";
import { AccountLink } from "./account-link";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { menuButtonClass } from "./menu-button-class";
import { MobileMenu } from "./mobile-menu";
import { resolveNavHref, type NavHref } from "./nav-href";
import { NavLink } from "./nav-link";

/**
 * The header's way into booking: the doctors, soonest free first, at the list. A plain link, loaded
 * as a page: the browser's own fragment navigation starts the next Tab at the list (the first
 * doctor and their times, not the header again and the filters), with no script on pages whose first
 * load is counted to the kilobyte. Marked `data-soft-nav="off"`, so the header's client navigation
 * (components/navigation/soft-links.tsx) leaves it a page load.
 */
const bookHref = (locale: Locale) => `${readablePathname({ locale, href: { pathname: "/doctors", query: { sort: "soonest" } } })}#${DOCTOR_LIST_ID}`;

type Props = {
  locale: Locale;
  settings: SiteSettings;
  header: readonly NavEntry[];
  webMore: readonly NavEntry[];
  /** "minimal" (landing, survey): logo, language and support only, no menus. */
  variant?: "full" | "minimal";
};

type LinkableEntry = { id: number; title: string; href: NavHref | null; children: LinkableEntry[] };

/** Entries that resolve to a link, with their children resolved the same way. */
function linkable(entries: readonly NavEntry[]): LinkableEntry[] {
  return entries.flatMap((entry) => {
    const href = resolveNavHref(entry.path);
    const children = linkable(entry.children);
    if (!href && children.length === 0) return [];
    return [{ id: entry.id, title: entry.title, href, children }];
  });
}

/** A plain link's list item, one element for each entry however many lists show it. */
type ItemOf = (entry: LinkableEntry) => ReactElement;

/** The items of entries that are all plain links (no children, a page each), or null. */
function plainItems(entries: LinkableEntry[], item: ItemOf): ReactElement[] | null {
  return entries.every((entry) => entry.href && entry.children.length === 0) ? entries.map(item) : null;
}

function DesktopDropdown({ label, items }: { label: string; items: ReactElement[] }) {
  return (
    // Placed and its chevron turned from .primary-nav (globals.css), as the bar's links are styled.
    <details>
      <summary>
        {label}
        <ChevronDownIcon size={16} />
      </summary>
      <ul className="nav-dropdown">{items}</ul>
    </details>
  );
}

/** The menu sheet's list (`menu-list`, globals.css): a child list is indented under its parent. */
function MobileList({ entries, item, locale }: { entries: LinkableEntry[]; item: ItemOf; locale: Locale }) {
  return (
    <ul className="menu-list">
      {entries.map((entry) =>
        entry.href && entry.children.length === 0 ? (
          item(entry)
        ) : (
          <li key={entry.id}>
            {entry.href ? (
              <NavLink href={entry.href} locale={locale}>
                {entry.title}
              </NavLink>
            ) : (
              <span>{entry.title}</span>
            )}
            {entry.children.length > 0 && <MobileList entries={entry.children} item={item} locale={locale} />}
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The site header (docs/DESIGN): a thin top bar (support WhatsApp, language, sign in or my
 * account), the logo, the navigation from /api/page_configurations, a persistent "Book an
 * appointment" button, and on small screens a menu sheet.
 */
export async function SiteHeader({ locale, settings, header, webMore, variant = "full" }: Props) {
  const t = await getTranslations({ locale });
  const nav = linkable(header);
  const more = linkable(webMore);
  const newTab = t("a11y.opensInNewTab");
  const full = variant === "full";
  const withPage = (entries: LinkableEntry[]): LinkableEntry[] =>
    entries.flatMap((entry) => [...(entry.href ? [entry] : []), ...withPage(entry.children)]);
  const items = new Map(
    withPage([...nav, ...more]).map((entry) => [
      entry.id,
      <li key={entry.id}>
        <NavLink href={entry.href!} locale={locale} newTabLabel={newTab}>
          {entry.title}
        </NavLink>
      </li>,
    ]),
  );
  const item: ItemOf = (entry) => items.get(entry.id)!;
  // The menu sheet repeats the bar's links. A list of plain links is one array for both, which
  // Flight writes once: the sheet's copy (payload only, it is rendered when opened) is a reference.
  const navItems = plainItems(nav, item);
  const moreItems = plainItems(more, item);

  return (
    // The header's rows, links and dropdowns are styled from their containers (globals.css, "The
    // header"): what repeats on every page carries no class list in its HTML and payload. Its links
    // are plain anchors that navigate on the client (`data-soft-nav`, components/navigation/soft-links.tsx).
    <header className="site-header" data-soft-nav="">
      <div className="topbar">
        <div className="container-page topbar-row">
          {settings.whatsapp ? (
            <a
              href={whatsappHref(settings.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              className="topbar-link"
            >
              <WhatsAppIcon size={16} />
              <span className="sr-only sm:not-sr-only">{t("header.whatsappSupport")}</span>
              <PhoneNumber value={settings.whatsapp} />
              <span className="sr-only"> {newTab}</span>
            </a>
          ) : (
            <span />
          )}
          <div className="topbar-end">
            <LanguageSwitch className="topbar-button" />
            {full && (
              <AccountLink
                className="topbar-button topbar-account"
                signInHref={readablePathname({ locale, href: "/sign-in" })}
                profileHref={readablePathname({ locale, href: "/profile" })}
              />
            )}
          </div>
        </div>
      </div>

      <div className="mainbar">
        <div className="container-page mainbar-row">
          <Logo locale={locale} siteName={settings.siteName} label={t("a11y.homeLink", { site: settings.siteName })} compact={full} />

          {full && (nav.length > 0 || more.length > 0) && (
            <nav aria-label={t("nav.primary")} className="primary-nav">
              <ul>
                {navItems ??
                  nav.map((entry) =>
                    entry.children.length > 0 ? (
                      <li key={entry.id}>
                        <DesktopDropdown label={entry.title} items={entry.children.filter((child) => child.href).map(item)} />
                      </li>
                    ) : (
                      item(entry)
                    ),
                  )}
                {more.length > 0 && (
                  <li>
                    <DesktopDropdown label={t("nav.more")} items={moreItems ?? more.filter((entry) => entry.href).map(item)} />
                  </li>
                )}
              </ul>
            </nav>
          )}

          <div className="mainbar-end">
            {/* Booking starts at "find a doctor", soonest free first, at the list (bookHref):
                each card leads to the doctor's booking, or straight to a free time. */}
            {full && (
              <a href={bookHref(locale)} data-soft-nav="off" className={buttonClasses("accent", "sm", "px-3 sm:px-4")}>
                <CalendarIcon size={18} />
                <span className="sm:hidden">{t("common.bookShort")}</span>
                <span className="hidden sm:inline">{t("common.bookAppointment")}</span>
              </a>
            )}
            {full && (
              <MobileMenu
                labels={{ open: t("nav.openMenu"), close: t("nav.closeMenu"), title: t("nav.menuTitle") }}
                fallback={
                  <a href={readablePathname({ locale, href: "/site-map" })} className={menuButtonClass}>
                    <MenuIcon size={24} />
                    <span className="sr-only">{t("nav.menuFallback")}</span>
                  </a>
                }
              >
                {/* The way into booking comes first: find a doctor, choose one, then a time. */}
                <a href={bookHref(locale)} data-soft-nav="off" className={buttonClasses("accent", "md", "mb-4 w-full")}>
                  <CalendarIcon size={18} />
                  {t("common.bookAppointment")}
                </a>
                {/* Named by the sheet's title: the desktop navigation beside it already holds "primary". */}
                <nav aria-labelledby="mobile-menu-title">
                  {navItems ? <ul className="menu-list">{navItems}</ul> : <MobileList entries={nav} item={item} locale={locale} />}
                  {more.length > 0 && (
                    <>
                      <p className="menu-heading">{t("nav.more")}</p>
                      {moreItems ? <ul className="menu-list">{moreItems}</ul> : <MobileList entries={more} item={item} locale={locale} />}
                    </>
                  )}
                </nav>
              </MobileMenu>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
