import { getTranslations } from "next-intl/server";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { AboutPage, AboutSettings } from "@/lib/api/about";
import type { Locale } from "@/lib/i18n/routing";
import { sanitizeCmsHtml } from "@/lib/sanitize/html";
import { PROSE_CLASSES } from "./prose";

/** The about-us page body: intro with image, numbers, mission and vision, values, history. */
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

      {numbers.length > 0 && (
        <section aria-labelledby="about-numbers">
          <h2 id="about-numbers" className="mb-6 text-2xl font-bold text-brand-800">
            {t("numbers")}
          </h2>
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {numbers.map((item) => (
              <div key={item.label} className="flex flex-col-reverse rounded-[var(--radius-card)] bg-brand-50 p-5 text-center">
                <dt className="text-muted">{item.label}</dt>
                <dd className="text-3xl font-bold text-brand-700">
                  <bdi dir="ltr">{item.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {page && (page.mission || page.vision) && (
        <section className="grid gap-6 md:grid-cols-2">
          {page.mission && (
            <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
              <h2 className="mb-3 text-xl font-bold text-brand-800">{t("mission")}</h2>
              <p className="text-ink">{page.mission}</p>
            </div>
          )}
          {page.vision && (
            <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
              <h2 className="mb-3 text-xl font-bold text-brand-800">{t("vision")}</h2>
              <p className="text-ink">{page.vision}</p>
            </div>
          )}
        </section>
      )}

      {page && page.values.length > 0 && (
        <section aria-labelledby="about-values">
          <h2 id="about-values" className="mb-6 text-2xl font-bold text-brand-800">
            {t("values")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.values.map((value) => (
              <li key={value.title} className="rounded-[var(--radius-card)] border border-line bg-white p-5">
                <h3 className="mb-2 text-lg font-bold text-ink">{value.title}</h3>
                <p className="text-muted">{value.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {page && page.history.length > 0 && (
        <section aria-labelledby="about-history">
          <h2 id="about-history" className="mb-6 text-2xl font-bold text-brand-800">
            {t("history")}
          </h2>
          <ol className="relative flex flex-col gap-6 border-s-2 border-brand-200 ps-6">
            {page.history.map((step) => (
              <li key={`${step.year}-${step.title}`} className="relative">
                <span aria-hidden="true" className="absolute -start-[33px] top-1.5 size-4 rounded-full border-4 border-white bg-brand-600" />
                <p className="font-bold text-brand-700">
                  <bdi>{step.year}</bdi>
                </p>
                <h3 className="text-lg font-bold text-ink">{step.title}</h3>
                <p className="text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
