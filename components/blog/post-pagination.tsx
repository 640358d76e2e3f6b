import { useTranslations } from "next-intl";
import { ChevronBackIcon, ChevronForwardIcon } from "@/components/ui/icons";
import { pageWindow } from "@/lib/content/paging";
import { Link } from "@/lib/i18n/navigation";

/** The list a pagination belongs to: the blog, the secret page, or a category/tag by slug. */
export type BlogListHref =
  | { pathname: "/blog" }
  | { pathname: "/secretPage" }
  | { pathname: "/categories/[slug]"; params: { slug: string } }
  | { pathname: "/tags/[slug]"; params: { slug: string } };

export function pagedHref(base: BlogListHref, page: number) {
  return page > 1 ? { ...base, query: { page: String(page) } } : base;
}

const linkBase = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold transition-colors";
const idle = "border-line bg-white text-brand-700 hover:bg-brand-50";

/**
 * Server links to every page of a post list (`?page=N`, page 1 is the bare URL): crawlers and
 * visitors without JavaScript reach every post through them.
 */
export function PostPagination({ base, current, last }: { base: BlogListHref; current: number; last: number }) {
  const t = useTranslations("lists");
  if (last <= 1) return null;
  return (
    <nav aria-label={t("pagination")} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 && (
          <li>
            <Link href={pagedHref(base, current - 1)} rel="prev" className={`${linkBase} ${idle}`}>
              <ChevronBackIcon size={18} />
              <span className="sr-only">{t("previous")}</span>
            </Link>
          </li>
        )}
        {pageWindow(current, last).map((page, index) =>
          page === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={pagedHref(base, page)}
                aria-current={page === current ? "page" : undefined}
                aria-label={t("page", { page })}
                className={`${linkBase} ${page === current ? "border-brand-600 bg-brand-600 text-white" : idle}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < last && (
          <li>
            <Link href={pagedHref(base, current + 1)} rel="next" className={`${linkBase} ${idle}`}>
              <ChevronForwardIcon size={18} />
              <span className="sr-only">{t("next")}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
