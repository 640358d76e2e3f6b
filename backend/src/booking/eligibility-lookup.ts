import type { Db } from "../db/client";
import type { Limit } from "../platform/rate-limit";
import { type HoldCaller, ownsHold } from "./hold-owner";
import { BOOKING_LIMITS } from "./rate-limits";
import { liveHold } from "./reserve";

/**
 * Who an insurance lookup is counted against. Each answer says whether an ID number is insured,
 * so a lookup needs someone proven behind it: a signed-in patient (their account and its mobile),
 * or a guest whose hold's mobile was confirmed with its code (that mobile). An address alone,
 * which anyone can change, is not enough.
 */

/** The proven mobile of this caller, or null: a guest must name its own hold with a confirmed mobile. */
export async function lookupMobile(db: Db, caller: HoldCaller, reservationId: string | undefined): Promise<string | null> {
  if (caller.user) return caller.user.mobile;
  if (!reservationId) return null;
  // An expired hold still proves the mobile confirmed on it.
  const { row } = await liveHold(db, reservationId);
  return row && ownsHold(row, caller) ? row.verifiedMobile : null;
}

/** The counts of one lookup; an empty subject is skipped (a booking's lookup is counted by address with the booking). */
export const eligibilityLimits = (o: { userId: number | null; mobile: string | null; ip: string | null }): Array<[Limit, string | null]> => [
  [BOOKING_LIMITS.eligibilityPerIp, o.ip],
  [BOOKING_LIMITS.eligibilityPerUser, o.userId === null ? null : String(o.userId)],
  [BOOKING_LIMITS.eligibilityPerMobile, o.mobile],
];
