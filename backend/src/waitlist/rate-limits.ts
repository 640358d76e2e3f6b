import type { Limit } from "../platform/rate-limit";

/** Every rate limit of earlier-time alerts (taking an offered time counts under BOOKING_LIMITS). */

/** Alerts are cheap to ask for and each may send messages: a patient gets a handful of changes per window. */
export const WAITLIST_LIMITS = {
  writesPerUser: { name: "waitlist:write:user", max: 20, windowSeconds: 600 } satisfies Limit,
  readsPerUser: { name: "waitlist:read:user", max: 60, windowSeconds: 60 } satisfies Limit,
  /** A link's token is 256 bits: the budget only keeps a caller from hammering the lookup. */
  linksPerIp: { name: "waitlist:link:ip", max: 30, windowSeconds: 600 } satisfies Limit,
};

/**
 * Offers one alert may get in any 24 hours (each an SMS and an e-mail). Each offer must already be
 * earlier than the last, so a waiting patient rarely meets this; it bounds what someone who books
 * and cancels on purpose can send them.
 */
export const OFFERS_PER_ALERT_PER_DAY = 3;
