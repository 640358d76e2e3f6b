import type { Db } from "../db/client";
import type { SlotTime } from "./slots";

/**
 * Each doctor's next free slots as last computed, for doctor lists and cards, kept at most
 * NEXT_SLOTS_TTL_MS. Lists ask for the same doctors many times a second; between two holds their
 * next slots do not change.
 *
 * - Every write of this process that takes or frees a doctor's time calls bookingTimeChanged()
 *   once it has committed, which drops every kept entry at once (of every database: writes are
 *   rare next to reads, and a spare recomputation is cheaper than a missed one).
 * - A computation that was under way while such a write committed is not kept (generation check).
 * - An entry never outlives the first of its slots (it would be past) nor a hold it counted as
 *   taken (that time frees by itself when the hold runs out).
 * - Another process's hold shows within NEXT_SLOTS_TTL_MS; a hold of a time shown meanwhile gets
 *   409 from the database, as for any time taken between reading and holding.
 *
 * The slots endpoint and holds never read this cache.
 */
export const NEXT_SLOTS_TTL_MS = 1_000;

interface Entry {
  slots: SlotTime[];
  until: number;
  generation: number;
}

let generation = 0;
const stores = new WeakMap<Db, Map<number, Entry>>();

/** Some doctor's time was taken or freed (a hold, a booking, a cancel, a move, a hold given back). */
export function bookingTimeChanged() {
  generation++;
}

export interface NextSlotsBatch {
  /** What is kept and still valid, per doctor. */
  kept: Map<number, SlotTime[]>;
  /** Keeps what was computed for these doctors, unless the time changed since the batch began. */
  keep(computed: Map<number, { slots: SlotTime[]; until: number }>): void;
}

export function nextSlotsBatch(db: Db, doctorIds: number[], nowMs: number): NextSlotsBatch {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  const started = generation;
  const kept = new Map<number, SlotTime[]>();
  for (const id of doctorIds) {
    const entry = store.get(id);
    if (entry && entry.generation === started && entry.until > nowMs) kept.set(id, entry.slots);
  }
  return {
    kept,
    keep(computed) {
      if (generation !== started) return;
      for (const [id, { slots, until }] of computed) {
        store.set(id, { slots, until: Math.min(until, nowMs + NEXT_SLOTS_TTL_MS), generation: started });
      }
    },
  };
}
