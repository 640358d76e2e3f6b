import { holdExpired } from "./errors";
import { createHash, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Lang } from "@/lib/contract/common";
import type { Db } from "../db/client";
import { bookingMobileCodes, bookingReservations } from "../db/schema";
import type { Deps } from "../http/context";
import { fourDigitCode } from "./codes";
import { serverMessage } from "../http/messages";
import { type HoldCaller, ownsHold } from "./hold-owner";
import { liveHold } from "./reserve";
import type { Outcome } from "./confirm";

/**
 * A guest confirms the mobile of a booking with a 4-digit code sent by SMS: the appointment is
 * then tied to a number that really reaches the patient. Signed-in patients skip it.
 */

const CODE_TTL_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
const hash = (code: string) => createHash("sha256").update(code).digest();

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
    codeHash: hash(code).toString("hex"),
    expiresAt: new Date(nowMs + CODE_TTL_MS),
  });
  await deps.messenger.send({ channel: "sms", to: mobile, body: serverMessage(lang, "booking.codeSms", { reservation: row.code, code }) });
  return { status: 200, body: { message: serverMessage(lang, "booking.codeSent"), expires_in: CODE_TTL_MS / 1000 } };
}

export async function verifyMobileCode(
  db: Db,
  lang: Lang,
  caller: HoldCaller,
  reservationId: string,
  mobile: string,
  code: string,
  nowMs = Date.now(),
): Promise<Outcome> {
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
  if (!latest) return wrong;
  // Each try is counted before the comparison, atomically: parallel guesses cannot share one count.
  const counted = await db
    .update(bookingMobileCodes)
    .set({ attempts: sql`${bookingMobileCodes.attempts} + 1` })
    .where(and(eq(bookingMobileCodes.id, latest.id), lt(bookingMobileCodes.attempts, MAX_ATTEMPTS)))
    .returning({ id: bookingMobileCodes.id });
  if (counted.length === 0 || !timingSafeEqual(Buffer.from(latest.codeHash, "hex"), hash(code))) return wrong;
  await db.delete(bookingMobileCodes).where(eq(bookingMobileCodes.reservationId, reservationId));
  await db.update(bookingReservations).set({ verifiedMobile: mobile }).where(eq(bookingReservations.id, reservationId));
  return { status: 200, body: { message: serverMessage(lang, "booking.mobileConfirmed"), mobile_verified: true } };
}

