import type { Locale } from "@/lib/i18n/routing";
import { withMinDuration } from "@/lib/content/paging";
import { offerQueryString, type OfferListQuery } from "./query";
import type { OfferCardPage } from "./types";

export class OfferFetchError extends Error {
  constructor(readonly status: number) {
    super(`Offers request failed with ${status}`);
    this.name = "OfferFetchError";
  }
}

/** One page of offers from the site's own /api/offers route (the backend token stays on the server). */
export async function fetchOfferPage(locale: Locale, query: OfferListQuery, showExpired?: boolean): Promise<OfferCardPage> {
  const params = new URLSearchParams(offerQueryString(query));
  params.set("lang", locale);
  if (showExpired !== undefined) params.set("expired", showExpired ? "1" : "0");
  const request = fetch(`/api/offers?${params.toString()}`, { headers: { Accept: "application/json" } }).then(async (response) => {
    if (!response.ok) throw new OfferFetchError(response.status);
    return (await response.json()) as OfferCardPage;
  });
  return withMinDuration(request);
}
