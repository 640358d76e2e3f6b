import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  type StoredOtpPurpose,
} from "@/lib/contract/accounts";
import type { Lang } from "@/lib/contract/common";
import type { Db } from "../db/client";
import type { Deps } from "../http/context";
import { serverMessage } from "../http/messages";
import { otpCodes, passwordResetTokens } from "../db/schema";
import { hitAll, hitAllOrNone, type LimitVerdict, takeBack } from "../platform/rate-limit";
import { alertOwner, alertRecipient, codeKey, codeLink, guessBudgets, guessesSpent, keyMatches } from "./code-guesses";
import { OTP_LIMITS } from "./rate-limits";

/**
 * Four-digit one-time codes. Only an HMAC of the code is stored, keyed with the server's secret
 * and bound to recipient and purpose: with 10 000 possible codes a plain hash would be read back
 * by trying them all, the HMAC cannot be without the secret.
 */

/** Counts one code against the recipient's and the IP's hourly allowance. */
export const codeAllowance = (db: Db, recipient: string, ip: string): Promise<LimitVerdict> =>
  hitAll(db, [
    [OTP_LIMITS.perRecipient, recipient],
    [OTP_LIMITS.perIp, ip],
  ]);

export type OtpChannel = "sms" | "email";
export type OtpRow = typeof otpCodes.$inferSelect;

const hashCode = (secret: string, purpose: StoredOtpPurpose, recipient: string, code: string) =>
  createHmac("sha256", secret).update(`otp|${purpose}|${recipient}|${code}`).digest("base64url");

export const generateCode = () => String(randomInt(0, 10_000)).padStart(4, "0");

function codeMessage(lang: Lang, purpose: StoredOtpPurpose, code: string): { subject: string; body: string } {
  return {
    subject: serverMessage(lang, "otp.subject"),
    body: serverMessage(lang, "otp.body", { purpose, code, minutes: OTP_TTL_SECONDS / 60 }),
  };
}

export interface IssueCode {
  purpose: StoredOtpPurpose;
  recipient: string;
  channel: OtpChannel;
  /** null: nobody to send to (an unknown account asked for a reset); the row still counts. */
  userId: number | null;
  lang: Lang;
  /** The address asking: when its tries or the account's are spent, the message carries the code's link. */
  ip?: string;
}

type CodeDeps = Pick<Deps, "db" | "messenger" | "config">;

/**
 * A health record's link code belongs to the account that asked for it: several accounts may name
 * the same record, and a stranger's request must neither void the owner's code nor be the one the
 * owner's try is checked against. Every other code belongs to its recipient alone.
 */
const ownCodesOnly = (purpose: StoredOtpPurpose, userId: number | null | undefined) =>
  purpose === "records_link" && userId != null ? eq(otpCodes.userId, userId) : undefined;

/**
 * Voids the recipient's earlier codes of this purpose (a record link's: the same account's only),
 * stores the new one, and sends it. While the tries that would reach it are spent
 * (code-guesses.ts), the message also carries its key.
 */
export async function issueCode(deps: CodeDeps, o: IssueCode, now = new Date()): Promise<void> {
  const { db, messenger, config } = deps;
  const code = generateCode();
  await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.recipient, o.recipient), eq(otpCodes.purpose, o.purpose), isNull(otpCodes.consumedAt), ownCodesOnly(o.purpose, o.userId)));
  const [row] = await db
    .insert(otpCodes)
    .values({
      purpose: o.purpose,
      recipient: o.recipient,
      channel: o.channel,
      userId: o.userId,
      codeHash: hashCode(config.tokenSecret, o.purpose, o.recipient, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      createdAt: now,
    })
    .returning();
  if (o.userId === null || !row) return;
  const { subject, body } = codeMessage(o.lang, o.purpose, code);
  const guarded = o.ip !== undefined && (await guessesSpent(db, { recipient: o.recipient, userId: o.userId, ip: o.ip }, now.getTime()));
  const link = guarded ? codeLink(config.siteOrigin, o.lang, o.purpose, o.recipient, codeKey(config.tokenSecret, row)) : null;
  await messenger.send({
    channel: o.channel,
    to: o.recipient,
    subject: o.channel === "email" ? subject : undefined,
    body: link ? `${body} ${serverMessage(o.lang, "otp.link", { url: link })}` : body,
  });
}

/** The newest code sent to `recipient` for `purpose`, spent or not. */
export async function latestCode(db: Db, recipient: string, purpose: StoredOtpPurpose): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.recipient, recipient), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

/** Seconds left before another code may be sent after `row` (0: now). */
export function resendWait(row: OtpRow | undefined, now = Date.now()): number {
  if (!row) return 0;
  const wait = Math.ceil((row.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now) / 1000);
  return Math.max(0, wait);
}

