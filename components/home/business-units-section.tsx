import { getTranslations } from "next-intl/server";
import { WhatsAppIcon } from "@/components/ui/icons";
import { whatsappHref } from "@/components/ui/phone";
import { PhoneNumber } from "@/components/ui/phone-number";
import { getBusinessUnits } from "@/lib/api/business-units";
import { getSiteSettings } from "@/lib/api/settings";
import { env } from "@/lib/env";
import { getPathname } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { KeptHomeCards } from "./home-cards";
import { HomeSection } from "./home-section";

/**
 * The group's business units (SPEC §1): each hospital or centre in its own wording, with its
 * phone; and the unified support WhatsApp number. Numbers are isolated left-to-right.
 */
export async function BusinessUnitsSection({ locale }: { locale: Locale }) {
  const [t, units, settings] = await Promise.all([
    getTranslations({ locale, namespace: "home.sections.businessUnits" }),
    getBusinessUnits(locale),
    getSiteSettings(locale),
  ]);
  if (units.length === 0) return null;
  const home = `${env.SITE_URL}${getPathname({ locale, href: "/" })}`;

  return (
    <HomeSection id="business-units" title={t("title")} lead={t("subtitle")}>
      {/* Kept as the server draws it from each unit's texts and facts, written here, with the units'
          JSON-LD (schema.org Hospitals) after the cards (home-card-rows.tsx): the payload carries
          the facts once, not the JSON-LD script a second time, escaped. */}
      <KeptHomeCards
        kind="units"
        columns="sm:grid-cols-2 lg:grid-cols-3"
        cards={units.map((unit) => ({
          id: unit.id,
          name: unit.name,
          description: unit.description,
          city: unit.city,
          country: unit.country,
          foundedYear: unit.foundedYear,
          founded: t("founded", { year: String(unit.foundedYear) }),
          call: t("call", { name: unit.shortName || unit.name }),
          phone: unit.phone,
          email: unit.email,
          image: unit.image,
        }))}
        group={{ name: settings.siteName, url: home }}
        siteUrl={env.SITE_URL}
      />
      {settings.whatsapp && (
        // Its words and link are styled from .units-support (globals.css).
        <div className="units-support">
          <div>
            <p>{t("support")}</p>
            <p>{t("supportHint")}</p>
          </div>
          <a href={whatsappHref(settings.whatsapp)} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon size={22} />
            <span className="sr-only">{t("whatsapp")}: </span>
            <PhoneNumber value={settings.whatsapp} />
          </a>
        </div>
      )}
    </HomeSection>
  );
}
