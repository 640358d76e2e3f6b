import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { getBusinessUnits } from "@/lib/api/business-units";
import { getPageConfiguration } from "@/lib/api/page-config";
import { getSiteSettings } from "@/lib/api/settings";
import type { Locale } from "@/lib/i18n/routing";
import { MainLandmarkScope } from "./error-boundary";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

type Props = {
  locale: Locale;
  children: ReactNode;
  /** "minimal" for focused pages (landing, survey): no menus. */
  variant?: "full" | "minimal";
  /** Classes of the <main> element, e.g. a centred narrow column for sign-in pages. */
  mainClassName?: string;
};

/**
 * Header + <main id="main"> + footer, with their data from the backend (settings, page
 * configuration, business units; all cached with tags). Used by every layout route group and
 * by the 404 page. A failing read throws: at build time the build fails rather than baking an
 * empty header. At run time, with the backend out of reach, the reads answer with the last copy
 * this server read (`lastGood`), so the outage page and pages rendered meanwhile keep their frame.
 */
export async function SiteChrome({ locale, children, variant = "full", mainClassName }: Props) {
  const [settings, config, businessUnits, t] = await Promise.all([
    getSiteSettings(locale),
    getPageConfiguration(locale),
    variant === "full" ? getBusinessUnits(locale) : Promise.resolve([]),
    getTranslations({ locale, namespace: "a11y" }),
  ]);

  return (
    <div className="site-frame">
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <SiteHeader
        locale={locale}
        settings={settings}
        header={config.header}
        webMore={config.webMore}
        variant={variant}
      />
      <main id="main" tabIndex={-1} className={mainClassName ?? "flex-1 focus:outline-none"}>
        <MainLandmarkScope inside>
          {children}
        </MainLandmarkScope>
      </main>
      <SiteFooter
        locale={locale}
        settings={settings}
        businessUnits={businessUnits}
        footer={config.footer}
        webMore={config.webMore}
        variant={variant}
      />
    </div>
  );
}
