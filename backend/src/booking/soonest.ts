import type { DoctorAvailability } from "@/lib/contract/broker";
import type { Lang } from "@/lib/contract/common";
import type { Db } from "../db/client";
import { type DoctorFilters, doctorsByIds, matchingDoctorIds } from "../doctors/queries";
import type { Window } from "../db/paging";
import { nextSlotsOf } from "./availability";
import type { SlotTime } from "./slots";
import { timesGeneration } from "./next-slots-cache";
import { type RankingEntry, recentRanking, storeRanking, storedRanking } from "./soonest-rankings";
import { addDays, localDay } from "@/lib/time/zone";

/** The last local day (inclusive) each availability filter reaches, from today in `zone`. */
const DAYS_AHEAD: Record<DoctorAvailability, number> = { today: 0, week: 6 };

/** Whether `slot` falls today, or within the next seven days, in its own branch's time zone. */
export function isWithin(slot: SlotTime, available: DoctorAvailability, nowMs: number): boolean {
  const today = localDay(nowMs, slot.timeZone);
  return localDay(slot.startMs, slot.timeZone) <= addDays(today, DAYS_AHEAD[available]);
}

/** A doctor of `ids` with the first free time that places them (none: last). */
type Ranked = { id: number; first: SlotTime | undefined };

/**
 * The doctors of `ids` (in the list's own order) sorted by their first free time when `soonest`
 * (those with none last, in the list's order), and kept only when that time is within `available`.
 * Times are compared as instants (a 9:00 in Riyadh is before an 8:20 in Cairo). The first free
 * times come from the same place as the cards' (nextSlotsOf and its one-second batch), so the
 * order and the times a card shows agree.
 */
export async function rankByAvailability(
  db: Db,
  ids: number[],
  { soonest, available }: { soonest: boolean; available?: DoctorAvailability },
  nowMs = Date.now(),
): Promise<Ranked[]> {
  const next = await nextSlotsOf(db, ids, 1, nowMs);
  const entries = ids.map((id, order) => ({ id, order, first: next.get(id)?.[0] }));
  const kept = available ? entries.filter((e) => e.first !== undefined && isWithin(e.first, available, nowMs)) : entries;
  if (soonest) kept.sort((a, b) => (a.first?.startMs ?? Infinity) - (b.first?.startMs ?? Infinity) || a.order - b.order);
  return kept.map(({ id, first }) => ({ id, first }));
}

type AvailabilityQuery = DoctorFilters & { available?: DoctorAvailability; ranking?: string };

/** The filters a ranking ranks, as one string (the page, its size and the ranking itself left out). */
export function rankingQueryKey(lang: Lang, q: AvailabilityQuery): string {
  const kept = Object.entries(q)
    .filter(([key, value]) => value !== undefined && !["page", "limit", "skip", "ranking"].includes(key))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([lang, kept]);
}

/**
 * A page of the doctor list sorted by the soonest free time, or narrowed to those free today or
 * this week: a page of one stored ranking (soonest-rankings.ts). The first page (no `ranking`, or
 * one that has run out) ranks every matching doctor afresh and keeps the order; the others read it,
 * so a walk through the pages shows each doctor exactly once, in the order of one moment.
 */
export async function doctorsByAvailability(db: Db, lang: Lang, q: AvailabilityQuery, w: Window, nowMs = Date.now()) {
  const queryKey = rankingQueryKey(lang, q);
  // Read before ranking: a time taken while the ranking is computed makes it not worth reusing.
  const generation = timesGeneration(db);
  const kept = q.ranking ? await storedRanking(db, q.ranking, queryKey, nowMs) : recentRanking(db, queryKey, generation, nowMs);
  const ranking =
    kept ??
    (await storeRanking(
      db,
      queryKey,
      (await rankByAvailability(db, await matchingDoctorIds(db, lang, q), { soonest: q.sort_key === "soonest", available: q.available }, nowMs)).map(
        (r): RankingEntry => [r.id, r.first?.startMs ?? null],
      ),
      generation,
      nowMs,
    ));
  const ids = ranking.entries.map(([id]) => id);
  return { items: await doctorsByIds(db, lang, ids.slice(w.offset, w.offset + w.limit)), total: ids.length, ranking: ranking.id };
}
