import type { Limit } from "../platform/rate-limit";

/**
 * Every rate limit of booking a doctor, counted in the database. Each keys first on what one
 * visitor owns (the account, the browser's hold key, the mobile); an address is only a ceiling,
 * set for a mobile carrier's shared address (carrier-grade NAT puts many patients behind one).
 * docs/security.md has every limit with its reasons.
 */

/**
 * Holds are cheap to ask for and block a doctor's time: an account or a browser gets a handful per
 * window (a patient holds one to three times per booking); an address, a dozen patients' worth.
 */
export const BOOKING_LIMITS = {
  holdsPerIp: { name: "booking:hold:ip", max: 120, windowSeconds: 600 } satisfies Limit,
  holdsPerUser: { name: "booking:hold:user", max: 10, windowSeconds: 600 } satisfies Limit,
  holdsPerVisitor: { name: "booking:hold:visitor", max: 10, windowSeconds: 600 } satisfies Limit,
  /**
   * Codes that prove a guest's mobile, for a doctor's hold or an offer alike (offers/routes), so a
   * mobile gets 3 in 10 minutes whichever form asks. What bounds guessing one is the budget of wrong
   * codes per recipient (OTP_LIMITS.wrongPerRecipient), which these codes share with every other.
   */
  codesPerMobile: { name: "booking:code:mobile", max: 3, windowSeconds: 600 } satisfies Limit,
  codesPerIp: { name: "booking:code:ip", max: 60, windowSeconds: 600 } satisfies Limit,
  /**
   * Insurance lookups (a check, or a booking that names a policy): each says whether an ID number
   * is insured, so they are counted by address, by account and by proven mobile (a guest's, as
   * confirmed on its hold); a patient checks a few policies, not dozens a day.
   */
  eligibilityPerIp: { name: "booking:eligibility:ip", max: 100, windowSeconds: 600 } satisfies Limit,
  eligibilityPerUser: { name: "booking:eligibility:user", max: 20, windowSeconds: 86_400 } satisfies Limit,
  eligibilityPerMobile: { name: "booking:eligibility:mobile", max: 20, windowSeconds: 86_400 } satisfies Limit,
  /**
   * Confirmations of a hold: a patient confirms once or twice (a retry, another payment method), so
   * a few tries per hold a visitor may take; more is someone working through a list.
   */
  confirmsPerIp: { name: "booking:confirm:ip", max: 120, windowSeconds: 600 } satisfies Limit,
  confirmsPerUser: { name: "booking:confirm:user", max: 10, windowSeconds: 600 } satisfies Limit,
};
