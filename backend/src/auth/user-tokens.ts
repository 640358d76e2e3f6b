import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { userTokens, users } from "../db/schema";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Issues a random opaque token; only its hash is stored. */
export async function issueUserToken(db: Db, userId: number, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await db.insert(userTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  // Housekeeping: expired tokens of this user are useless rows.
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), lt(userTokens.expiresAt, now)));
  return token;
}

export async function findUserByToken(db: Db, token: string) {
  const [row] = await db
    .select({ user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(and(eq(userTokens.tokenHash, hashToken(token)), gt(userTokens.expiresAt, new Date())))
    .limit(1);
  return row?.user ?? null;
}

export async function revokeUserToken(db: Db, token: string): Promise<void> {
  await db.delete(userTokens).where(eq(userTokens.tokenHash, hashToken(token)));
}
