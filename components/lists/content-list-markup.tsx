import { useTranslations } from "next-intl";
import { KINDS, type ContentKind } from "@/lib/content/kinds";
import type { ContentItem, ContentPage } from "@/lib/content/types";
import { ContentCards } from "./content-cards";
import { ContentSearchForm } from "./content-search-form";
import { EmptyState } from "./empty-state";
import { ListPagination } from "./list-pagination";
import { LoadMoreControls } from "./load-more-controls";

/**
 * A content list as the server renders it, with no code of its own in the browser: the search
 * form, the page's cards, the "load more" link and the page links. content-list-island.tsx hands
 * it to the interactive list (content-list.tsx) when the visitor searches or loads more.
 */
export function ContentListMarkup({ kind, initial, searchLabel }: { kind: ContentKind; initial: ContentPage<ContentItem>; searchLabel?: string }) {
  const te = useTranslations("empty");
  const config = KINDS[kind];
  const { current, last } = initial.page;

  return (
    <div className="flex flex-col gap-8">
      {config.searchable && <ContentSearchForm kind={kind} label={searchLabel} />}

      <p role="status" aria-live="polite" className="sr-only" />

      {initial.items.length === 0 ? (
        <EmptyState message={te(config.empty)} />
      ) : (
        <ContentCards items={initial.items} />
      )}

      <LoadMoreControls href={current < last ? { pathname: config.listPath, query: { page: current + 1 } } : null} failed={false} busy={false} />

      {last > 1 && <ListPagination listPath={config.listPath} current={current} last={last} />}
    </div>
  );
}
