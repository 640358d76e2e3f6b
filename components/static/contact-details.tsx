import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { PhoneIcon, WhatsAppIcon } from "@/components/ui/icons";
import { telHref, whatsappHref } from "@/components/ui/phone";
import { PhoneNumber } from "@/components/ui/phone-number";
import type { BusinessUnit } from "@/lib/api/business-units";
import type { SiteSettings } from "@/lib/api/settings";
import type { Locale } from "@/lib/i18n/routing";
import { ContactLocations } from "./contact-locations";
import { mapsHref } from "./maps-href";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/** A phone, e-mail or map link of the page: `contact-link` in styles/globals.css, spelled once there. */
const linkClass = "contact-link";

/** The contact page's content: the group's channels, then each hospital and centre. */
export async function ContactDetails({
  locale,
  settings,
  units,
  form,
}: {
  locale: Locale;
  settings: SiteSettings;
  units: BusinessUnit[];
  /** The message form, rendered under the "Send us a message" heading. */
  form: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "static.contact" });
  const tNewTab = await getTranslations({ locale, namespace: "a11y" });

  return (
    <div className="container-page flex flex-col gap-12 py-10 md:py-14">
      <section className="grid gap-8 lg:grid-cols-[1fr_1fr]">
        <div className="flex flex-col gap-6 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] md:p-8">
          <p className="text-lg text-ink">{t("intro")}</p>
          <dl className="grid gap-5 sm:grid-cols-2">
            {settings.whatsapp && (
              <Row label={t("support")}>
                <a href={whatsappHref(settings.whatsapp)} className={linkClass} rel="noopener noreferrer" target="_blank">
                  <WhatsAppIcon size={18} />
                  <PhoneNumber value={settings.whatsapp} />
                  <span className="sr-only">{tNewTab("opensInNewTab")}</span>
                </a>
              </Row>
            )}
            {settings.phone && (
              <Row label={t("phone")}>
                <a href={telHref(settings.phone)} className={linkClass}>
                  <PhoneIcon size={18} />
                  <PhoneNumber value={settings.phone} />
                </a>
              </Row>
            )}
            {settings.email && (
              <Row label={t("email")}>
                <a href={`mailto:${settings.email}`} className={linkClass}>
                  <bdi dir="ltr">{settings.email}</bdi>
                </a>
              </Row>
            )}
            {settings.workingHours && <Row label={t("workingHours")}>{settings.workingHours}</Row>}
            {settings.address && (
              <Row label={t("address")}>
                <span className="block">{settings.address}</span>
                <a href={mapsHref(settings.address)} className={linkClass} rel="noopener noreferrer" target="_blank">
                  {t("map")}
                  <span className="sr-only">{tNewTab("opensInNewTab")}</span>
                </a>
              </Row>
            )}
          </dl>
        </div>

        <div id="contact-form" className="flex flex-col gap-5 self-start rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] md:p-8">
          <h2 id="contact-form-title" className="text-xl font-bold text-brand-800">
            {t("formTitle")}
          </h2>
          {form}
        </div>
      </section>

      {units.length > 0 && (
        <section aria-labelledby="contact-locations">
          <h2 id="contact-locations" className="mb-6 text-2xl font-bold text-brand-800">
            {t("ourLocations")}
          </h2>
          <ContactLocations
            locations={units.map((unit) => ({
              id: unit.id,
              name: unit.name,
              city: unit.city,
              text: t("mapText", { name: unit.shortName || unit.name, city: unit.city }),
              phone: unit.phone,
              whatsapp: unit.whatsapp,
            }))}
            labels={{ phone: t("phone"), support: t("support"), map: t("map"), opensInNewTab: tNewTab("opensInNewTab") }}
          />
        </section>
      )}
    </div>
  );
}
