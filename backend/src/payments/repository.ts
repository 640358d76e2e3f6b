import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type PaymentEventOutcome, paymentEvents, payments, taxRates } from "../db/schema";
import { forgetSettled, memoizedSettled } from "./settled-memo";
import type { PaymentMethod, PaymentRow, PaymentStatus } from "./types";

/** 22 url-safe characters (128 bits): unguessable, so the id alone may show a payment's status. */
export const newPublicId = () => `pay_${randomBytes(16).toString("base64url")}`;

/**
 * Statuses only move forward. Cash starts `not_paid` (pay at the branch) and becomes `paid` when
 * the hospital records it; an online `not_paid` (declined, expired) is final: trying again is a
 * new payment.
 */
export const FORWARD: Record<PaymentStatus, PaymentStatus[]> = {
  pending: ["paid", "not_paid"],
  not_paid: ["paid"],
  paid: ["partially_refunded", "refunded"],
  partially_refunded: ["partially_refunded", "refunded"],
  refunded: [],
};

export const sourcesOf = (to: PaymentStatus): PaymentStatus[] =>
  (Object.keys(FORWARD) as PaymentStatus[]).filter((from) => FORWARD[from].includes(to));

export async function findByPublicId(db: Db, publicId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.publicId, publicId)).limit(1);
  return row;
}

export async function findByReference(db: Db, method: PaymentMethod, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.method, method), eq(payments.providerReference, reference)))
    .limit(1);
  return row;
}

/**
 * Moves a payment from one of `from` to `to` in one conditional UPDATE: of any number of
 * concurrent callers (a notification replayed, a status poll) exactly one gets the row back.
 */
export async function transition(
  db: Db,
  id: number,
  from: PaymentStatus[],
  to: PaymentStatus,
  extra: Partial<Pick<PaymentRow, "paidAt">> = {},
): Promise<PaymentRow | undefined> {
  if (from.length === 0) return undefined;
  const [row] = await db
    .update(payments)
    .set({ status: to, updatedAt: new Date(), ...extra })
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .returning();
  if (row) await forgetSettled(db, row.method, row.providerReference);
  return row;
}

/**
 * Reserves a refund before the provider is asked: the sum of refunds can never pass the total,
 * however many refunds run at once. `releaseRefund` gives the reservation back if the provider refuses.
 */
export async function reserveRefund(db: Db, id: number, amountMinor: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({
      refundedMinor: sql`${payments.refundedMinor} + ${amountMinor}`,
      status: sql`case when ${payments.refundedMinor} + ${amountMinor} >= ${payments.totalMinor} then 'refunded' else 'partially_refunded' end`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payments.id, id),
        inArray(payments.status, ["paid", "partially_refunded"]),
        sql`${payments.refundedMinor} + ${amountMinor} <= ${payments.totalMinor}`,
      ),
    )
    .returning();
  if (row) await forgetSettled(db, row.method, row.providerReference);
  return row;
}

export async function releaseRefund(db: Db, id: number, amountMinor: number, previous: PaymentStatus): Promise<void> {
  const [row] = await db
    .update(payments)
    .set({ refundedMinor: sql`${payments.refundedMinor} - ${amountMinor}`, status: previous, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning({ method: payments.method, providerReference: payments.providerReference });
  if (row) await forgetSettled(db, row.method, row.providerReference);
}

export interface EventInput {
  paymentId: number | null;
  method: PaymentMethod;
  kind: (typeof paymentEvents.$inferInsert)["kind"];
  providerReference?: string | null;
  verified: boolean;
  outcome: PaymentEventOutcome;
  statusFrom?: PaymentStatus | null;
  statusTo?: PaymentStatus | null;
  payload?: unknown;
}

export async function recordEvent(db: Db, event: EventInput): Promise<void> {
  await db.insert(paymentEvents).values({
    paymentId: event.paymentId,
    method: event.method,
    kind: event.kind,
    providerReference: event.providerReference ?? null,
    verified: event.verified,
    outcome: event.outcome,
    statusFrom: event.statusFrom ?? null,
    statusTo: event.statusTo ?? null,
    payload: event.payload ?? null,
  });
}

/** The unit's standard rate, or the exemption's rate when one applies; null: the unit has no rate. */
export async function taxRateOf(
  db: Db,
  businessUnitId: number,
  exemption = "",
): Promise<{ basisPoints: number; exemption: string } | null> {
  const rows = await db
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.businessUnitId, businessUnitId), inArray(taxRates.exemption, [exemption, ""])));
  const match = rows.find((r) => r.exemption === exemption) ?? rows.find((r) => r.exemption === "");
  return match ? { basisPoints: match.basisPoints, exemption: match.exemption } : null;
}

/**
 * A verified notification for a payment that is no longer pending changes nothing: only the
 * payment's status is read (a reader never waits for a writer). Returns null when the full path
 * must decide: still pending, unknown reference, or an amount or currency that differs.
 */
export async function settledPayment(
  db: Db,
  replay: { method: PaymentMethod; reference: string; amountMinor: number | null; currency: string | null },
): Promise<{ id: number; status: PaymentStatus } | null> {
  const row = await memoizedSettled(db, replay.method, replay.reference, async () => {
    const [found] = await db
      .select({ id: payments.id, status: payments.status, totalMinor: payments.totalMinor, currency: payments.currency })
      .from(payments)
      .where(and(eq(payments.method, replay.method), eq(payments.providerReference, replay.reference)))
      .limit(1);
    return found;
  });
  if (!row || row.status === "pending") return null;
  if ((replay.amountMinor !== null && replay.amountMinor !== row.totalMinor) || (replay.currency !== null && replay.currency !== row.currency)) return null;
  return { id: row.id, status: row.status };
}

type EventRow = typeof paymentEvents.$inferInsert;
/** Per database: the replays waiting to be written, the timer that will write them, the writes under way. */
const replayQueues = new WeakMap<Db, { rows: EventRow[]; timer: NodeJS.Timeout | undefined; writing: Promise<void> }>();
const REPLAY_BATCH = 200;
const REPLAY_FLUSH_MS = 20;

/**
 * Keeps a replayed notification that changed nothing. Providers retry in bursts; writing each
 * one alone would make the database commit hundreds of times a second for no state change, so
 * they are written together every few milliseconds (state changes are never batched).
 */
export function keepReplay(db: Db, row: EventRow): void {
  let queue = replayQueues.get(db);
  if (!queue) {
    queue = { rows: [], timer: undefined, writing: Promise.resolve() };
    replayQueues.set(db, queue);
  }
  queue.rows.push(row);
  if (queue.rows.length >= REPLAY_BATCH) void flushReplays(db);
  else if (!queue.timer) {
    queue.timer = setTimeout(() => void flushReplays(db), REPLAY_FLUSH_MS);
    queue.timer.unref?.();
  }
}

/**
 * Writes the replays kept so far and resolves once they are written, with any write the timer or
 * a full batch started before (tests and the bench call it before counting events).
 */
export async function flushReplays(db: Db): Promise<void> {
  const queue = replayQueues.get(db);
  if (!queue) return;
  clearTimeout(queue.timer);
  queue.timer = undefined;
  const rows = queue.rows.splice(0);
  if (rows.length > 0) {
    const write = db
      .insert(paymentEvents)
      .values(rows)
      .then(
        () => undefined,
        (err: unknown) => console.error(`[payments] ${rows.length} replayed notifications could not be kept`, err),
      );
    queue.writing = Promise.all([queue.writing, write]).then(() => undefined);
  }
  await queue.writing;
}
