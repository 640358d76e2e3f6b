import type { Db } from "../db/client";
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
  let memo = memos.get(db);
  if (!memo) {
    memo = new Map();
    memos.set(db, memo);
  }
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

/** A payment this process just moved: its next lookup reads the database again. */
export function forgetSettled(db: Db, method: PaymentMethod, reference: string | null): void {
  if (reference) memos.get(db)?.delete(`${method}:${reference}`);
}
