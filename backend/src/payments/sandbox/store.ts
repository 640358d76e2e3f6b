import { randomBytes, randomInt } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type SandboxProvider, sandboxTransactions } from "../../db/schema";

export type SandboxRow = typeof sandboxTransactions.$inferSelect;
export type StoredNotification = NonNullable<SandboxRow["lastNotification"]>;

export const sandboxIds = {
  card: () => `inv_sbx_${randomBytes(10).toString("hex")}`,
  cardPayment: () => `pay_sbx_${randomBytes(10).toString("hex")}`,
  fawry: () => String(randomInt(100_000_000, 999_999_999)),
  tamara: () => crypto.randomUUID(),
};

export async function findTransaction(db: Db, provider: SandboxProvider, id: string): Promise<SandboxRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.provider, provider), eq(sandboxTransactions.id, id)))
    .limit(1);
  return row;
}

export async function findByMerchantReference(db: Db, provider: SandboxProvider, reference: string): Promise<SandboxRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.provider, provider), eq(sandboxTransactions.merchantReference, reference)))
    .limit(1);
  return row;
}

export async function insertTransaction(db: Db, values: typeof sandboxTransactions.$inferInsert): Promise<SandboxRow> {
  const [row] = await db.insert(sandboxTransactions).values(values).returning();
  if (!row) throw new Error("sandbox transaction not stored");
  return row;
}

/** Moves a transaction only if it is still in `from` (a provider never pays an order twice). */
export async function moveTransaction(
  db: Db,
  id: string,
  from: string[],
  to: string,
  patch: Partial<Pick<SandboxRow, "details" | "expiresAt">> = {},
): Promise<SandboxRow | undefined> {
  const [row] = await db
    .update(sandboxTransactions)
    .set({ status: to, updatedAt: new Date(), ...patch })
    .where(and(eq(sandboxTransactions.id, id), inArray(sandboxTransactions.status, from)))
    .returning();
  return row;
}

export async function addRefund(db: Db, id: string, amountMinor: number): Promise<SandboxRow | undefined> {
  const [row] = await db
    .update(sandboxTransactions)
    .set({ refundedMinor: sql`${sandboxTransactions.refundedMinor} + ${amountMinor}`, updatedAt: new Date() })
    .where(and(eq(sandboxTransactions.id, id), sql`${sandboxTransactions.refundedMinor} + ${amountMinor} <= ${sandboxTransactions.amountMinor}`))
    .returning();
  return row;
}

export async function rememberNotification(db: Db, id: string, notification: StoredNotification): Promise<void> {
  await db.update(sandboxTransactions).set({ lastNotification: notification }).where(eq(sandboxTransactions.id, id));
}
