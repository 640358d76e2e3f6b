import { getTranslations } from "next-intl/server";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { AboutPage, AboutSettings } from "@/lib/api/about";
import type { Locale } from "@/lib/i18n/routing";
import { sanitizeCmsHtml } from "@/lib/sanitize/html";
import { KeptAboutSections } from "./kept-about-sections";
import { PROSE_CLASSES } from "./prose";

/**
 * The about-us page body: intro with image (its picture swaps to the fallback if it fails, so it
 * hydrates), then numbers, mission and vision, values and history, drawn from their words
 * (KeptAboutSections).
 */
export async function AboutView({
  locale,
  about,
  page,
  siteOrigin,
}: {
  locale: Locale;
  about: AboutSettings | null;
  page: AboutPage | null;
  siteOrigin: string;
}) {
  const t = await getTranslations({ locale, namespace: "about" });
  const intro = sanitizeCmsHtml(page?.intro || about?.description, { siteOrigin });
  const numbers = page?.numbers.length ? page.numbers : (about?.numbers ?? []);
  // The page's own image heads the page (breadcrumb background); the settings image sits by the intro.
  const image = about?.image;

  return (
    <div className="flex flex-col gap-14">
      <section className={image ? "grid items-center gap-8 lg:grid-cols-2" : "max-w-3xl"}>
        <div>
          {about?.subtitle && <p className="mb-2 font-semibold text-accent-700">{about.subtitle}</p>}
          {about && (
            <h2 className="mb-4 text-2xl font-bold text-brand-800 md:text-3xl">{t("since", { year: about.foundedYear })}</h2>
          )}
          <div className={PROSE_CLASSES} dangerouslySetInnerHTML={{ __html: intro }} />
        </div>
        {image && (
          <div className="aspect-[3/2] overflow-hidden rounded-[var(--radius-card)] shadow-[var(--shadow-card)]">
            <ResponsiveImage image={image} alt="" width={1200} height={800} className="h-full w-full object-cover" priority />
          </div>
        )}
      </section>

      <KeptAboutSections
        numbers={numbers.length > 0 ? { title: t("numbers"), items: numbers } : null}
        aims={[
          ...(page?.mission ? [{ title: t("mission"), text: page.mission }] : []),
          ...(page?.vision ? [{ title: t("vision"), text: page.vision }] : []),
        ]}
        values={page && page.values.length > 0 ? { title: t("values"), items: page.values } : null}
        history={page && page.history.length > 0 ? { title: t("history"), steps: page.history } : null}
      />
    </div>
  );
}
