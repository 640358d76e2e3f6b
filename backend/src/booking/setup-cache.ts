import type { Db } from "../db/client";
import { onInvalidation } from "../platform/invalidation";
import { type BranchInfo, type DoctorSetup, loadBranches, loadDoctorSetups } from "./setup";
import { addDays } from "@/lib/time/zone";

/**
 * What the availability reads need that changes rarely: each doctor's schedules, fees and days off,
 * and the facts of their branches. Kept per process and per database for SETUP_TTL_MS, so a slots
 * or next-slots answer asks the database only for the time taken (loadBusy), which is never kept.
 *
 * Nothing in the backend edits schedules (the seed and the CMS write them): whoever edits announces
 * `content` (platform/invalidation.ts), and every process forgets what it kept; an edit nobody
 * announced shows within SETUP_TTL_MS. A hold is always checked against the schedule read fresh
 * (reserve.ts), so a stale entry can at worst offer a time the hold then refuses, never book one
 * the schedule does not have.
 */
export const SETUP_TTL_MS = 30_000;

interface Kept<T> {
  value: Promise<T | undefined>;
  loadedAt: number;
}

interface Store {
  doctors: Map<number, Kept<DoctorSetup>>;
  branches: Map<number, Kept<BranchInfo>>;
}

const stores = new WeakMap<Db, Store>();
const listening = new WeakSet<Db>();

function storeOf(db: Db): Store {
  if (!listening.has(db)) {
    listening.add(db);
    onInvalidation(db, "content", () => forgetBookingSetups(db));
  }
  let store = stores.get(db);
  if (!store) {
    store = { doctors: new Map(), branches: new Map() };
    stores.set(db, store);
  }
  return store;
}

/**
 * Values for `ids`, loading the missing or expired ones in one batch. Concurrent readers of the
 * same ids share that batch; ids the database does not know are not kept (a new doctor shows at
 * once, and made-up ids cannot fill the map).
 */
async function cached<T>(
  kept: Map<number, Kept<T>>,
  ids: number[],
  nowMs: number,
  load: (ids: number[]) => Promise<Map<number, T>>,
): Promise<Map<number, T>> {
  const missing = ids.filter((id) => {
    const entry = kept.get(id);
    return !entry || nowMs - entry.loadedAt >= SETUP_TTL_MS;
  });
  if (missing.length > 0) {
    const batch = load(missing);
    for (const id of missing) {
      const value = batch.then((found) => found.get(id));
      kept.set(id, { value, loadedAt: nowMs });
      // A failed or empty load is not kept: the next reader asks the database again.
      value.then(
        (v) => {
          if (v === undefined && kept.get(id)?.value === value) kept.delete(id);
        },
        () => {
          if (kept.get(id)?.value === value) kept.delete(id);
        },
      );
    }
  }
  const out = new Map<number, T>();
  const values = await Promise.all(ids.map((id) => kept.get(id)!.value));
  ids.forEach((id, i) => {
    const v = values[i];
    if (v !== undefined) out.set(id, v);
  });
  return out;
}

/** Days off are kept from two days back: every branch's today is on or after that, whatever its zone. */
const keptFromDay = (nowMs: number) => addDays(new Date(nowMs).toISOString().slice(0, 10), -2);

export function cachedDoctorSetups(db: Db, ids: number[], nowMs = Date.now()): Promise<Map<number, DoctorSetup>> {
  return cached(storeOf(db).doctors, ids, nowMs, (missing) => loadDoctorSetups(db, missing, keptFromDay(nowMs)));
}

export function cachedBranches(db: Db, ids: number[], nowMs = Date.now()): Promise<Map<number, BranchInfo>> {
  return cached(storeOf(db).branches, ids, nowMs, (missing) => loadBranches(db, missing));
}

/** Drops what is kept for `db`, for whoever changes schedules, fees, days off or branches in this process. */
export function forgetBookingSetups(db: Db) {
  stores.delete(db);
}
