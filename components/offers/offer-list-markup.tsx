import type { ReactNode } from "react";
import { sortParam } from "@/lib/offers/sorts";
import type { OfferListQuery } from "@/lib/offers/query";
import type { OfferCardPage } from "@/lib/offers/types";
import { OfferFilterFields } from "./offer-filter-fields";
import { OfferResultsView } from "./offer-results-view";

/**
 * The offers list before its interactive version, with no behaviour of its own: one GET form
 * (search, categories, sort) that works without JavaScript, the cards, and a "load more" link.
 * offer-list-island.tsx draws it and hands it to the interactive list (offer-list.tsx) when the
 * visitor searches, changes a filter or loads more; both render the same filters and results.
 * It is first-load code, so what only the server needs to work out comes worked out: the next
 * page's link (`nextHref`) and an empty list's state (`empty`).
 */
export function OfferListMarkup({
  query,
  page,
  categories,
  listPath,
  nextHref,
  empty,
}: {
  query: OfferListQuery;
  page: OfferCardPage;
  categories: { id: number; name: string }[];
  listPath: string;
  nextHref: string | null;
  empty?: ReactNode;
}) {
  return (
    <>
      <OfferFilterFields categories={categories} listPath={listPath} values={{ search: query.search, categoryIds: query.categoryIds, sort: sortParam(query.sort) ?? "" }} />
      <OfferResultsView {...page} firstPage={page.page} nextHref={nextHref} empty={empty} />
    </>
  );
}
