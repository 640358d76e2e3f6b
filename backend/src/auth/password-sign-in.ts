import type { Db } from "../db/client";
import { hit, type Limit, type LimitVerdict, peek, reset } from "../platform/rate-limit";
import { hashPassword, verifyPassword } from "./password";

/**
 * Guessing limits of sign-in. Every attempt on an account counts and a success clears them, so
 * five failures in a row lock it until fewer than five remain in the last fifteen minutes (tries
 * while locked do not count, so waiting lifts it); an IP is limited by its failures only,
 * because many patients can sign in from behind one address.
 */
export const LOGIN_LIMITS = {
  perAccount: { name: "login:account", max: 5, windowSeconds: 900 } satisfies Limit,
  ipFailures: { name: "login:ip-failures", max: 30, windowSeconds: 900 } satisfies Limit,
};

// Verifying against a throwaway hash keeps "unknown account" as slow as "wrong password".
let dummyHash: Promise<string> | undefined;

/** Whether this IP may still try (peeked: a try is counted only when it fails). */
export const signInIpGate = (db: Db, ip: string): Promise<LimitVerdict> => peek(db, LOGIN_LIMITS.ipFailures, ip);

export type PasswordCheck = { outcome: "locked"; verdict: LimitVerdict } | { outcome: "unknown" | "wrong" | "ok" };

/**
 * A password sign-in's check with its limits, the same for the website's accounts and the health
 * record: the attempt counts against the account (`subject`, named even when no account matches,
 * so an unknown identifier locks like a known one); an unknown account and a wrong password take
 * as long and count against the IP; a right one clears the account's count.
 */
export async function checkPassword(
  db: Db,
  { ip, subject, passwordHash, password }: { ip: string; subject: string; passwordHash: string | undefined; password: string },
): Promise<PasswordCheck> {
  const verdict = await hit(db, LOGIN_LIMITS.perAccount, subject, { refusedCount: false });
  if (!verdict.allowed) return { outcome: "locked", verdict };
  if (passwordHash === undefined) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(password, await dummyHash);
    await hit(db, LOGIN_LIMITS.ipFailures, ip);
    return { outcome: "unknown" };
  }
  if (!(await verifyPassword(password, passwordHash))) {
    await hit(db, LOGIN_LIMITS.ipFailures, ip);
    return { outcome: "wrong" };
  }
  await reset(db, LOGIN_LIMITS.perAccount, subject);
  return { outcome: "ok" };
}
