import { useTranslations } from "next-intl";
import type { MouseEvent, Ref } from "react";
import { SkeletonGrid } from "@/components/lists/card-skeleton";
import { EmptyState } from "@/components/lists/empty-state";
import { NextPageSkeletons, loadMoreLinkProps } from "@/components/lists/load-more-controls";
import { buttonClasses } from "@/components/ui/button";
import type { OfferCard as OfferCardData } from "@/lib/offers/types";
import { OfferCard } from "./offer-card";

const STATUS_ID = "offer-results-status";

/**
 * The offers found, rendered by the server's markup (a page of them, plain links) and by the
 * interactive list (with its loading states and handlers). Without `onLoadMore` the "load more"
 * link hands the list over (`data-intent="more"`, ActivateOnIntent); without `onShowAll` the empty
 * state links to the unfiltered list.
 */
export function OfferResultsView({
  offers,
  total,
  firstPage,
  showExpired,
  listPath,
  nextHref,
  loading = false,
  loadingMore,
  refreshing = false,
  failed = false,
  skeletons = 6,
  listRef,
  onLoadMore,
  onShowAll,
}: {
  offers: readonly OfferCardData[];
  total: number;
  /** The page the list starts at: its first card is the page's priority image on page 1. */
  firstPage: number;
  showExpired: boolean;
  listPath: string;
  nextHref: string | null;
  loading?: boolean;
  loadingMore?: boolean;
  /** New filters are being fetched: placeholders stand in for the cards. */
  refreshing?: boolean;
  failed?: boolean;
  skeletons?: number;
  listRef?: Ref<HTMLUListElement>;
  onLoadMore?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onShowAll?: () => void;
}) {
  const t = useTranslations("offers.list");
  const tEmpty = useTranslations("empty");
  const showAllClass = buttonClasses("secondary", "md", "mt-2");

  return (
    <section aria-labelledby="offer-results-heading" className="flex flex-col gap-6">
      <h2 id="offer-results-heading" className="sr-only">
        {t("resultsHeading")}
      </h2>
      <p id={STATUS_ID} role="status" aria-live="polite" aria-atomic="true" className="text-sm font-medium text-muted" data-testid="offer-count">
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
        <SkeletonGrid count={skeletons} describedBy={STATUS_ID} />
      ) : offers.length === 0 ? (
        <EmptyState
          message={tEmpty("noResults")}
          action={
            onShowAll ? (
              <button type="button" onClick={onShowAll} className={showAllClass}>
                {t("showAll")}
              </button>
            ) : (
              <a href={listPath} className={showAllClass}>
                {t("showAll")}
              </a>
            )
          }
        />
      ) : (
        <ul ref={listRef} aria-busy={loadingMore} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="offer-results">
          {offers.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard offer={offer} priority={index === 0 && firstPage === 1} />
            </li>
          ))}
          {loadingMore && <NextPageSkeletons count={skeletons} />}
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
