import { getTranslations } from "next-intl/server";
import type { NavEntry } from "@/lib/api/page-config";
import type { SiteSettings } from "@/lib/api/settings";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";
import { DOCTOR_LIST_ID } from "@/components/doctors/doctor-list-id";
import { AccountLink } from "./account-link";
import { LanguageSwitch } from "./language-switch";
import { keepData } from "@/components/ui/kept-data";
import { frameDataUrl } from "@/lib/api/frame-data";
import { headerLogo, headerNavData } from "./header-nav-content";
import { BookLink, FullHeaderNav, HeaderNav, SupportLink } from "./kept-frame";
import { MobileMenu } from "./mobile-menu";

/**
 * The header's way into booking: the doctors, soonest free first, at the list. A plain link, loaded
 * as a page: the browser's own fragment navigation starts the next Tab at the list (the first
 * doctor and their times, not the header again and the filters), with no script on pages whose first
 * load is counted to the kilobyte. Its views mark it `data-soft-nav="off"` (book-link-view.tsx,
 * menu-lists.tsx), so the header's client navigation (components/navigation/soft-links.tsx) leaves
 * it a page load.
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

/**
 * The site header (docs/DESIGN): a thin top bar (support WhatsApp, language, sign in or my
 * account), the logo, the navigation from /api/page_configurations, a persistent "Book an
 * appointment" button, and on small screens a menu sheet.
 */
export async function SiteHeader({ locale, settings, header, webMore, variant = "full" }: Props) {
  const t = await getTranslations({ locale });
  const newTab = t("a11y.opensInNewTab");
  const full = variant === "full";
  // The bar's entries stay on the server under their key; the phone's sheet reads them by that key
  // when it first opens (header-nav-content.ts).
  const navSource = full ? { keptKey: keepData(headerNavData(t, { locale, settings, header, webMore })), dataUrl: frameDataUrl("header-nav", locale) } : undefined;

  return (
    // The header's rows, links and dropdowns are styled from their containers (globals.css, "The
    // header"): what repeats on every page carries no class list in its HTML and payload. Its links
    // are plain anchors that navigate on the client (`data-soft-nav`, components/navigation/soft-links.tsx).
    <header className="site-header" data-soft-nav="">
      <div className="topbar">
        <div className="container-page topbar-row">
          <SupportLink whatsapp={settings.whatsapp ? { number: settings.whatsapp, label: t("header.whatsappSupport"), newTab } : null} />
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
          {navSource ? (
            <FullHeaderNav {...navSource} />
          ) : (
            <HeaderNav locale={locale} logo={headerLogo(t, settings, false)} />
          )}

          <div className="mainbar-end">
            {/* Booking starts at "find a doctor", soonest free first, at the list (bookHref):
                each card leads to the doctor's booking, or straight to a free time. */}
            {full && <BookLink href={bookHref(locale)} short={t("common.bookShort")} long={t("common.bookAppointment")} />}
            {navSource && (
              <MobileMenu
                navSource={navSource}
                labels={{ open: t("nav.openMenu"), close: t("nav.closeMenu"), title: t("nav.menuTitle") }}
                book={{ href: bookHref(locale), label: t("common.bookAppointment") }}
                siteMap={{ href: readablePathname({ locale, href: "/site-map" }), label: t("nav.menuFallback") }}
              />
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
