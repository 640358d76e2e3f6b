import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { bookingReservations } from "../db/schema";
import type { UserRow } from "../http/context";

/**
 * Who may use a hold. The website's app token is shared by every visitor, so knowing a hold's id
 * proves nothing: a signed-in patient's hold is theirs alone, and a guest's hold belongs to the
 * browser holding the secret handed out with it (the site keeps it in an HttpOnly cookie). Anyone
 * else is told the hold does not exist, exactly as for an unknown id.
 */

type HoldRow = Pick<typeof bookingReservations.$inferSelect, "userId" | "secretHash">;

const digest = (secret: string) => createHash("sha256").update(secret).digest();

/** A new guest secret (256 random bits) and the hash the database keeps instead of it. */
export function newHoldSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { secret, hash: digest(secret).toString("hex") };
}

/** The caller of a request that uses a hold: the signed-in user, and the hold secret it sent. */
export type HoldCaller = { user: UserRow | null; secret: string | undefined };

/** Whether this caller may confirm, verify or otherwise use the hold. */
export function ownsHold(hold: HoldRow, { user, secret }: HoldCaller): boolean {
  if (hold.userId !== null) return user?.id === hold.userId;
  if (!hold.secretHash || !secret) return false;
  const stored = Buffer.from(hold.secretHash, "hex");
  const given = digest(secret);
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/**
 * What an idempotent confirmation is keyed on besides its body: a replay without the hold's
 * secret is another request (422), never the stored answer with the patient's details.
 */
export const secretFingerprint = (secret: string | undefined) => (secret ? digest(secret).toString("hex") : null);

/** A browser's hold key as its rate-limit bucket names it: hashed, so the table never holds the key itself. */
export const visitorKey = (key: string) => digest(key).toString("hex").slice(0, 32);
