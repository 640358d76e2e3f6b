import "server-only";
import { getTranslations } from "next-intl/server";
import { getBusinessUnits, type BusinessUnit } from "@/lib/api/business-units";
import { getPageConfiguration, type NavEntry } from "@/lib/api/page-config";
import { getSiteSettings, type SiteSettings } from "@/lib/api/settings";
import type { Locale } from "@/lib/i18n/routing";
import { whatsappHref } from "@/components/ui/phone";
import type { FooterGridData } from "./footer-grid-data";
import { withoutRepeats } from "./footer-links";
import type { FooterSupportText } from "./footer-support";
import { menuLinks } from "./menu-entries";

type Translate = Awaited<ReturnType<typeof getTranslations<never>>>;

/** A message with one placeholder as the text around it: ["Call ", ""] for "Call {name}". */
function around(message: (values: { name: string }) => string): [string, string] {
  const marker = "\u0000";
  const [before = "", after = ""] = message({ name: marker }).split(marker);
  return [before, after];
}

/** The footer's support WhatsApp number with its texts, when the settings have one. */
export function footerSupport(t: Translate, settings: SiteSettings): FooterSupportText | null {
  return settings.whatsapp
    ? {
        number: settings.whatsapp,
        href: whatsappHref(settings.whatsapp),
        title: t("footer.support"),
        hint: t("footer.supportHint"),
        newTab: t("a11y.opensInNewTab"),
      }
    : null;
}

type Sources = {
  locale: Locale;
  settings: SiteSettings;
  businessUnits: readonly BusinessUnit[];
  footer: readonly NavEntry[];
  webMore: readonly NavEntry[];
};

/** What the full footer's columns show (FooterGrid), each text in the page's language; the minimal footer has none. */
export function footerGridData(t: Translate, { locale, settings, businessUnits, footer, webMore }: Sources): FooterGridData {
  const [footerLinks, moreLinks] = withoutRepeats(menuLinks(footer, locale), menuLinks(webMore, locale));
  const support = footerSupport(t, settings);
  return {
    locale,
    siteName: settings.siteName,
    homeLabel: t("a11y.homeLink", { site: settings.siteName }),
    about: t("footer.about"),
    newTab: t("a11y.opensInNewTab"),
    support: support && { number: support.number, href: support.href, title: support.title, hint: support.hint },
    units: {
      title: t("footer.businessUnits"),
      call: around((values) => t("footer.call", values)),
      items: businessUnits.map((unit) => ({ id: unit.id, name: unit.name, phone: unit.phone || null })),
    },
    links: { title: t("footer.links"), items: footerLinks },
    more: { title: t("footer.more"), items: moreLinks },
    social: {
      title: t("footer.follow"),
      items: settings.social.map(({ network, url }) => ({ network, url, name: t(`social.${network}`) })),
    },
  };
}

/** The footer's columns in one language, read as a page reads them (the same cached backend reads). */
export async function footerGridDataFor(locale: Locale): Promise<FooterGridData> {
  const [settings, config, businessUnits, t] = await Promise.all([
    getSiteSettings(locale),
    getPageConfiguration(locale),
    getBusinessUnits(locale),
    getTranslations({ locale }),
  ]);
  return footerGridData(t, { locale, settings, businessUnits, footer: config.footer, webMore: config.webMore });
}
