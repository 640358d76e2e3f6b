import type { Context } from "hono";
import type { Db } from "../db/client";
import type { AppEnv } from "../http/context";
import { OTP_LIMITS } from "../auth/rate-limits";
import { hitAllOrNone, type LimitVerdict, takeBack, tooManyRequests } from "../platform/rate-limit";

/**
 * The budget of wrong codes of one mobile that a booking proves with a code (a doctor's hold, an
 * offer). It is the recipient budget every code shares (OTP_LIMITS.wrongPerRecipient: 6 in any
 * 30 days, under 1 % a year to guess one code), so guesses at a mobile's booking codes and at its
 * reset codes come out of one allowance. A try is counted before its code is compared and given
 * back when the code is right, so a patient who mistypes now and then keeps the budget.
 */

/** Counts one try at a code sent to `mobile`; refused (nothing counted) once the budget is spent. */
export const countMobileGuess = (db: Db, mobile: string, nowMs: number): Promise<LimitVerdict> =>
  hitAllOrNone(db, [[OTP_LIMITS.wrongPerRecipient, mobile]], nowMs);

/** Gives a counted try back: the code was right, or the try found no code left to compare. */
export const refundMobileGuess = (db: Db, mobile: string, nowMs: number): Promise<void> =>
  takeBack(db, OTP_LIMITS.wrongPerRecipient, mobile, { now: nowMs });

/** The 429 of a mobile whose budget is spent, the wait in whole days; signing in needs no code for the account's own mobile. */
export const mobileCodeGuessesLimited = (c: Context<AppEnv>, verdict: LimitVerdict) =>
  tooManyRequests(c, verdict, "limits.mobileCodeGuesses", { days: Math.max(1, Math.ceil(verdict.retryAfter / 86_400)) });
