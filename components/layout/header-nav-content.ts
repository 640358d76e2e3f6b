import "server-only";
import { getTranslations } from "next-intl/server";
import { getPageConfiguration, type NavEntry } from "@/lib/api/page-config";
import { getSiteSettings, type SiteSettings } from "@/lib/api/settings";
import type { Locale } from "@/lib/i18n/routing";
import type { HeaderNavData } from "./header-nav-view";
import { menuEntries } from "./menu-entries";

type Translate = Awaited<ReturnType<typeof getTranslations<never>>>;

type Sources = {
  locale: Locale;
  settings: SiteSettings;
  header: readonly NavEntry[];
  webMore: readonly NavEntry[];
};

/** The header's logo: the site's name, its link's label home, and whether it shrinks on a phone (the full header's does). */
export function headerLogo(t: Translate, settings: SiteSettings, compact: boolean): HeaderNavData["logo"] {
  return { siteName: settings.siteName, label: t("a11y.homeLink", { site: settings.siteName }), compact };
}

/**
 * What the full header's bar shows (HeaderNavView), each text in the page's language: the logo and
 * the configured menus, which the phone's sheet draws too (menu-lists.tsx).
 */
export function headerNavData(t: Translate, { locale, settings, header, webMore }: Sources): HeaderNavData & { nav: NonNullable<HeaderNavData["nav"]> } {
  return {
    locale,
    logo: headerLogo(t, settings, true),
    nav: {
      label: t("nav.primary"),
      moreLabel: t("nav.more"),
      newTab: t("a11y.opensInNewTab"),
      entries: menuEntries(header, locale),
      more: menuEntries(webMore, locale),
    },
  };
}

/** The full header's bar in one language, read as a page reads it (the same cached backend reads). */
export async function headerNavDataFor(locale: Locale) {
  const [settings, config, t] = await Promise.all([getSiteSettings(locale), getPageConfiguration(locale), getTranslations({ locale })]);
  return headerNavData(t, { locale, settings, header: config.header, webMore: config.webMore });
}
