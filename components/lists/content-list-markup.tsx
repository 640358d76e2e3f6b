import type { ReactNode } from "react";
import type { ContentCardItem } from "@/lib/content/card-item";
import { KIND_ROUTES } from "@/lib/content/kind-routes";
import type { ContentKind } from "@/lib/content/kinds";
import type { ContentPage } from "@/lib/content/types";
import { ContentCards } from "./content-cards";
import { ContentSearchForm } from "./content-search-form";
import { ListPagination } from "./list-pagination";
import { LoadMoreControls } from "./load-more-controls";

/**
 * A content list before its interactive version, with no behaviour of its own: the search form (a
 * GET form, for the kinds searched by name: those given a `searchLabel`), the page's cards, the
 * "load more" link and the page links. content-list-island.tsx draws it and hands it to the
 * interactive list (content-list.tsx) when the visitor searches or loads more. It is first-load
 * code, so it reads the kind's routes (kind-routes.ts, which every page loads) rather than the
 * kinds' whole table, and an empty page's state comes drawn by the server (`empty`).
 */
/** What a content list's first page is drawn from, by the server here and by its island after. */
export type ContentListProps = {
  kind: ContentKind;
  initial: ContentPage<ContentCardItem>;
  /** Given for the kinds searched by name (clinics, oncology). */
  searchLabel?: string;
  /** An empty page's state, drawn by the server (only given when the page has no items). */
  empty?: ReactNode;
};

export function ContentListMarkup({ kind, initial, searchLabel, empty }: ContentListProps) {
  const listPath = KIND_ROUTES[kind][0];
  const { current, last } = initial.page;

  return (
    <div className="flex flex-col gap-8">
      {searchLabel !== undefined && <ContentSearchForm kind={kind} label={searchLabel} />}

      <p role="status" aria-live="polite" className="sr-only" />

      {initial.items.length === 0 ? empty : <ContentCards items={initial.items} />}

      <LoadMoreControls href={current < last ? { pathname: listPath, query: { page: current + 1 } } : null} failed={false} busy={false} />

      {last > 1 && <ListPagination listPath={listPath} current={current} last={last} />}
    </div>
  );
}
