import type { SignInRefusal } from "@/lib/contract/auth";
import type { Db } from "../db/client";
import { hit, type LimitVerdict, peek, reset, takeBack } from "../platform/rate-limit";
import { LOGIN_LIMITS } from "./rate-limits";
import { hashPassword, verifyPassword } from "./password";

// Verifying against a throwaway hash, made at the cost real ones are, keeps "unknown account" as slow as "wrong password".
const dummyHashes = new Map<number, Promise<string>>();

/** Whether this IP may still try (peeked: a try is counted only when it fails). */
export const signInIpGate = (db: Db, ip: string): Promise<LimitVerdict> => peek(db, LOGIN_LIMITS.ipFailures, ip);

/** Forgets an account's failures from every IP: its owner proved it by a code and set a new password. */
export const clearAccountFailures = (db: Db, userId: number) => reset(db, LOGIN_LIMITS.accountFailures, `user:${userId}`);

/** A refused sign-in's 422 body: SPEC §8's words (English, as the SPEC gives them) and the code a client acts on. */
export const signInRefused = (code: SignInRefusal, message: string) => ({ message, code });

export type PasswordCheck = { outcome: "locked"; verdict: LimitVerdict } | { outcome: "unknown" | "wrong" | "ok" };

/**
 * A password sign-in's check with its limits, the same for the website's accounts and the health
 * record: the attempt counts against the account (`subject`, named even when no account matches,
 * so an unknown identifier locks like a known one) from this IP; an unknown account and a wrong
 * password take as long and count against the IP and the account; a right one clears this IP's
 * count on the account.
 */
export async function checkPassword(
  db: Db,
  {
    ip,
    subject,
    passwordHash,
    password,
    passwordCost,
  }: { ip: string; subject: string; passwordHash: string | undefined; password: string; passwordCost: number },
): Promise<PasswordCheck> {
  const now = Date.now();
  const pair = `${subject}|${ip}`;
  const verdict = await hit(db, LOGIN_LIMITS.perAccountIp, pair, { refusedCount: false, now });
  if (!verdict.allowed) return { outcome: "locked", verdict };
  const accountWide = await peek(db, LOGIN_LIMITS.accountFailures, subject, { now });
  // `hits` includes this try: more than one means this IP has already failed on the account.
  if (!accountWide.allowed && verdict.hits > 1) {
    await takeBack(db, LOGIN_LIMITS.perAccountIp, pair, { now });
    return { outcome: "locked", verdict: accountWide };
  }
  const failed = async () => {
    await hit(db, LOGIN_LIMITS.ipFailures, ip);
    await hit(db, LOGIN_LIMITS.accountFailures, subject);
  };
  if (passwordHash === undefined) {
    let dummyHash = dummyHashes.get(passwordCost);
    if (!dummyHash) dummyHashes.set(passwordCost, (dummyHash = hashPassword("not-a-real-password", passwordCost)));
    await verifyPassword(password, await dummyHash);
    await failed();
    return { outcome: "unknown" };
  }
  if (!(await verifyPassword(password, passwordHash))) {
    await failed();
    return { outcome: "wrong" };
  }
  await reset(db, LOGIN_LIMITS.perAccountIp, pair);
  return { outcome: "ok" };
}
