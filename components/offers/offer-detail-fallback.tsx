"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSyncExternalStore, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/routing";
import { findLoadedOffer } from "@/lib/offers/loaded-offers";
import { OfferCard } from "./offer-card";

const noSubscription = () => () => {};

/**
 * When the server could not load an offer, the list this tab showed may still hold it (SPEC §4):
 * its card (title, price, end date) is shown instead of the "no info" state.
 */
export function OfferDetailFallback({ slug, children }: { slug: string; children: ReactNode }) {
  const locale = useLocale() as Locale;
  const t = useTranslations("offers.detail");
  const offer = useSyncExternalStore(noSubscription, () => findLoadedOffer(locale, slug) ?? null, () => null);
  if (!offer) return <>{children}</>;
  return (
    <div className="flex max-w-md flex-col gap-4">
      <p role="status" className="rounded-lg bg-warning-50 px-4 py-3 text-ink">
        {t("partial")}
      </p>
      <OfferCard offer={offer} />
    </div>
  );
}
