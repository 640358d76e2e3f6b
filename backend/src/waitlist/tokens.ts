import { createHash, createHmac, randomBytes } from "node:crypto";

/**
 * The tokens of the waitlist's links. Only their SHA-256 is stored, so a copy of the database
 * opens no link. An offer's token is random (256 bits, single use). An alert's stop token is a MAC
 * of the alert's id under the backend's secret: every offer message can carry it again without
 * the database keeping it.
 */

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export function newOfferToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: tokenHash(token) };
}

export const stopTokenOf = (secret: string, alertId: number) =>
  createHmac("sha256", secret).update(`waitlist-stop:${alertId}`).digest("base64url");
