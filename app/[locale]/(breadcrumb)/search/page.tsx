import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { SearchForm } from "@/components/search/search-form";
import { SearchResultsView } from "@/components/search/search-results";
import { EmptyState } from "@/components/lists/empty-state";
import { buttonClasses } from "@/components/ui/button";
import { normalizeTerm, searchSite, type SearchResults } from "@/lib/api/search";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";
import { isLocale } from "@/lib/i18n/routing";
import { buildPageMetadata } from "@/lib/seo/metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const term = normalizeTerm((await searchParams).s);
  const [t, ts] = await Promise.all([
    getTranslations({ locale, namespace: "search" }),
    getTranslations({ locale, namespace: "seo" }),
  ]);
  return buildPageMetadata({
    locale,
    page: term ? undefined : "search",
    href: "/search",
    title: term ? ts("searchFor", { term }) : t("title"),
    description: t("description"),
    // Result pages are endless and thin: crawlers follow their links but never index them.
    noindex: true,
  });
}

/**
 * Site search (SPEC §7 `?s=`): doctors, clinics, services, news and posts, grouped by kind. A plain
 * GET form, so it works without JavaScript and the box keeps what was typed. Dynamic by nature.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  const term = normalizeTerm((await searchParams).s);
  const [t, te, tp] = await Promise.all([
    getTranslations({ locale, namespace: "search" }),
    getTranslations({ locale, namespace: "empty" }),
    getTranslations({ locale, namespace: "static.siteMap.pages" }),
  ]);

  let results: SearchResults | null = null;
  let failed = false;
  if (term) {
    try {
      results = await searchSite(term, locale);
    } catch (error) {
      failed = true;
      console.error(`[search] "${term}" (${locale}) failed:`, error instanceof Error ? error.message : error);
    }
  }

  return (
    <>
      <Breadcrumb locale={locale} title={term ? t("resultsFor", { term }) : t("title")} />
      <div className="container-page flex flex-col gap-10 py-10 md:py-14">
        <SearchForm locale={locale} term={term} />
        {!term ? (
          <p className="max-w-2xl text-lg text-muted">{t("prompt")}</p>
        ) : failed ? (
          <EmptyState live headingLevel={2} message={te("noInfo")} hint={te("listError")} />
        ) : results && results.total > 0 ? (
          <SearchResultsView locale={locale} results={results} />
        ) : (
          <EmptyState
            live
            headingLevel={2}
            message={te("noResults")}
            hint={te("noResultsHint")}
            action={
              <>
                <Link href="/doctors" className={buttonClasses("primary")}>
                  {tp("doctors")}
                </Link>
                <Link href="/clinics" className={buttonClasses("secondary")}>
                  {tp("clinics")}
                </Link>
              </>
            }
          />
        )}
      </div>
    </>
  );
}
