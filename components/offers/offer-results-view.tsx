import { useTranslations } from "next-intl";
import type { MouseEvent, ReactNode, Ref } from "react";
import { loadMoreLinkProps } from "@/components/lists/load-more-controls";
import type { OfferCard as OfferCardData } from "@/lib/offers/types";
import { OfferCard } from "./offer-card";

export const OFFER_STATUS_ID = "offer-results-status";

/**
 * The offers found, rendered by the list's markup (a page of them, plain links) and by the
 * interactive list (with its loading states and handlers). Without `onLoadMore` the "load more"
 * link hands the list over (`data-intent="more"`, ActivateOnIntent). What stands in for the cards
 * (the empty state, the placeholders) comes from the caller, so the markup, which is first-load
 * code, carries none of it: the server draws an empty page's state, the interactive list the rest.
 */
export function OfferResultsView({
  offers,
  total,
  firstPage,
  showExpired,
  nextHref,
  loading = false,
  loadingMore,
  refreshing = false,
  failed = false,
  empty,
  skeletonGrid,
  moreSkeletons,
  listRef,
  onLoadMore,
}: {
  offers: readonly OfferCardData[];
  total: number;
  /** The page the list starts at: its first card is the page's priority image on page 1. */
  firstPage: number;
  showExpired: boolean;
  nextHref: string | null;
  loading?: boolean;
  loadingMore?: boolean;
  /** New filters are being fetched: placeholders stand in for the cards. */
  refreshing?: boolean;
  failed?: boolean;
  /** Shown when no offer was found. */
  empty: ReactNode;
  /** Shown instead of the cards while new filters are fetched (`refreshing`). */
  skeletonGrid?: ReactNode;
  /** Appended to the cards while the next page loads (`loadingMore`). */
  moreSkeletons?: ReactNode;
  listRef?: Ref<HTMLUListElement>;
  onLoadMore?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const t = useTranslations("offers.list");

  return (
    <section aria-labelledby="offer-results-heading" className="flex flex-col gap-6">
      <h2 id="offer-results-heading" className="sr-only">
        {t("resultsHeading")}
      </h2>
      <p id={OFFER_STATUS_ID} role="status" aria-live="polite" aria-atomic="true" className="text-sm font-medium text-muted" data-testid="offer-count">
        {loading ? t("loading") : t("showing", { shown: offers.length, total })}
      </p>
      {showExpired && !refreshing && offers.length > 0 && (
        <p className="rounded-lg bg-warning-50 px-4 py-3 text-ink" data-testid="offers-expired-note">
          {t("expiredNote")}
        </p>
      )}
      {failed && (
        <p role="alert" className="rounded-lg bg-error-50 px-4 py-3 text-error">
          {t("loadError")}
        </p>
      )}
      {refreshing ? (
        skeletonGrid
      ) : offers.length === 0 ? (
        empty
      ) : (
        <ul ref={listRef} aria-busy={loadingMore} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="offer-results">
          {offers.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard offer={offer} priority={index === 0 && firstPage === 1} />
            </li>
          ))}
          {loadingMore && moreSkeletons}
        </ul>
      )}
      {nextHref !== null && !refreshing && (
        <div className="flex justify-center">
          <a href={nextHref} onClick={onLoadMore} {...loadMoreLinkProps(Boolean(loadingMore))}>
            {loadingMore ? t("loading") : t("loadMore")}
          </a>
        </div>
      )}
    </section>
  );
}
