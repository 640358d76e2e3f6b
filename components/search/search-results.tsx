import { getTranslations } from "next-intl/server";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { SearchHit, SearchKind, SearchResults } from "@/lib/api/search";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

function hitHref(hit: SearchHit, locale: Locale) {
  const slug = locale === "ar" ? hit.slugs.ar : hit.slugs.en;
  const pathname = ({
    doctors: "/doctor/[slug]",
    offers: "/offer/[slug]",
    clinics: "/clinic/[slug]",
    services: "/services/[slug]",
    news: "/news/[slug]",
    posts: "/[slug]",
  } as const satisfies Record<SearchKind, string>)[hit.kind];
  return { pathname, params: { slug } };
}

/** Search hits grouped by kind, each group with its count. */
export async function SearchResultsView({ locale, results }: { locale: Locale; results: SearchResults }) {
  const t = await getTranslations({ locale, namespace: "search" });
  const tOffers = await getTranslations({ locale, namespace: "offers" });
  return (
    <div className="flex flex-col gap-10">
      <p role="status" className="text-lg font-semibold text-ink">
        {t("count", { count: results.total })}
      </p>
      {results.groups.map((group) => (
        <section key={group.kind} aria-labelledby={`results-${group.kind}`}>
          <h2 id={`results-${group.kind}`} className="mb-4 flex flex-wrap items-baseline gap-3 text-2xl font-bold text-brand-800">
            {group.kind === "offers" ? tOffers("title") : t(`groups.${group.kind}`)}
            <span className="text-base font-normal text-muted">{t("groupCount", { count: group.hits.length })}</span>
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {group.hits.map((hit) => (
              <li key={`${hit.kind}-${hit.id}`}>
                <article className="relative flex h-full gap-4 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)] focus-within:shadow-[var(--shadow-raised)] hover:shadow-[var(--shadow-raised)]">
                  <div className={`size-20 shrink-0 overflow-hidden bg-surface ${hit.kind === "doctors" ? "rounded-full" : "rounded-xl"}`}>
                    <ResponsiveImage image={hit.image} alt="" width={160} height={160} className="h-full w-full object-cover" />
                  </div>
                  <div className="flex min-w-0 flex-col gap-1">
                    <h3 className="text-lg font-bold text-ink">
                      <Link
                        href={hitHref(hit, locale)}
                        className="card-link"
                      >
                        {hit.title}
                      </Link>
                    </h3>
                    {hit.summary && <p className="line-clamp-2 text-muted">{hit.summary}</p>}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
