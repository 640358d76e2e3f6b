import { useTranslations } from "next-intl";
import { ChevronBackIcon, ChevronForwardIcon } from "@/components/ui/icons";
import type { KindConfig } from "@/lib/content/kinds";
import { pageWindow } from "@/lib/content/paging";
import { Link } from "@/lib/i18n/navigation";

const linkBase =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold transition-colors";

/**
 * Server links to every page of a list (`?page=N`, page 1 is the bare list URL): crawlers and
 * visitors without JavaScript reach every item through them.
 */
export function ListPagination({ listPath, current, last }: { listPath: KindConfig["listPath"]; current: number; last: number }) {
  const t = useTranslations("lists");
  const href = (page: number) => (page > 1 ? { pathname: listPath, query: { page } } : { pathname: listPath });

  return (
    <nav aria-label={t("pagination")} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 && (
          <li>
            <Link href={href(current - 1)} rel="prev" className={`${linkBase} border-line bg-white text-brand-700 hover:bg-brand-50`}>
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
                href={href(page)}
                aria-current={page === current ? "page" : undefined}
                aria-label={t("page", { page })}
                className={`${linkBase} ${
                  page === current ? "border-brand-600 bg-brand-600 text-white" : "border-line bg-white text-brand-700 hover:bg-brand-50"
                }`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < last && (
          <li>
            <Link href={href(current + 1)} rel="next" className={`${linkBase} border-line bg-white text-brand-700 hover:bg-brand-50`}>
              <ChevronForwardIcon size={18} />
              <span className="sr-only">{t("next")}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
