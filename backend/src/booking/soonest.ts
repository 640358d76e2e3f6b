import type { DoctorAvailability } from "@/lib/contract/broker";
import type { Lang } from "@/lib/contract/common";
import type { Db } from "../db/client";
import { type DoctorFilters, doctorsByIds, matchingDoctorIds } from "../doctors/queries";
import type { Window } from "../db/paging";
import { nextSlotsOf } from "./availability";
import type { SlotTime } from "./slots";
import { addDays, localDay } from "@/lib/time/zone";

/** The last local day (inclusive) each availability filter reaches, from today in `zone`. */
const DAYS_AHEAD: Record<DoctorAvailability, number> = { today: 0, week: 6 };

/** Whether `slot` falls today, or within the next seven days, in its own branch's time zone. */
export function isWithin(slot: SlotTime, available: DoctorAvailability, nowMs: number): boolean {
  const today = localDay(nowMs, slot.timeZone);
  return localDay(slot.startMs, slot.timeZone) <= addDays(today, DAYS_AHEAD[available]);
}

/**
 * The doctors of `ids` (in the list's own order) sorted by their first free time when `soonest`
 * (those with none last, in the list's order), and kept only when that time is within `available`.
 * The first free times come from the same place as the cards' (nextSlotsOf and its one-second
 * batch), so the order and the times a card shows agree.
 */
export async function byAvailability(
  db: Db,
  ids: number[],
  { soonest, available }: { soonest: boolean; available?: DoctorAvailability },
  nowMs = Date.now(),
): Promise<number[]> {
  const next = await nextSlotsOf(db, ids, 1, nowMs);
  const entries = ids.map((id, order) => ({ id, order, first: next.get(id)?.[0] }));
  const kept = available ? entries.filter((e) => e.first !== undefined && isWithin(e.first, available, nowMs)) : entries;
  if (soonest) kept.sort((a, b) => (a.first?.startMs ?? Infinity) - (b.first?.startMs ?? Infinity) || a.order - b.order);
  return kept.map((e) => e.id);
}

/**
 * A page of the doctor list sorted by the soonest free time, or narrowed to those free today or
 * this week. Every matching doctor's first free time is needed to place any of them, so this reads
 * them all (a list is at most a few hundred doctors, and their times come from the shared batch).
 */
export async function doctorsByAvailability(db: Db, lang: Lang, q: DoctorFilters & { available?: DoctorAvailability }, w: Window) {
  const matching = await matchingDoctorIds(db, lang, q);
  const ids = await byAvailability(db, matching, { soonest: q.sort_key === "soonest", available: q.available });
  return { items: await doctorsByIds(db, lang, ids.slice(w.offset, w.offset + w.limit)), total: ids.length };
}
