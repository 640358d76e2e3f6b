import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import type { BusinessUnit } from "@/lib/api/business-units";
import type { SiteSettings } from "@/lib/api/settings";
import type { Locale } from "@/lib/i18n/routing";
import { ContactLocations } from "./contact-locations";
import { KeptContactChannels } from "./kept-contact-channels";

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
        <KeptContactChannels
          intro={t("intro")}
          labels={{
            support: t("support"),
            phone: t("phone"),
            email: t("email"),
            workingHours: t("workingHours"),
            address: t("address"),
            map: t("map"),
            newTab: tNewTab("opensInNewTab"),
          }}
          whatsapp={settings.whatsapp}
          phone={settings.phone}
          email={settings.email}
          workingHours={settings.workingHours}
          address={settings.address}
        />

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
