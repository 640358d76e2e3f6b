import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import type { StoredOtpPurpose } from "@/lib/contract/accounts";
import type { Lang } from "@/lib/contract/common";
import type { Db } from "../db/client";
import type { AppEnv, Deps } from "../http/context";
import { serverMessage } from "../http/messages";
import { hit, type Limit, type LimitVerdict, peek, tooManyRequests } from "../platform/rate-limit";
import { liveAccount } from "./account-queries";
import { OTP_LIMITS } from "./rate-limits";

/**
 * Budgets of wrong codes (OTP_LIMITS), and what keeps a stranger who spends them from locking the
 * owner out: while any budget that holds a code is spent, the code's message carries a key, a
 * link to the page where the code is entered, and a try with the key is not counted. The key is
 * a MAC of the code's row under the server's secret: only the message holds it, so only whoever
 * reads the account's mobile or e-mail can present it.
 */

/** Who a try at a code is counted against: the recipient, the account, and the account from this address. */
export interface GuessSubject {
  recipient: string;
  userId: number | null;
  ip: string;
}

export function guessBudgets(o: GuessSubject): Array<[Limit, string | null]> {
  const account = o.userId === null ? null : `user:${o.userId}`;
  return [
    [OTP_LIMITS.wrongPerRecipient, o.recipient],
    [OTP_LIMITS.wrongPerAccount, account],
    [OTP_LIMITS.wrongPerAccountIp, `${account ?? o.recipient}|${o.ip}`],
  ];
}

/** Whether a try from `ip` would be refused now: a code sent now then carries its key. */
export async function guessesSpent(db: Db, o: GuessSubject, now = Date.now()): Promise<boolean> {
  for (const [limit, subject] of guessBudgets(o)) {
    if (subject && !(await peek(db, limit, subject, { now })).allowed) return true;
  }
  return false;
}

/** The key of one sent code (32 hex digits, 128 bits), from its row. */
export const codeKey = (secret: string, row: { id: number; codeHash: string }) =>
  createHmac("sha256", secret).update(`otp-key|${row.id}|${row.codeHash}`).digest("hex").slice(0, 32);

export function keyMatches(secret: string, row: { id: number; codeHash: string }, key: string): boolean {
  const expected = Buffer.from(codeKey(secret, row));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The page where a code of `purpose` is entered with its key, in the message's language; the key
 * rides in the fragment, which no server and no log ever sees. A health record's link is entered
 * by a signed-in account that is not yet known to be the mobile's owner, so its code has a link
 * too. Null: a purpose whose code is entered by a signed-in patient about their own mobile or
 * e-mail (who is the owner) or at sign-up, which has no such page.
 */
export function codeLink(siteOrigin: string, lang: Lang, purpose: StoredOtpPurpose, recipient: string, key: string): string | null {
  const base = `${siteOrigin}${lang === "en" ? "/en" : ""}`;
  if (purpose === "reset") return `${base}/otp-reset-password#${new URLSearchParams({ to: recipient, key })}`;
  if (purpose === "social_link") return `${base}/login#${new URLSearchParams({ key })}`;
  if (purpose === "records_link") return `${base}/profile/records#${new URLSearchParams({ key })}`;
  return null;
}

/**
 * Tells the account's owner by e-mail that wrong codes are being entered for it, once the try just
 * counted spent a budget (the account's, its mobile's or e-mail's, or this address's), at most once a day. An account without a real
 * e-mail (a provider's placeholder) or not yet verified is not written to.
 */
export async function alertOwner(deps: Pick<Deps, "db" | "messenger">, o: GuessSubject & { userId: number }, lang: Lang, now = Date.now()) {
  if (!(await guessesSpent(deps.db, o, now))) return;
  const owner = await liveAccount(deps.db, o.userId);
  // An unfinished sign-up's e-mail is nobody's proven address: anyone may have typed it.
  if (!owner?.verifiedAt || owner.email.endsWith(".invalid")) return;
  if (!(await hit(deps.db, OTP_LIMITS.guessAlertPerAccount, `user:${o.userId}`, { now })).allowed) return;
  await deps.messenger.send({
    channel: "email",
    to: owner.email,
    subject: serverMessage(lang, "otp.guessAlertSubject"),
    body: serverMessage(lang, "otp.guessAlertBody"),
  });
}

/**
 * Tells a mobile that was sent a health record's link code, by SMS, that wrong codes are being
 * entered for it: whoever asked for the code named the record's ID, but only the mobile the
 * hospital holds is its owner's. Once the try just counted spent a budget, at most once a day.
 */
export async function alertRecipient(deps: Pick<Deps, "db" | "messenger">, o: GuessSubject, lang: Lang, now = Date.now()) {
  if (!(await guessesSpent(deps.db, o, now))) return;
  if (!(await hit(deps.db, OTP_LIMITS.guessAlertPerRecipient, o.recipient, { now })).allowed) return;
  await deps.messenger.send({ channel: "sms", to: o.recipient, body: serverMessage(lang, "otp.recordsGuessAlert") });
}

/** The 429 of a try whose budget of wrong codes is spent (OTP_LIMITS): a new code's link still works. */
export const codeGuessesLimited = (c: Context<AppEnv>, verdict: LimitVerdict) =>
  tooManyRequests(c, verdict, "limits.codeGuesses", { days: Math.max(1, Math.ceil(verdict.retryAfter / 86_400)) });
