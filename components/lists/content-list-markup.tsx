import { useTranslations } from "next-intl";
import { ContentCard } from "@/components/content/content-card";
import { buttonClasses } from "@/components/ui/button";
import { KINDS, type ContentKind } from "@/lib/content/kinds";
import type { ContentItem, ContentPage } from "@/lib/content/types";
import { contentSearchIds } from "./content-list-ids";
import { EmptyState } from "./empty-state";
import { ListPagination } from "./list-pagination";
import { LoadMoreControls } from "./load-more-controls";

/**
 * A content list as the server renders it, with no code of its own in the browser: the search
 * form, the page's cards, the "load more" link and the page links. content-list-island.tsx hands
 * it to the interactive list (content-list.tsx) when the visitor searches or loads more.
 */
export function ContentListMarkup({ kind, initial, searchLabel }: { kind: ContentKind; initial: ContentPage<ContentItem>; searchLabel?: string }) {
  const t = useTranslations("lists");
  const te = useTranslations("empty");
  const config = KINDS[kind];
  const ids = contentSearchIds(kind);
  const { current, last } = initial.page;

  return (
    <div className="flex flex-col gap-8">
      {config.searchable && (
        <form role="search" className="flex flex-col gap-2 sm:max-w-xl">
          <label htmlFor={ids.input} className="font-semibold text-ink">
            {searchLabel ?? t("searchLabel")}
          </label>
          <div className="flex gap-2">
            <div className="relative flex-1">
              <input
                id={ids.input}
                type="search"
                name="search"
                placeholder={t("searchPlaceholder")}
                autoComplete="off"
                maxLength={100}
                className="min-h-11 w-full rounded-lg border border-line-strong bg-white px-4 pe-11 text-ink placeholder:text-muted"
              />
            </div>
            <button id={ids.submit} type="submit" className={buttonClasses("primary", "md")}>
              {t("search")}
            </button>
          </div>
        </form>
      )}

      <p role="status" aria-live="polite" className="sr-only" />

      {initial.items.length === 0 ? (
        <EmptyState message={te(config.empty)} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {initial.items.map((item, index) => (
            <li key={item.id}>
              <ContentCard item={item} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}

      <LoadMoreControls href={current < last ? { pathname: config.listPath, query: { page: current + 1 } } : null} failed={false} busy={false} />

      {last > 1 && <ListPagination listPath={config.listPath} current={current} last={last} />}
    </div>
  );
}
