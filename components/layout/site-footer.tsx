import { getTranslations } from "next-intl/server";
import type { BusinessUnit } from "@/lib/api/business-units";
import type { NavEntry } from "@/lib/api/page-config";
import type { SiteSettings } from "@/lib/api/settings";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";
import { whatsappHref } from "@/components/ui/phone";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { FooterGrid } from "./kept-frame";
import type { FooterGridData } from "./footer-grid-data";
import { withoutRepeats } from "./footer-links";
import { FooterSupport, type FooterSupportText } from "./footer-support";
import { menuLinks } from "./menu-entries";

type Props = {
  locale: Locale;
  settings: SiteSettings;
  businessUnits: readonly BusinessUnit[];
  footer: readonly NavEntry[];
  webMore: readonly NavEntry[];
  /** "minimal" (landing, survey): support number and legal line only. */
  variant?: "full" | "minimal";
};

/** A message with one placeholder as the text around it: ["Call ", ""] for "Call {name}". */
function around(message: (values: { name: string }) => string): [string, string] {
  const marker = "\u0000";
  const [before = "", after = ""] = message({ name: marker }).split(marker);
  return [before, after];
}

/**
 * The full footer is laid out only as it comes near (`footer-when-near`, globals.css), standing in
 * with its usual height until then (about 2,200 px on a phone, 1,000 px from 768 px).
 */
const FULL_FOOTER_WHEN_NEAR = "footer-when-near";

/**
 * The site footer (docs/DESIGN): business units with their phones, footer and "web more" links,
 * social links, the unified support WhatsApp number, the newsletter form, legal links. The columns
 * come from their data (FooterGrid); the newsletter form and the legal line are the server's.
 */
export async function SiteFooter({ locale, settings, businessUnits, footer, webMore, variant = "full" }: Props) {
  const t = await getTranslations({ locale });
  const newTab = t("a11y.opensInNewTab");
  const year = new Date().getFullYear();
  const support: FooterSupportText | null = settings.whatsapp
    ? {
        number: settings.whatsapp,
        href: whatsappHref(settings.whatsapp),
        title: t("footer.support"),
        hint: t("footer.supportHint"),
        newTab,
      }
    : null;

  return (
    // Its columns, lists and links are styled from their containers (globals.css, "The footer"):
    // what repeats on every page carries no class list in its HTML and payload. Its links are plain
    // anchors that navigate on the client (`data-soft-nav`, components/navigation/soft-links.tsx).
    <footer
      aria-label={t("footer.label")}
      className={variant === "full" ? `site-footer ${FULL_FOOTER_WHEN_NEAR}` : "site-footer"}
      data-soft-nav=""
    >
      {variant === "full" && <FooterGrid {...footerGridData(t, { locale, settings, businessUnits, footer, webMore }, support, newTab)} />}

      {variant === "full" && <NewsletterForm locale={locale} />}

      {variant === "minimal" && support && (
        <div className="container-page max-w-md py-8">
          <FooterSupport {...support} />
        </div>
      )}

      <div className="footer-bottom">
        <div className="container-page footer-bottom-row">
          <p>{t("footer.copyright", { year, site: settings.siteName })}</p>
          <nav aria-label={t("footer.legal")}>
            <ul>
              <li>
                <a href={readablePathname({ locale, href: "/privacy-policy" })}>{t("footer.privacy")}</a>
              </li>
              <li>
                <a href={readablePathname({ locale, href: "/terms" })}>{t("footer.terms")}</a>
              </li>
              <li>
                <a href={readablePathname({ locale, href: "/site-map" })}>{t("footer.siteMap")}</a>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

/** What the full footer's columns show (FooterGrid), each text in the page's language; the minimal footer has none. */
function footerGridData(
  t: Awaited<ReturnType<typeof getTranslations<never>>>,
  { locale, settings, businessUnits, footer, webMore }: Pick<Props, "locale" | "settings" | "businessUnits" | "footer" | "webMore">,
  support: FooterSupportText | null,
  newTab: string,
): FooterGridData {
  const [footerLinks, moreLinks] = withoutRepeats(menuLinks(footer, locale), menuLinks(webMore, locale));
  return {
    locale,
    siteName: settings.siteName,
    homeLabel: t("a11y.homeLink", { site: settings.siteName }),
    about: t("footer.about"),
    newTab,
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
