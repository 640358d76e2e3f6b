import type { Limit } from "../platform/rate-limit";

/** Rate limits of the health record sign-in (its password tries count under LOGIN_LIMITS). */

export const PHR_REFRESH_LIMITS = {
  /** Invalid refresh tokens from one IP: caps guessing. */
  ipFailures: { name: "phr-refresh:ip-failures", max: 30, windowSeconds: 900 } satisfies Limit,
  /** Refreshes of one session: a patient refreshes about once a day. */
  perFamily: { name: "phr-refresh:family", max: 20, windowSeconds: 3600 } satisfies Limit,
};
