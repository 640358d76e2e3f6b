import type { Limit } from "../platform/rate-limit";

/** Every rate limit of booking a doctor, counted in the database. */

/** Holds are cheap to ask for and block a doctor's time: a visitor gets a handful per window. */
export const BOOKING_LIMITS = {
  holdsPerIp: { name: "booking:hold:ip", max: 10, windowSeconds: 600 } satisfies Limit,
  holdsPerUser: { name: "booking:hold:user", max: 10, windowSeconds: 600 } satisfies Limit,
  /**
   * Codes that prove a guest's mobile, for a doctor's hold or an offer alike (offers/routes), so a
   * mobile gets 3 in 10 minutes whichever form asks. What bounds guessing one is the budget of wrong
   * codes per recipient (OTP_LIMITS.wrongPerRecipient), which these codes share with every other.
   */
  codesPerMobile: { name: "booking:code:mobile", max: 3, windowSeconds: 600 } satisfies Limit,
  codesPerIp: { name: "booking:code:ip", max: 10, windowSeconds: 600 } satisfies Limit,
  /**
   * Insurance lookups (a check, or a booking that names a policy): each says whether an ID number
   * is insured, so they are counted by address, by account and by proven mobile (a guest's, as
   * confirmed on its hold); a patient checks a few policies, not dozens a day.
   */
  eligibilityPerIp: { name: "booking:eligibility:ip", max: 20, windowSeconds: 600 } satisfies Limit,
  eligibilityPerUser: { name: "booking:eligibility:user", max: 20, windowSeconds: 86_400 } satisfies Limit,
  eligibilityPerMobile: { name: "booking:eligibility:mobile", max: 20, windowSeconds: 86_400 } satisfies Limit,
  /**
   * Confirmations of a hold: a patient confirms once or twice (a retry, another payment method), so
   * a few tries per hold a visitor may take; more is someone working through a list.
   */
  confirmsPerIp: { name: "booking:confirm:ip", max: 20, windowSeconds: 600 } satisfies Limit,
  confirmsPerUser: { name: "booking:confirm:user", max: 10, windowSeconds: 600 } satisfies Limit,
};
