import { getTranslations } from "next-intl/server";
import type { BusinessUnit } from "@/lib/api/business-units";
import type { NavEntry } from "@/lib/api/page-config";
import type { SiteSettings } from "@/lib/api/settings";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { PhoneIcon, SocialIcon, WhatsAppIcon } from "@/components/ui/icons";
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

const linkClass = "footer-link";

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
        <NavLink href={entry.href} newTabLabel={newTab} className={linkClass}>
          {entry.title}
        </NavLink>
      </li>
    ));

  const support = settings.whatsapp ? (
    <div className="rounded-[var(--radius-card)] bg-white/5 p-4 ring-1 ring-white/10">
      <p className="text-sm text-brand-100">{t("footer.support")}</p>
      <a
        href={whatsappHref(settings.whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-1 inline-flex min-h-11 items-center gap-2 text-xl font-bold text-white hover:underline"
      >
        <WhatsAppIcon size={22} />
        <PhoneNumber value={settings.whatsapp} />
        <span className="sr-only"> {newTab}</span>
      </a>
      <p className="text-sm text-brand-100">{t("footer.supportHint")}</p>
    </div>
  ) : null;

  return (
    <footer aria-label={t("footer.label")} className={`mt-auto bg-brand-900 text-brand-100 ${variant === "full" ? FULL_FOOTER_WHEN_NEAR : ""}`}>
      {variant === "full" && (
        <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-12 lg:py-16">
          <div className="space-y-5 lg:col-span-4">
            <Logo siteName={settings.siteName} label={t("a11y.homeLink", { site: settings.siteName })} tone="inverse" />
            <p className="max-w-sm text-sm leading-relaxed">{t("footer.about")}</p>
            {support}
          </div>

          {businessUnits.length > 0 && (
            <FooterColumn id="footer-units" title={t("footer.businessUnits")} className="lg:col-span-3" listClassName="space-y-3">
              {businessUnits.map((unit) => (
                <li key={unit.id}>
                  <p className="font-medium text-white">{unit.name}</p>
                  {unit.phone && (
                    <a
                      href={telHref(unit.phone)}
                      className="footer-phone"
                      aria-label={`${t("footer.call", { name: unit.name })}: ${unit.phone}`}
                    >
                      <PhoneIcon size={14} />
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
              listClassName="space-y-1 text-sm"
            >
              {linkItems(footerLinks)}
            </FooterColumn>
          )}

          <div className="space-y-8 lg:col-span-3">
            {moreLinks.length > 0 && (
              <FooterColumn as="nav" id="footer-more" title={t("footer.more")} listClassName="space-y-1 text-sm">
                {linkItems(moreLinks)}
              </FooterColumn>
            )}
            {settings.social.length > 0 && (
              <FooterColumn id="footer-social" title={t("footer.follow")} listClassName="flex flex-wrap gap-2">
                {settings.social.map(({ network, url }) => (
                  <li key={network}>
                    <a href={url} target="_blank" rel="noopener noreferrer" className="social-link">
                      <SocialIcon network={network} size={20} />
                      <span className="sr-only">
                        {t(`social.${network}`)} {newTab}
                      </span>
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

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer.copyright", { year, site: settings.siteName })}</p>
          <nav aria-label={t("footer.legal")}>
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              <li>
                <Link href="/privacy-policy" className={linkClass}>
                  {t("footer.privacy")}
                </Link>
              </li>
              <li>
                <Link href="/terms" className={linkClass}>
                  {t("footer.terms")}
                </Link>
              </li>
              <li>
                <Link href="/site-map" className={linkClass}>
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
