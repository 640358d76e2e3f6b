import type { Limit } from "../platform/rate-limit";

/** Every rate limit of buying an offer, counted in the database. */

/** A person books a few offers at a time, not dozens: counted per mobile number, with an address ceiling several patients share (a carrier's NAT). */
export const OFFER_BOOKING_LIMITS = {
  perIp: { name: "offer-booking:ip", max: 60, windowSeconds: 600 } satisfies Limit,
  perMobile: { name: "offer-booking:mobile", max: 5, windowSeconds: 600 } satisfies Limit,
};
