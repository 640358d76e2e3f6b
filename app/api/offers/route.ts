import type { NextRequest } from "next/server";
import { getOffers } from "@/lib/api/offers";
import { invalidQuery, readResponse } from "@/lib/api/route-responses";
import { isLocale } from "@/lib/i18n/routing";
import { offerQueryFromSearchParams } from "@/lib/offers/query";
import { toOfferCard } from "@/lib/offers/types";

/**
 * The browser's window on the offers list (filters, sorts, "load more"). Values that do not parse
 * fall back to the defaults, as on the page. `expired` absent: a first load, which lists expired
 * offers when no current one matches (SPEC §4).
 * GET /api/offers?lang=ar|en[&search&category&sort&page&expired=0|1] → OfferCardPage
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const lang = params.get("lang");
  if (!isLocale(lang)) return invalidQuery();
  const expired = params.get("expired");
  const showExpired = expired === "1" ? true : expired === "0" ? false : undefined;
  const query = offerQueryFromSearchParams(params);
  return readResponse("offers page", async () => {
    const page = await getOffers(lang, query, showExpired);
    return { ...page, offers: page.offers.map(toOfferCard) };
  });
}
