import { getTranslations } from "next-intl/server";
import { CardRow, CardRowItem } from "@/components/ui/card-row";
import { WhatsAppIcon } from "@/components/ui/icons";
import { telHref, whatsappHref } from "@/components/ui/phone";
import { PhoneNumber } from "@/components/ui/phone-number";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { getBusinessUnits } from "@/lib/api/business-units";
import { getSiteSettings } from "@/lib/api/settings";
import { env } from "@/lib/env";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { JsonLdScript } from "@/components/seo/json-ld";
import { businessUnitsJsonLd } from "@/lib/seo/business-units";
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
  const jsonLd = businessUnitsJsonLd(units, { name: settings.siteName, url: home }, env.SITE_URL);

  return (
    <HomeSection id="business-units" title={t("title")} lead={t("subtitle")}>
      <CardRow columns="sm:grid-cols-2 lg:grid-cols-3">
        {units.map((unit) => (
          <CardRowItem key={unit.id}>
            {/* Its picture, name, description, place and phone: styled from .unit-card (globals.css), the place's and the phone's icons drawn there. */}
            <article className="unit-card">
              <div>
                <ResponsiveImage image={unit.image} alt="" width={800} height={450} />
              </div>
              <div>
                <h3>{unit.name}</h3>
                <p>{unit.description}</p>
                <p>
                  <span>
                    {unit.city} · {t("founded", { year: String(unit.foundedYear) })}
                  </span>
                </p>
                <a href={telHref(unit.phone)}>
                  <span className="sr-only">{t("call", { name: unit.shortName || unit.name })}: </span>
                  <PhoneNumber value={unit.phone} />
                </a>
              </div>
            </article>
          </CardRowItem>
        ))}
      </CardRow>
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
      <JsonLdScript data={jsonLd} />
    </HomeSection>
  );
}
