import { offerQueryString, sortParam, type OfferListQuery } from "@/lib/offers/query";
import type { OfferCardPage } from "@/lib/offers/types";
import { OfferFilterFields } from "./offer-filter-fields";
import { OfferResultsView } from "./offer-results-view";

/**
 * The offers list as the server renders it, with no code of its own in the browser: one GET form
 * (search, categories, sort) that works without JavaScript, the cards, and a "load more" link.
 * offer-list-island.tsx hands it to the interactive list (offer-list.tsx) when the visitor
 * searches, changes a filter or loads more; both render the same filters and results.
 */
export function OfferListMarkup({
  query,
  page,
  categories,
  listPath,
}: {
  query: OfferListQuery;
  page: OfferCardPage;
  categories: { id: number; name: string }[];
  listPath: string;
}) {
  return (
    <>
      <OfferFilterFields categories={categories} listPath={listPath} values={{ search: query.search, categoryIds: query.categoryIds, sort: sortParam(query.sort) ?? "" }} />
      <OfferResultsView
        {...page}
        firstPage={page.page}
        listPath={listPath}
        nextHref={page.page < page.lastPage ? `${listPath}${offerQueryString({ ...query, page: page.page + 1 })}` : null}
      />
    </>
  );
}
