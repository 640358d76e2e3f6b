import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { getPageConfiguration } from "@/lib/api/page-config";
import { getCategories } from "@/lib/api/posts";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";
import { isRouteBuilt } from "@/lib/navigation/unbuilt-routes";
import { computeActivePages } from "@/lib/navigation/active-pages";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { routeBaseName, SITE_SECTIONS } from "@/lib/seo/site-structure";

type Props = { params: Promise<{ locale: string }> };

export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "static.siteMap" });
  return buildPageMetadata({ locale, page: "site-map", href: "/site-map", title: t("title"), description: t("description") });
}

const linkClass = "inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline";

/** The site map page (SPEC §2 /site-map): every reachable page, by section, plus the blog's categories. */
export default async function SiteMapPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const [t, config, categories] = await Promise.all([
    getTranslations({ locale, namespace: "static.siteMap" }),
    getPageConfiguration(locale).catch(() => null),
    getCategories(locale).catch(() => []),
  ]);
  // Only pages a visitor can reach (SPEC §2 active pages); without the configuration, list them all.
  const active = config ? computeActivePages(config) : null;
  const reachable = (route: string) => {
    const name = routeBaseName(route);
    return !active || name === "" || active.has(name) || name === "profile";
  };

  return (
    <>
      <Breadcrumb locale={locale} title={t("title")} />
      <div className="container-page py-10 md:py-14">
        <p className="mb-10 max-w-3xl text-lg text-muted">{t("description")}</p>
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {SITE_SECTIONS.map((section) => {
            const pages = section.pages.filter((page) => page.available && isRouteBuilt(page.route) && reachable(page.route));
            if (pages.length === 0) return null;
            return (
              <section key={section.key} aria-labelledby={`sm-${section.key}`} className="rounded-[var(--radius-card)] border border-line bg-white p-6">
                <h2 id={`sm-${section.key}`} className="mb-3 text-xl font-bold text-brand-800">
                  {t(section.key)}
                </h2>
                <ul className="flex flex-col">
                  {pages.map((page) => (
                    <li key={page.route}>
                      <Link href={page.route as "/"} className={linkClass}>
                        {t(`pages.${page.name}` as "pages.home")}
                      </Link>
                    </li>
                  ))}
                  {section.key === "blog" && categories.length > 0 && (
                    <li>
                      <ul className="mt-1 flex flex-col border-s-2 border-line ps-4">
                        {categories.map((category) => (
                          <li key={category.id}>
                            <Link href={{ pathname: "/categories/[slug]", params: { slug: category.slug } }} className={linkClass}>
                              {category.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </li>
                  )}
                </ul>
              </section>
            );
          })}
        </div>
      </div>
    </>
  );
}
