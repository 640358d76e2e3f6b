import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { identitySandboxCodes } from "../db/schema";

/**
 * The authorization codes the local identity provider issued, kept in the database: with several
 * backend processes behind one address, the one that exchanges a code need not be the one that
 * issued it, and a replay must be refused by every one of them.
 */

/** Records a new code (its `jti`) until `expiresAt`; codes that expired are forgotten now. */
export async function issueSandboxCode(db: Db, jti: string, expiresAt: Date, now = new Date()): Promise<void> {
  await db.delete(identitySandboxCodes).where(lt(identitySandboxCodes.expiresAt, now));
  await db.insert(identitySandboxCodes).values({ jti, expiresAt, createdAt: now });
}

/**
 * Spends the code: true once, for a code that was issued, is unused and has not expired. One
 * conditional update, so of two exchanges racing on two processes only one wins.
 */
export async function spendSandboxCode(db: Db, jti: string, now = new Date()): Promise<boolean> {
  const spent = await db
    .update(identitySandboxCodes)
    .set({ usedAt: now })
    .where(and(eq(identitySandboxCodes.jti, jti), isNull(identitySandboxCodes.usedAt), gt(identitySandboxCodes.expiresAt, now)))
    .returning({ jti: identitySandboxCodes.jti });
  return spent.length === 1;
}
