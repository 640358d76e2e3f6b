"use client";

import { useLocale } from "next-intl";
import { useEffect, type ReactNode } from "react";
import { ActivateOnIntent } from "@/components/lists/activate-on-intent";
import type { Locale } from "@/lib/i18n/routing";
import { rememberOffers } from "@/lib/offers/loaded-offers";
import type { OfferListQuery } from "@/lib/offers/query";
import type { OfferCardPage } from "@/lib/offers/types";

const load = () => import("./offer-list");

/**
 * The server's offers list (`children`, offer-list-markup.tsx) until the visitor searches, changes
 * a filter or loads more; then the interactive list (its store, URL sync and cards), whose code is
 * fetched on intent and is not part of the page's first load.
 */
export function OfferListIsland({
  query,
  page,
  categories,
  listPath,
  children,
}: {
  query: OfferListQuery;
  page: OfferCardPage;
  categories: { id: number; name: string }[];
  listPath: string;
  children: ReactNode;
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
      {children}
    </ActivateOnIntent>
  );
}
