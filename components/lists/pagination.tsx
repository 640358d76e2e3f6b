import { useLocale, useTranslations } from "next-intl";
import { ChevronBackIcon, ChevronForwardIcon } from "@/components/ui/icons";
import { pageWindow } from "@/lib/content/page-window";
import { SoftLink } from "@/lib/navigation/soft-link";
import type { LocalizedHref } from "@/lib/i18n/localized-path";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { AppPathname, Locale } from "@/lib/i18n/routing";

// Written here for Next's own link (readable-path.ts): next-intl's would bring its router into the
// first load of every list page.
type Href = AppPathname | LocalizedHref;

/** What the pagination says; `page` has a `{page}` placeholder. Defaults: the `lists` messages. */
export type PaginationLabels = { label: string; previous: string; next: string; page: string };

/** A page link's classes, spelled once in styles/globals.css: the current page is styled by its aria-current. */
const linkClass = "page-link";

/**
 * The site's one pagination: server links to every page of a list (page 1 is the bare list URL),
 * so crawlers and visitors without JavaScript reach every item. Nothing when there is one page.
 */
export function Pagination({
  current,
  last,
  hrefFor,
  labels,
  className = "flex justify-center",
}: {
  current: number;
  last: number;
  hrefFor: (page: number) => Href;
  labels?: PaginationLabels;
  className?: string;
}) {
  const t = useTranslations("lists");
  const locale = useLocale() as Locale;
  if (last <= 1) return null;
  const pathFor = (n: number) => readablePathname({ locale, href: hrefFor(n) });
  const text = labels ?? { label: t("pagination"), previous: t("previous"), next: t("next"), page: t("page", { page: "{page}" }) };
  const page = Math.min(current, last);

  return (
    <nav aria-label={text.label} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <SoftLink href={pathFor(page - 1)} rel="prev" className={linkClass}>
              <ChevronBackIcon size={18} />
              <span className="sr-only">{text.previous}</span>
            </SoftLink>
          </li>
        )}
        {pageWindow(page, last).map((entry, index) =>
          entry === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={entry}>
              <SoftLink
                href={pathFor(entry)}
                aria-current={entry === page ? "page" : undefined}
                aria-label={text.page.replace("{page}", String(entry))}
                className={linkClass}
              >
                {entry}
              </SoftLink>
            </li>
          ),
        )}
        {page < last && (
          <li>
            <SoftLink href={pathFor(page + 1)} rel="next" className={linkClass}>
              <ChevronForwardIcon size={18} />
              <span className="sr-only">{text.next}</span>
            </SoftLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
