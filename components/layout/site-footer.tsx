import { getTranslations } from "next-intl/server";
import type { BusinessUnit } from "@/lib/api/business-units";
import type { NavEntry } from "@/lib/api/page-config";
import type { SiteSettings } from "@/lib/api/settings";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";
import { keepData } from "@/components/ui/kept-data";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { frameDataUrl } from "@/lib/api/frame-data";
import { footerGridData, footerSupport } from "./footer-grid-content";
import { FooterGrid, FooterLegal, MinimalFooterSupport } from "./kept-frame";

type Props = {
  locale: Locale;
  settings: SiteSettings;
  businessUnits: readonly BusinessUnit[];
  footer: readonly NavEntry[];
  webMore: readonly NavEntry[];
  /** "minimal" (landing, survey): support number and legal line only. */
  variant?: "full" | "minimal";
};

/**
 * The full footer is laid out only as it comes near (`footer-when-near`, globals.css), standing in
 * with its usual height until then (about 2,200 px on a phone, 1,000 px from 768 px).
 */
const FULL_FOOTER_WHEN_NEAR = "footer-when-near";

/**
 * The site footer (docs/DESIGN): business units with their phones, footer and "web more" links,
 * social links, the unified support WhatsApp number, the newsletter form, legal links. The columns
 * come from their data, kept on the server by key (FooterGrid); the newsletter form is the server's, and
 * the legal line is kept as drawn from its texts (FooterLegal).
 */
export async function SiteFooter({ locale, settings, businessUnits, footer, webMore, variant = "full" }: Props) {
  const t = await getTranslations({ locale });
  const year = new Date().getFullYear();
  const support = variant === "minimal" ? footerSupport(t, settings) : null;

  return (
    // Its columns, lists and links are styled from their containers (globals.css, "The footer"):
    // what repeats on every page carries no class list in its HTML and payload. Its links are plain
    // anchors that navigate on the client (`data-soft-nav`, components/navigation/soft-links.tsx).
    <footer
      aria-label={t("footer.label")}
      className={variant === "full" ? `site-footer ${FULL_FOOTER_WHEN_NEAR}` : "site-footer"}
      data-soft-nav=""
    >
      {variant === "full" && (
        <FooterGrid keptKey={keepData(footerGridData(t, { locale, settings, businessUnits, footer, webMore }))} dataUrl={frameDataUrl("footer-grid", locale)} />
      )}

      {variant === "full" && <NewsletterForm locale={locale} />}

      {variant === "minimal" && support && <MinimalFooterSupport {...support} />}

      <FooterLegal
        copyright={t("footer.copyright", { year, site: settings.siteName })}
        label={t("footer.legal")}
        links={[
          { href: readablePathname({ locale, href: "/privacy-policy" }), label: t("footer.privacy") },
          { href: readablePathname({ locale, href: "/terms" }), label: t("footer.terms") },
          { href: readablePathname({ locale, href: "/site-map" }), label: t("footer.siteMap") },
        ]}
      />
    </footer>
  );
}