export type CodeCheck = { outcome: "ok"; row: OtpRow & { userId: number } } | { outcome: "wrong" } | { outcome: "limited"; verdict: LimitVerdict };

export interface CodeTry {
  recipient: string;
  purpose: StoredOtpPurpose;
  code: string;
  /** The address trying: its tries on the account are counted apart. */
  ip: string;
  /** The code's key from its message's link, if the page was opened from it. */
  key?: string;
  /** The signed-in account trying a health record's link code: only the code it asked for is tried. */
  userId?: number;
  lang: Lang;
}

/**
 * Checks `code` against the recipient's live code and spends it on success. Every try is counted
 * before the comparison: against the code, in one conditional update, so parallel guesses cannot
 * exceed its allowance (the try that reaches it voids the code unless it is the right one); and,
 * unless it carries the code's key, against the budgets of wrong codes (code-guesses.ts), given
 * back when the code is right. A wrong key is refused before the code is compared, so it tells
 * nothing. With no live code there is nothing to guess, and nothing is counted.
 */
export async function verifyCode(deps: CodeDeps, o: CodeTry, now = new Date()): Promise<CodeCheck> {
  const { db, config } = deps;
  const live = and(
    eq(otpCodes.recipient, o.recipient),
    eq(otpCodes.purpose, o.purpose),
    isNull(otpCodes.consumedAt),
    gt(otpCodes.expiresAt, now),
    lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
    ownCodesOnly(o.purpose, o.userId),
  );
  const [target] = await db.select().from(otpCodes).where(live).orderBy(desc(otpCodes.createdAt)).limit(1);
  if (!target) return { outcome: "wrong" };
  // The key comes only in the code's own message: whoever presents it read the account's mobile or e-mail.
  const keyed = o.key !== undefined;
  if (o.key !== undefined && !keyMatches(config.tokenSecret, target, o.key)) return { outcome: "wrong" };
  const subject = { recipient: o.recipient, userId: target.userId, ip: o.ip };
  const budgets = keyed ? [] : guessBudgets(subject);
  const verdict = await hitAllOrNone(db, budgets, now.getTime());
  if (!verdict.allowed) return { outcome: "limited", verdict };

  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(live, eq(otpCodes.id, target.id)))
    .returning();
  if (!counted) return { outcome: "wrong" };
  const expected = Buffer.from(counted.codeHash);
  const given = Buffer.from(hashCode(config.tokenSecret, o.purpose, o.recipient, o.code));
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  if (!matches) {
    if (counted.attempts >= OTP_MAX_ATTEMPTS) {
      await db.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, counted.id));
    }
    // A record link's code went to the HIS's mobile, not the asking account's: its reader is the one to tell.
    if (!keyed && o.purpose === "records_link") await alertRecipient(deps, subject, o.lang, now.getTime());
    else if (!keyed && target.userId !== null) await alertOwner(deps, { ...subject, userId: target.userId }, o.lang, now.getTime());
    return { outcome: "wrong" };
  }
  for (const [limit, name] of budgets) if (name) await takeBack(db, limit, name, { now: now.getTime() });
  // Single use: of two requests with the right code, only one spends it.
  const [spent] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, counted.id), isNull(otpCodes.consumedAt)))
    .returning();
  return spent && spent.userId !== null ? { outcome: "ok", row: { ...spent, userId: spent.userId } } : { outcome: "wrong" };
}

/* ---------- reset tokens ---------- */

export const RESET_TOKEN_TTL_SECONDS = 600;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function issueResetToken(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return token;
}

/** Spends a live reset token (once, even under concurrent calls); the user id, or null. */
export async function consumeResetToken(db: Db, token: string, now = new Date()): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/**
 * What every "a code is on its way" answer says: the message, where it went, and how long until a
 * resend and until the code expires. `sentToMobile` unless a sign-in reset says it vaguely.
 */
export function codeSent(
  lang: Lang,
  identifier: string,
  channel: "sms" | "email",
  message: "otp.sentToMobile" | "otp.sentIfAccount" = "otp.sentToMobile",
) {
  return { message: serverMessage(lang, message), identifier, channel, resend_after: OTP_RESEND_SECONDS, expires_in: OTP_TTL_SECONDS };
}

/**
 * Sends a new code to the account's mobile by SMS and answers that it is on its way: sign-up, a
 * first social sign-in's mobile and confirming an account's deletion all end so.
 */
export async function sendMobileCode(
  deps: Pick<Deps, "db" | "messenger" | "config">,
  o: { purpose: StoredOtpPurpose; mobile: string; userId: number; lang: Lang },
) {
  await issueCode(deps, { purpose: o.purpose, recipient: o.mobile, channel: "sms", userId: o.userId, lang: o.lang });
  return codeSent(o.lang, o.mobile, "sms");
}
