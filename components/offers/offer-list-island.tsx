"use client";

import { useLocale } from "next-intl";
import { useEffect, type ReactNode } from "react";
import { ActivateOnIntent } from "@/components/lists/activate-on-intent";
import type { Locale } from "@/lib/i18n/routing";
import { rememberOffers } from "@/lib/offers/loaded-offers";
import type { OfferListQuery } from "@/lib/offers/query";
import type { OfferCardPage } from "@/lib/offers/types";
import { OfferListMarkup } from "./offer-list-markup";

const load = () => import("./offer-list");

/**
 * The offers list's markup (offer-list-markup.tsx) until the visitor searches, changes a filter or
 * loads more; then the interactive list (its store and URL sync), whose code is fetched on intent
 * and is not part of the page's first load. The markup is drawn here from the page's offers, which
 * the payload carries for the interactive list anyway, rather than sent again as a server tree's
 * Flight rows (components/lists/content-list-island.tsx says why).
 */
export function OfferListIsland({
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
  /** The next page's link in the markup (null: no next page). */
  nextHref: string | null;
  /** An empty list's state, drawn by the server (only given when no offer was found). */
  empty?: ReactNode;
}) {
  const locale = useLocale() as Locale;
  // SPEC §4: an offer opened from this list first looks in what the list showed.
  useEffect(() => rememberOffers(locale, page.offers), [locale, page.offers]);
  return (
    <ActivateOnIntent
      load={load}
      render={(module, action, current) => (
        <module.OfferList query={query} page={page} categories={categories} listPath={listPath} action={action} readTypedSearch={() => current().search?.[0]} />
      )}
    >
      <OfferListMarkup query={query} page={page} categories={categories} listPath={listPath} nextHref={nextHref} empty={empty} />
    </ActivateOnIntent>
  );
}
