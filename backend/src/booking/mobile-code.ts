import { createHmac, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Lang } from "@/lib/contract/common";
import { bookingMobileCodes, bookingReservations } from "../db/schema";
import type { Deps } from "../http/context";
import { holdExpired } from "./errors";
import { fourDigitCode } from "./codes";
import { serverMessage } from "../http/messages";
import { type HoldCaller, ownsHold } from "./hold-owner";
import { liveHold } from "./reserve";
import type { Outcome } from "./confirm";
import type { LimitVerdict } from "../platform/rate-limit";
import { countMobileGuess, refundMobileGuess } from "./mobile-guesses";

/**
 * A hold's mobile is confirmed with a 4-digit code sent to it by SMS: the appointment is then tied
 * to a number that really reaches the patient. A guest always confirms it; a signed-in patient
 * only for a number other than the account's own.
 */

const CODE_TTL_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

/**
 * Only a MAC of the code is kept, under the backend's secret and bound to the hold and the mobile:
 * with 10 000 codes a plain hash would be read back by trying them all.
 */
const codeHash = (secret: string, reservationId: string, mobile: string, code: string) =>
  createHmac("sha256", secret).update(`booking-code|${reservationId}|${mobile}|${code}`).digest();

export async function sendMobileCode(
  deps: Deps,
  lang: Lang,
  caller: HoldCaller,
  reservationId: string,
  mobile: string,
  nowMs = Date.now(),
): Promise<Outcome> {
  const { row, live } = await liveHold(deps.db, reservationId, nowMs);
  // Someone else's hold is answered like a missing one: its id alone must not send SMS in its name.
  if (!row || !ownsHold(row, caller)) return { status: 404, body: { message: "Not found" } };
  if (!live) return holdExpired(lang);
  const code = fourDigitCode();
  await deps.db.insert(bookingMobileCodes).values({
    reservationId,
    mobile,
    codeHash: codeHash(deps.config.tokenSecret, reservationId, mobile, code).toString("hex"),
    expiresAt: new Date(nowMs + CODE_TTL_MS),
  });
  await deps.messenger.send({ channel: "sms", to: mobile, body: serverMessage(lang, "booking.codeSms", { reservation: row.code, code }) });
  return { status: 200, body: { message: serverMessage(lang, "booking.codeSent"), expires_in: CODE_TTL_MS / 1000 } };
}

/**
 * Checks the code; the hold then accepts an appointment for that mobile. Each try is counted
 * before the comparison, atomically, against the code (5 tries) and against the mobile's budget
 * of wrong codes (mobile-guesses.ts), given back when the code is right. `limited`: that budget
 * is spent.
 */
export async function verifyMobileCode(
  deps: Pick<Deps, "db" | "config">,
  lang: Lang,
  caller: HoldCaller,
  reservationId: string,
  mobile: string,
  code: string,
  nowMs = Date.now(),
): Promise<Outcome | { limited: LimitVerdict }> {
  const { db } = deps;
  const { row, live } = await liveHold(db, reservationId, nowMs);
  if (!row || !ownsHold(row, caller)) return { status: 404, body: { message: "Not found" } };
  if (!live) return holdExpired(lang);
  const [latest] = await db
    .select()
    .from(bookingMobileCodes)
    .where(and(eq(bookingMobileCodes.reservationId, reservationId), eq(bookingMobileCodes.mobile, mobile), gt(bookingMobileCodes.expiresAt, new Date(nowMs))))
    .orderBy(desc(bookingMobileCodes.id))
    .limit(1);
  const wrongCode = serverMessage(lang, "otp.wrongCode");
  const wrong = { status: 422, body: { message: wrongCode, errors: { code: [wrongCode] } } };
  // No live code, nothing to guess: nothing is counted.
  if (!latest || latest.attempts >= MAX_ATTEMPTS) return wrong;
  const budget = await countMobileGuess(db, mobile, nowMs);
  if (!budget.allowed) return { limited: budget };
  const counted = await db
    .update(bookingMobileCodes)
    .set({ attempts: sql`${bookingMobileCodes.attempts} + 1` })
    .where(and(eq(bookingMobileCodes.id, latest.id), lt(bookingMobileCodes.attempts, MAX_ATTEMPTS)))
    .returning({ id: bookingMobileCodes.id });
  const given = codeHash(deps.config.tokenSecret, reservationId, mobile, code);
  const expected = Buffer.from(latest.codeHash, "hex");
  const right = expected.length === given.length && timingSafeEqual(expected, given);
  // A wrong guess keeps its count; a try that found the code's tries spent by a parallel one was no guess.
  if (counted.length === 0 || !right) {
    if (counted.length === 0) await refundMobileGuess(db, mobile, nowMs);
    return wrong;
  }
  await refundMobileGuess(db, mobile, nowMs);
  await db.delete(bookingMobileCodes).where(eq(bookingMobileCodes.reservationId, reservationId));
  await db.update(bookingReservations).set({ verifiedMobile: mobile }).where(eq(bookingReservations.id, reservationId));
  return { status: 200, body: { message: serverMessage(lang, "booking.mobileConfirmed"), mobile_verified: true } };
}
