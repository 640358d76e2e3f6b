import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { PhrTokenResponse } from "@/lib/contract/phr";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { phrRefreshTokens } from "../db/schema";
import { issueUserToken } from "../auth/user-tokens";

/**
 * Tokens of health-record (PHR) sessions. The access token is an ordinary user token (it opens
 * the profile and everything else a signed-in patient may read); the refresh token is random,
 * stored as its SHA-256 only, and spent by its one use.
 */

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

async function issueRefreshToken(db: Db, userId: number, familyId: string, ttlSeconds: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(phrRefreshTokens).values({
    userId,
    familyId,
    tokenHash: hash(token),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    createdAt: now,
  });
  return token;
}

async function tokens(db: Db, config: Config, userId: number, familyId: string, now: Date): Promise<PhrTokenResponse> {
  const access = await issueUserToken(db, userId, config.phrAccessTtl);
  const refresh = await issueRefreshToken(db, userId, familyId, config.phrRefreshTtl, now);
  return {
    access_token: access,
    token_type: "Bearer",
    expires_in: config.phrAccessTtl,
    refresh_token: refresh,
    refresh_expires_in: config.phrRefreshTtl,
  };
}

/** A new PHR session (a new family of refresh tokens). */
export async function startPhrSession(db: Db, config: Config, userId: number, now = new Date()): Promise<PhrTokenResponse> {
  // Housekeeping: the user's expired refresh tokens are useless rows.
  await db.delete(phrRefreshTokens).where(and(eq(phrRefreshTokens.userId, userId), lt(phrRefreshTokens.expiresAt, now)));
  return tokens(db, config, userId, randomUUID(), now);
}

export type RefreshOutcome =
  | { ok: true; tokens: PhrTokenResponse; userId: number; familyId: string }
  | { ok: false; reason: "unknown" | "expired" | "reused" | "raced" };

/**
 * Two requests of one browser can carry the same refresh token at once (two tabs, a page and its
 * prefetch): the one that comes second within this many seconds gets no tokens, but does not end
 * the session the way a replay of a leaked token does.
 */
export const PHR_RACE_GRACE_SECONDS = 30;

/**
 * Spends a refresh token and issues the next pair. Spending is one conditional update, so of
 * two requests with the same token only one succeeds; a token that was already spent revokes its
 * whole family (whoever holds the newer token loses it too: the pair leaked), unless it was spent
 * a moment ago (PHR_RACE_GRACE_SECONDS).
 */
export async function refreshPhrSession(db: Db, config: Config, refreshToken: string, now = new Date()): Promise<RefreshOutcome> {
  const tokenHash = hash(refreshToken);
  const [spent] = await db
    .update(phrRefreshTokens)
    .set({ usedAt: now })
    .where(and(eq(phrRefreshTokens.tokenHash, tokenHash), isNull(phrRefreshTokens.usedAt), gt(phrRefreshTokens.expiresAt, now)))
    .returning();
  if (spent) {
    return { ok: true, tokens: await tokens(db, config, spent.userId, spent.familyId, now), userId: spent.userId, familyId: spent.familyId };
  }
  const [known] = await db.select().from(phrRefreshTokens).where(eq(phrRefreshTokens.tokenHash, tokenHash)).limit(1);
  if (!known) return { ok: false, reason: "unknown" };
  if (known.usedAt && now.getTime() - known.usedAt.getTime() < PHR_RACE_GRACE_SECONDS * 1000) return { ok: false, reason: "raced" };
  if (known.usedAt) {
    await revokePhrFamily(db, known.familyId);
    return { ok: false, reason: "reused" };
  }
  return { ok: false, reason: "expired" };
}

export async function revokePhrFamily(db: Db, familyId: string): Promise<void> {
  await db.delete(phrRefreshTokens).where(eq(phrRefreshTokens.familyId, familyId));
}

/** The session (family) a refresh token belongs to, spent or not; null for an unknown token. */
export async function phrFamilyOf(db: Db, refreshToken: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: phrRefreshTokens.familyId })
    .from(phrRefreshTokens)
    .where(eq(phrRefreshTokens.tokenHash, hash(refreshToken)))
    .limit(1);
  return row?.familyId ?? null;
}

/** Ends the PHR session the refresh token belongs to (sign-out); unknown tokens are ignored. */
export async function revokePhrSessionOf(db: Db, refreshToken: string): Promise<void> {
  const family = await phrFamilyOf(db, refreshToken);
  if (family) await revokePhrFamily(db, family);
}
