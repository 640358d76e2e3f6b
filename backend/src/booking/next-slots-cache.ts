import type { Db } from "../db/client";
import { announce, onInvalidation } from "../platform/invalidation";
import type { SlotTime } from "./slots";

/**
 * Each doctor's next free slots as last computed, for doctor lists and cards, kept at most
 * NEXT_SLOTS_TTL_MS. Lists ask for the same doctors many times a second; between two holds their
 * next slots do not change.
 *
 * - Every write that takes or frees a doctor's time calls bookingTimeChanged() once it has
 *   committed, which drops every kept entry of its database at once (writes are rare next to
 *   reads, and a spare recomputation is cheaper than a missed one), here and, through
 *   platform/invalidation.ts, in every other backend process on the same database. A content
 *   change (schedules, days off) drops them too.
 * - A computation that was under way while such a write committed is not kept (generation check).
 * - An entry never outlives the first of its slots (it would be past) nor a hold it counted as
 *   taken (that time frees by itself when the hold runs out).
 * - NEXT_SLOTS_TTL_MS bounds what a lost announcement could leave (a process that died between
 *   its commit and its announcement); a hold of a time shown meanwhile gets 409 from the
 *   database, as for any time taken between reading and holding.
 *
 * The slots endpoint and holds never read this cache.
 */
export const NEXT_SLOTS_TTL_MS = 1_000;

interface Entry {
  slots: SlotTime[];
  until: number;
  generation: number;
}

/** Per database, as each process has its own: a change counts where it is heard, never by sharing a module. */
interface Store {
  entries: Map<number, Entry>;
  generation: number;
}

const stores = new WeakMap<Db, Store>();

function storeOf(db: Db): Store {
  let store = stores.get(db);
  if (!store) {
    const created: Store = { entries: new Map(), generation: 0 };
    store = created;
    stores.set(db, created);
    // Another process's write (or this one's, arriving back) and content edits.
    const drop = () => {
      created.generation++;
    };
    onInvalidation(db, "booking-time", drop);
    onInvalidation(db, "content", drop);
  }
  return store;
}

/**
 * Some doctor's time was taken or freed (a hold, a booking, a cancel, a move, a hold given back):
 * forgotten here at once, and announced to the other processes. An announcement that fails does
 * not undo the write that committed before it; NEXT_SLOTS_TTL_MS bounds what it leaves.
 */
export async function bookingTimeChanged(db: Db): Promise<void> {
  storeOf(db).generation++;
  try {
    await announce(db, "booking-time");
  } catch (error) {
    console.error("next slots: announcing a change failed:", (error as Error).message);
  }
}

/**
 * How many times a doctor's time was taken or freed (or content changed) as heard by this process:
 * what was computed under one value still holds while it has not moved (soonest-rankings.ts).
 */
export function timesGeneration(db: Db): number {
  return storeOf(db).generation;
}

export interface NextSlotsBatch {
  /** What is kept and still valid, per doctor. */
  kept: Map<number, SlotTime[]>;
  /** Keeps what was computed for these doctors, unless the time changed since the batch began. */
  keep(computed: Map<number, { slots: SlotTime[]; until: number }>): void;
}

export function nextSlotsBatch(db: Db, doctorIds: number[], nowMs: number): NextSlotsBatch {
  const store = storeOf(db);
  const started = store.generation;
  const kept = new Map<number, SlotTime[]>();
  for (const id of doctorIds) {
    const entry = store.entries.get(id);
    if (entry && entry.generation === started && entry.until > nowMs) kept.set(id, entry.slots);
  }
  return {
    kept,
    keep(computed) {
      if (store.generation !== started) return;
      for (const [id, { slots, until }] of computed) {
        store.entries.set(id, { slots, until: Math.min(until, nowMs + NEXT_SLOTS_TTL_MS), generation: started });
      }
    },
  };
}
