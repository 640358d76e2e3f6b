import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { homePath } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/routing";
import { DESKTOP_MEDIA, imageUrl, type ImageSource } from "@/lib/images";
import { validateBreadcrumbPath, type BreadcrumbItem } from "./breadcrumb-path";
import { KeptBreadcrumbTrail } from "./kept-breadcrumb-trail";

export type BreadcrumbProps = {
  locale: Locale;
  /** The page title, shown as the <h1> and as the last (current) step. */
  title: string;
  /**
   * Steps between Home and the current page. `link` is the localized URL path, e.g. from
   * `getPathname({ locale, href: "/doctors" })`; "" renders the step without a link.
   * Validated with SPEC §5's messages.
   */
  path?: readonly BreadcrumbItem[];
  /** Background image; without one the band is the stylesheet's own (`breadcrumb-band`, globals.css). */
  bg?: ImageSource | null;
};

/**
 * The page header of the breadcrumb layout: background band, title and trail, plus the
 * BreadcrumbList JSON-LD for search engines; the trail, title and JSON-LD are drawn from the steps
 * (KeptBreadcrumbTrail).
 */
export async function Breadcrumb({ locale, title, path = [], bg }: BreadcrumbProps) {
  const steps = validateBreadcrumbPath(path);
  const t = await getTranslations({ locale, namespace: "breadcrumb" });
  const home = homePath(locale);
  const trail: BreadcrumbItem[] = [{ name: t("home"), link: home }, ...steps, { name: title, link: "" }];
  const mobile = bg ? imageUrl(bg, "mobile") : null;
  const desktop = bg ? imageUrl(bg, "desktop") : null;

  return (
    // Without an image of its own the band is drawn by the stylesheet (`breadcrumb-band`): no request
    // stands between the first paint and the header, the largest paint of every page that has one.
    <section className={mobile ? "relative isolate overflow-hidden bg-brand-900 text-white" : "breadcrumb-band"}>
      {mobile && (
        <>
          {/* Phones get the mobile variant (SPEC §3), a quarter of the desktop one's pixels. */}
          <picture>
            {mobile !== desktop && <source media={DESKTOP_MEDIA} srcSet={desktop!} width={1600} height={400} />}
            <img
              src={mobile}
              alt=""
              width={768}
              height={320}
              className="absolute inset-0 -z-10 h-full w-full object-cover"
              decoding="async"
              fetchPriority="high"
            />
          </picture>
          <div className="absolute inset-0 -z-10 bg-linear-to-t from-brand-900/95 via-brand-900/85 to-brand-800/75" />
        </>
      )}
      <KeptBreadcrumbTrail label={t("label")} trail={trail} siteUrl={env.SITE_URL} />
    </section>
  );
}
