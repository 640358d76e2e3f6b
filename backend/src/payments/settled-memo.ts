import type { Db } from "../db/client";
import { announce, onInvalidation } from "../platform/invalidation";
import type { PaymentMethod, PaymentStatus } from "./types";

export interface SettledRow {
  id: number;
  status: PaymentStatus;
  totalMinor: number;
  currency: string;
}

/**
 * How long a settled payment is answered from memory. A payment never returns to `pending`, so a
 * replayed notification for a settled one changes nothing whatever its exact status; only the
 * status echoed back to the provider may lag a refund by this long.
 */
const TTL_MS = 1000;
const MAX_ENTRIES = 5000;

interface Entry {
  row: Promise<SettledRow | undefined>;
  expires: number;
}

const memos = new WeakMap<Db, Map<string, Entry>>();

/**
 * Providers retry in bursts (the same notification from many connections at once): one database
 * read answers the whole burst. Concurrent lookups share one read; a still-pending row is never
 * kept, so the first notification that can change a payment always reaches the database.
 */
export function memoizedSettled(
  db: Db,
  method: PaymentMethod,
  reference: string,
  read: () => Promise<SettledRow | undefined>,
): Promise<SettledRow | undefined> {
  const memo = memoOf(db);
  const key = `${method}:${reference}`;
  const now = Date.now();
  const hit = memo.get(key);
  if (hit && hit.expires > now) return hit.row;
  if (memo.size >= MAX_ENTRIES) memo.clear();
  const row = read();
  const entry: Entry = { row, expires: now + TTL_MS };
  memo.set(key, entry);
  const forget = () => {
    if (memo.get(key) === entry) memo.delete(key);
  };
  row.then((r) => {
    if (!r || r.status === "pending") forget();
  }, forget);
  return row;
}

function memoOf(db: Db) {
  let memo = memos.get(db);
  if (!memo) {
    const entries = new Map<string, Entry>();
    memo = entries;
    memos.set(db, entries);
    // Another process moved a payment (or this one, arriving back).
    onInvalidation(db, "payment", (key) => (key === undefined ? entries.clear() : entries.delete(key)));
  }
  return memo;
}

/**
 * A payment this process just moved: its next lookup, here and in every other process, reads the
 * database again. A failed announcement does not undo the move; TTL_MS bounds what it leaves.
 */
export async function forgetSettled(db: Db, method: PaymentMethod, reference: string | null): Promise<void> {
  if (!reference) return;
  const key = `${method}:${reference}`;
  memos.get(db)?.delete(key);
  try {
    await announce(db, "payment", key);
  } catch (error) {
    console.error("settled payments: announcing a change failed:", (error as Error).message);
  }
}
