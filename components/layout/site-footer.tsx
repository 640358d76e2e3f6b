import { getTranslations } from "next-intl/server";
import type { BusinessUnit } from "@/lib/api/business-units";
import type { NavEntry } from "@/lib/api/page-config";
import type { SiteSettings } from "@/lib/api/settings";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { WhatsAppIcon } from "@/components/ui/icons";
import { telHref, whatsappHref } from "@/components/ui/phone";
import { PhoneNumber } from "@/components/ui/phone-number";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { FooterColumn } from "./footer-column";
import { withoutRepeats } from "./footer-links";
import { Logo } from "./logo";
import { resolveNavHref } from "./nav-href";
import { NavLink } from "./nav-link";

type Props = {
  locale: Locale;
  settings: SiteSettings;
  businessUnits: readonly BusinessUnit[];
  footer: readonly NavEntry[];
  webMore: readonly NavEntry[];
  /** "minimal" (landing, survey): support number and legal line only. */
  variant?: "full" | "minimal";
  /** Extra content above the bottom line, e.g. the newsletter form of a later issue. */
  slot?: React.ReactNode;
};

/** Entries that resolve to a link, children flattened after their parent. */
function links(entries: readonly NavEntry[]) {
  return entries
    .flatMap((entry) => [entry, ...entry.children])
    .flatMap((entry) => {
      const href = resolveNavHref(entry.path);
      return href ? [{ id: entry.id, title: entry.title, href }] : [];
    });
}

/**
 * The networks whose mark the stylesheet draws (`.footer-social .social-<network>::before`,
 * globals.css, from lib/icons/shapes.ts); any other link gets the globe there.
 */
const DRAWN_NETWORKS = new Set(["facebook", "x", "instagram", "youtube", "linkedin", "snapchat", "tiktok"]);

/**
 * The full footer is laid out only as it comes near (`footer-when-near`, globals.css), standing in
 * with its usual height until then (about 2,200 px on a phone, 1,000 px from 768 px).
 */
const FULL_FOOTER_WHEN_NEAR = "footer-when-near";

/**
 * The site footer (docs/DESIGN): business units with their phones, footer and "web more" links,
 * social links, the unified support WhatsApp number, legal links.
 */
export async function SiteFooter({ locale, settings, businessUnits, footer, webMore, variant = "full", slot }: Props) {
  const t = await getTranslations({ locale });
  const [footerLinks, moreLinks] = withoutRepeats(links(footer), links(webMore));
  const newTab = t("a11y.opensInNewTab");
  const year = new Date().getFullYear();
  const linkItems = (entries: ReturnType<typeof links>) =>
    entries.map((entry) => (
      <li key={entry.id}>
        <NavLink href={entry.href} newTabLabel={newTab}>
          {entry.title}
        </NavLink>
      </li>
    ));

  const support = settings.whatsapp ? (
    <div className="footer-support">
      <p>{t("footer.support")}</p>
      <a href={whatsappHref(settings.whatsapp)} target="_blank" rel="noopener noreferrer">
        <WhatsAppIcon size={22} />
        <PhoneNumber value={settings.whatsapp} />
        <span className="sr-only"> {newTab}</span>
      </a>
      <p>{t("footer.supportHint")}</p>
    </div>
  ) : null;

  return (
    // Its columns, lists and links are styled from their containers (globals.css, "The footer"):
    // what repeats on every page carries no class list in its HTML and payload.
    <footer aria-label={t("footer.label")} className={variant === "full" ? `site-footer ${FULL_FOOTER_WHEN_NEAR}` : "site-footer"}>
      {variant === "full" && (
        <div className="container-page footer-grid">
          <div className="footer-about">
            <Logo siteName={settings.siteName} label={t("a11y.homeLink", { site: settings.siteName })} tone="inverse" />
            <p>{t("footer.about")}</p>
            {support}
          </div>

          {businessUnits.length > 0 && (
            <FooterColumn id="footer-units" title={t("footer.businessUnits")} className="lg:col-span-3" listClassName="footer-units">
              {businessUnits.map((unit) => (
                <li key={unit.id}>
                  <p>{unit.name}</p>
                  {/* The phone's icon is drawn by the stylesheet (`.footer-units a::before`, globals.css). */}
                  {unit.phone && (
                    <a href={telHref(unit.phone)} aria-label={`${t("footer.call", { name: unit.name })}: ${unit.phone}`}>
                      <PhoneNumber value={unit.phone} />
                    </a>
                  )}
                </li>
              ))}
            </FooterColumn>
          )}

          {footerLinks.length > 0 && (
            <FooterColumn
              as="nav"
              id="footer-links"
              title={t("footer.links")}
              className="lg:col-span-2"
              listClassName="footer-links"
            >
              {linkItems(footerLinks)}
            </FooterColumn>
          )}

          <div className="footer-end">
            {moreLinks.length > 0 && (
              <FooterColumn as="nav" id="footer-more" title={t("footer.more")} listClassName="footer-links">
                {linkItems(moreLinks)}
              </FooterColumn>
            )}
            {settings.social.length > 0 && (
              <FooterColumn id="footer-social" title={t("footer.follow")} listClassName="footer-social">
                {settings.social.map(({ network, url }) => (
                  <li key={network}>
                    <a href={url} target="_blank" rel="noopener noreferrer" {...(DRAWN_NETWORKS.has(network) ? { className: `social-${network}` } : {})}>
                      {/* One text, not three: the payload writes each of a JSX text's parts apart. */}
                      <span className="sr-only">{`${t(`social.${network}`)} ${newTab}`}</span>
                    </a>
                  </li>
                ))}
              </FooterColumn>
            )}
          </div>
        </div>
      )}

      {variant === "full" && slot}
      {variant === "full" && <NewsletterForm locale={locale} />}

      {variant === "minimal" && support && <div className="container-page max-w-md py-8">{support}</div>}

      <div className="footer-bottom">
        <div className="container-page footer-bottom-row">
          <p>{t("footer.copyright", { year, site: settings.siteName })}</p>
          <nav aria-label={t("footer.legal")}>
            <ul>
              <li>
                <Link href="/privacy-policy">
                  {t("footer.privacy")}
                </Link>
              </li>
              <li>
                <Link href="/terms">
                  {t("footer.terms")}
                </Link>
              </li>
              <li>
                <Link href="/site-map">
                  {t("footer.siteMap")}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
