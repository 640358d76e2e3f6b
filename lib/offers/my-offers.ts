import "server-only";
import { parseBody } from "@/lib/api/client";
import { backendRequest } from "@/lib/api/request";
import type { Locale } from "@/lib/i18n/routing";
import { MyOfferBookingsResponseSchema, type MyOfferBooking } from "@/lib/contract/offer-bookings";

/**
 * The signed-in patient's bought offers (GET /api/offer_bookings with their token). Never cached:
 * user-scoped. null when the backend no longer accepts the token.
 */
export async function getMyOfferBookings(locale: Locale, userToken: string): Promise<MyOfferBooking[] | null> {
  const response = await backendRequest({
    method: "GET",
    url: "/api/offer_bookings",
    locale,
    bearer: { kind: "user", token: userToken },
    cache: "no-store",
  });
  if (response.status === 401) return null;
  return parseBody("GET", "/api/offer_bookings", response.data, MyOfferBookingsResponseSchema).data;
}
