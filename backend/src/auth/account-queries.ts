import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { passwordResetTokens, phrRefreshTokens, socialIdentities, userTokens, users } from "../db/schema";
import type { UserRow } from "../http/context";
import { consumeResetToken } from "./otp";

type NewUser = typeof users.$inferInsert;
type Provider = (typeof socialIdentities.$inferSelect)["provider"];
type Identity = { provider: Provider; subject: string; email: string | null };

/** Unfinished sign-ups (never verified) holding the new account's email or mobile give way to it. */
const dropUnfinished = async (tx: Pick<Db, "delete">, unfinished: readonly number[]) => {
  for (const id of unfinished) await tx.delete(users).where(and(eq(users.id, id), isNull(users.verifiedAt)));
};

/** The new unverified account, or undefined when another sign-up took its email or mobile first. */
export async function createUnverifiedAccount(db: Db, unfinished: readonly number[], values: NewUser): Promise<UserRow | undefined> {
  const created = await db.transaction(async (tx) => {
    await dropUnfinished(tx, unfinished);
    return tx.insert(users).values(values).onConflictDoNothing().returning();
  });
  return created[0];
}

/** The same for an account that signs in with a provider: the provider's identity moves to the new account. */
export async function createUnverifiedSocialAccount(
  db: Db,
  unfinished: readonly number[],
  values: NewUser,
  identity: Identity,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    await dropUnfinished(tx, unfinished);
    await tx.delete(socialIdentities).where(and(eq(socialIdentities.provider, identity.provider), eq(socialIdentities.subject, identity.subject)));
    const [created] = await tx.insert(users).values(values).onConflictDoNothing().returning();
    if (created) await tx.insert(socialIdentities).values({ userId: created.id, ...identity });
    return created;
  });
}

/** The live account the provider's identity is linked to. */
export async function socialAccount(db: Db, provider: Provider, subject: string): Promise<UserRow | undefined> {
  const [linked] = await db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject), isNull(users.deletedAt)))
    .limit(1);
  return linked?.user;
}

export async function liveAccountByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [holder] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return holder;
}

export async function linkSocialIdentity(db: Db, userId: number, identity: Identity) {
  await db
    .insert(socialIdentities)
    .values({ userId, ...identity })
    .onConflictDoNothing();
}

export async function liveAccount(db: Db, userId: number): Promise<UserRow | undefined> {
  const [holder] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return holder;
}

export async function markVerified(db: Db, userId: number): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set({ verifiedAt: new Date() }).where(eq(users.id, userId)).returning();
  return user;
}

/** Whether the account exists and has not been verified yet. */
export async function isUnverified(db: Db, userId: number): Promise<boolean> {
  const [user] = await db.select({ verifiedAt: users.verifiedAt }).from(users).where(eq(users.id, userId));
  return user !== undefined && !user.verifiedAt;
}

/** Whether another account holds the email or mobile. */
export async function contactHeldByOther(db: Db, channel: "email" | "sms", recipient: string, userId: number): Promise<boolean> {
  const clash = await db
    .select({ id: users.id })
    .from(users)
    .where(and(channel === "email" ? eq(users.email, recipient) : eq(users.mobile, recipient), ne(users.id, userId)));
  return clash.length > 0;
}

/** The account with its new email or mobile; throws when the unique index catches a concurrent claim. */
export async function setContact(db: Db, userId: number, change: { email: string } | { mobile: string }): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set(change).where(eq(users.id, userId)).returning();
  return user;
}

/**
 * Sets the password the reset token allows and ends every session of the account (site and
 * health record) and every other reset; the account's id, or null for an unknown, used or expired token.
 */
export async function resetPassword(db: Db, resetToken: string, passwordHash: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as typeof db;
    const userId = await consumeResetToken(t, resetToken);
    if (userId === null) return null;
    await t.update(users).set({ passwordHash }).where(eq(users.id, userId));
    // Both kinds of session are the account's: the website's tokens and the health record's refresh tokens.
    await t.delete(userTokens).where(eq(userTokens.userId, userId));
    await t.delete(phrRefreshTokens).where(eq(phrRefreshTokens.userId, userId));
    await t.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    return userId;
  });
}
