import { getTranslations } from "next-intl/server";
import { CardRow, CardRowItem } from "@/components/ui/card-row";
import { PhoneIcon, PinIcon, WhatsAppIcon } from "@/components/ui/icons";
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
            {/* Its picture, name, description, place and phone: styled from .unit-card (globals.css). */}
            <article className="unit-card">
              <div>
                <ResponsiveImage image={unit.image} alt="" width={800} height={450} />
              </div>
              <div>
                <h3>{unit.name}</h3>
                <p>{unit.description}</p>
                <p>
                  <PinIcon size={18} className="shrink-0 text-brand-700" />
                  <span>
                    {unit.city} · {t("founded", { year: String(unit.foundedYear) })}
                  </span>
                </p>
                <a href={telHref(unit.phone)}>
                  <PhoneIcon size={18} />
                  <span className="sr-only">{t("call", { name: unit.shortName || unit.name })}: </span>
                  <PhoneNumber value={unit.phone} />
                </a>
              </div>
            </article>
          </CardRowItem>
        ))}
      </CardRow>
      {settings.whatsapp && (
        <div className="mt-8 flex flex-col items-start gap-4 rounded-[var(--radius-card)] bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-lg font-bold">{t("support")}</p>
            <p className="text-brand-100">{t("supportHint")}</p>
          </div>
          <a
            href={whatsappHref(settings.whatsapp)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-6 font-bold text-brand-800 hover:bg-brand-50"
          >
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
