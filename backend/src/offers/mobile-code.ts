import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from "@/lib/contract/accounts";
import type { Lang } from "@/lib/contract/common";
import { opened, sealed } from "../auth/sealed";
import { countMobileGuess, refundMobileGuess } from "../booking/mobile-guesses";
import { otpCodes } from "../db/schema";
import type { Deps } from "../http/context";
import { serverMessage } from "../http/messages";
import type { IdempotentOutcome } from "../platform/idempotency";
import type { LimitVerdict } from "../platform/rate-limit";

/**
 * An offer is booked for a mobile its booker has proven: the account's own, or one that answered a
 * 4-digit code sent to it. The code is kept beside every other one-time code (otp_codes, purpose
 * `offer_booking`, no account) as an HMAC under the backend's secret. A right code gives a proof:
 * a signed value naming the mobile, good for PROOF_TTL_SECONDS, that the booking carries as
 * `mobile_proof` (the site keeps it in an HttpOnly cookie, never in the page).
 */

const PURPOSE = "offer_booking" as const;
const PROOF_KIND = "offer-mobile";
const PROOF_TTL_SECONDS = 30 * 60;

const hashCode = (secret: string, mobile: string, code: string) =>
  createHmac("sha256", secret).update(`otp|${PURPOSE}|${mobile}|${code}`).digest("base64url");

/** Voids the mobile's earlier offer codes, stores a new one and sends it by SMS. */
export async function sendOfferCode(deps: Pick<Deps, "db" | "messenger" | "config">, lang: Lang, mobile: string, now = new Date()): Promise<IdempotentOutcome> {
  const code = String(randomInt(0, 10_000)).padStart(4, "0");
  const mine = and(eq(otpCodes.recipient, mobile), eq(otpCodes.purpose, PURPOSE), isNull(otpCodes.consumedAt));
  await deps.db.update(otpCodes).set({ consumedAt: now }).where(mine);
  await deps.db.insert(otpCodes).values({
    purpose: PURPOSE,
    recipient: mobile,
    channel: "sms",
    userId: null,
    codeHash: hashCode(deps.config.tokenSecret, mobile, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    createdAt: now,
  });
  const body = serverMessage(lang, "otp.body", { purpose: PURPOSE, code, minutes: OTP_TTL_SECONDS / 60 });
  await deps.messenger.send({ channel: "sms", to: mobile, body });
  return { status: 200, body: { message: serverMessage(lang, "booking.codeSent"), expires_in: OTP_TTL_SECONDS } };
}

/**
 * Checks the code and answers the mobile's proof. Each try is counted before the comparison:
 * against the code (5 tries, in one conditional update) and against the mobile's budget of wrong
 * codes (booking/mobile-guesses.ts), given back when right. `limited`: that budget is spent.
 */
export async function verifyOfferCode(
  deps: Pick<Deps, "db" | "config">,
  lang: Lang,
  mobile: string,
  code: string,
  now = new Date(),
): Promise<IdempotentOutcome | { limited: LimitVerdict }> {
  const { db } = deps;
  const wrongCode = serverMessage(lang, "otp.wrongCode");
  const wrong = { status: 422, body: { message: wrongCode, errors: { code: [wrongCode] } } };
  const live = and(
    eq(otpCodes.recipient, mobile),
    eq(otpCodes.purpose, PURPOSE),
    isNull(otpCodes.consumedAt),
    gt(otpCodes.expiresAt, now),
    lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
  );
  const [target] = await db.select({ id: otpCodes.id }).from(otpCodes).where(live).orderBy(desc(otpCodes.createdAt)).limit(1);
  // No live code, nothing to guess: nothing is counted.
  if (!target) return wrong;
  const budget = await countMobileGuess(db, mobile, now.getTime());
  if (!budget.allowed) return { limited: budget };
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(live, eq(otpCodes.id, target.id)))
    .returning();
  if (!counted) {
    await refundMobileGuess(db, mobile, now.getTime());
    return wrong;
  }
  const expected = Buffer.from(counted.codeHash);
  const given = Buffer.from(hashCode(deps.config.tokenSecret, mobile, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    if (counted.attempts >= OTP_MAX_ATTEMPTS) await db.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, counted.id));
    return wrong;
  }
  await refundMobileGuess(db, mobile, now.getTime());
  // Single use: of two requests with the right code, only one spends it.
  const spent = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, counted.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (spent.length === 0) return wrong;
  const exp = Math.floor(now.getTime() / 1000) + PROOF_TTL_SECONDS;
  return {
    status: 200,
    body: {
      message: serverMessage(lang, "booking.mobileConfirmed"),
      mobile_proof: sealed(deps.config.tokenSecret, PROOF_KIND, { mobile, exp }),
      expires_in: PROOF_TTL_SECONDS,
    },
  };
}

/** Whether `proof` (from verifyOfferCode, still within its time) names `mobile`. */
export function offerMobileProven(secret: string, proof: string | undefined, mobile: string, nowMs = Date.now()): boolean {
  if (!proof) return false;
  return opened<{ mobile?: unknown }>(secret, PROOF_KIND, proof, nowMs)?.mobile === mobile;
}
