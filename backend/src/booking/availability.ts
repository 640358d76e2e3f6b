import { NEXT_SLOTS_PER_DOCTOR } from "@/lib/contract/booking";
import type { Lang } from "@/lib/contract/common";
import type { AppointmentKind } from "../db/schema";
import type { Db } from "../db/client";
import { tr } from "../http/context";
import { nextSlotsBatch } from "./next-slots-cache";
import { loadBusy } from "./setup";
import { cachedBranches, cachedDoctorSetups } from "./setup-cache";
import { freeSlots, slotToWire, type SlotTime } from "./slots";
import { addDays, localDay } from "@/lib/time/zone";

const DAY_MS = 86_400_000;
/** How far "next available day" looks ahead. */
const LOOKAHEAD_DAYS = 60;
const DEFAULT_ZONE = "Asia/Riyadh";

export interface SlotsQuery {
  from?: string;
  days?: number;
  branch_id?: number;
  kind?: AppointmentKind;
}

/** Free slots of one doctor for the asked local days, with the doctor's branches and prices. */
export async function doctorSlots(db: Db, lang: Lang, doctorId: number, q: SlotsQuery, nowMs = Date.now()) {
  const days = q.days ?? 7;
  // Yesterday in Riyadh is on or before today in every branch zone, so the busy window covers the default day.
  const earliest = q.from ?? addDays(localDay(nowMs, DEFAULT_ZONE), -1);
  const windowStart = Date.parse(`${earliest}T00:00:00Z`) - DAY_MS;
  const windowEnd = Date.parse(`${addDays(earliest, days + LOOKAHEAD_DAYS + 1)}T00:00:00Z`) + DAY_MS;
  const setup = (await cachedDoctorSetups(db, [doctorId], nowMs)).get(doctorId);
  if (!setup) return null;
  const busy = (await loadBusy(db, [doctorId], windowStart, windowEnd, nowMs)).get(doctorId) ?? [];
  const zone = setup.schedules[0]?.timeZone ?? DEFAULT_ZONE;
  const from = q.from ?? localDay(nowMs, zone);
  const search = {
    schedules: setup.schedules,
    kinds: setup.kinds,
    daysOff: setup.daysOff,
    busy,
    nowMs,
    branchId: q.branch_id,
    kind: q.kind,
  };
  const slots = freeSlots({ ...search, from, days });
  const [next] = freeSlots({ ...search, from: addDays(from, days), days: LOOKAHEAD_DAYS, limit: 1 });

  const branchIds = [...new Set(setup.schedules.map((s) => s.branchId))];
  const branchInfo = await cachedBranches(db, branchIds, nowMs);
  const branchList = branchIds
    .map((id) => {
      const b = branchInfo.get(id);
      const zoneOf = setup.schedules.find((s) => s.branchId === id)?.timeZone ?? DEFAULT_ZONE;
      return b ? { id, name: tr(lang, b.nameAr, b.nameEn), time_zone: zoneOf, currency: b.currency } : null;
    })
    .filter((b) => b !== null);
  const currency = (q.branch_id ? branchInfo.get(q.branch_id) : branchInfo.values().next().value)?.currency ?? "SAR";
  return {
    data: slots.map(slotToWire),
    meta: {
      from,
      days,
      branches: branchList,
      kinds: setup.kinds.map((k) => ({ kind: k.kind, duration_minutes: k.durationMinutes, price: k.price, currency })),
      next_available_day: next ? localDay(next.startMs, next.timeZone) : null,
    },
  };
}

const NEXT_SLOTS_DAYS = 14;

/**
 * The first `count` (at most NEXT_SLOTS_PER_DOCTOR) free slots of each doctor (their first kind,
 * any branch), for doctor lists; what was computed in the last second is reused (next-slots-cache.ts).
 */
export async function nextSlotsOf(db: Db, doctorIds: number[], count = NEXT_SLOTS_PER_DOCTOR, nowMs = Date.now()) {
  const out = new Map<number, SlotTime[]>();
  if (doctorIds.length === 0) return out;
  const batch = nextSlotsBatch(db, doctorIds, nowMs);
  const missing = doctorIds.filter((id) => !batch.kept.has(id));
  const computed = await computeNextSlots(db, missing, nowMs);
  batch.keep(computed);
  for (const id of doctorIds) out.set(id, (batch.kept.get(id) ?? computed.get(id)?.slots ?? []).slice(0, count));
  return out;
}

/** Next slots of doctors the cache had no answer for, with how long each answer holds. */
async function computeNextSlots(db: Db, doctorIds: number[], nowMs: number) {
  const out = new Map<number, { slots: SlotTime[]; until: number }>();
  if (doctorIds.length === 0) return out;
  // Yesterday in Riyadh is on or before today in every branch zone; past slots are dropped anyway.
  const from = addDays(localDay(nowMs, DEFAULT_ZONE), -1);
  const setups = await cachedDoctorSetups(db, doctorIds, nowMs);
  const busy = await loadBusy(db, [...setups.keys()], nowMs, nowMs + (NEXT_SLOTS_DAYS + 2) * DAY_MS, nowMs);
  for (const [id, setup] of setups) {
    const taken = busy.get(id) ?? [];
    const kind = setup.kinds[0]?.kind;
    const slots = kind
      ? freeSlots({
          schedules: setup.schedules,
          kinds: setup.kinds,
          daysOff: setup.daysOff,
          busy: taken,
          from,
          days: NEXT_SLOTS_DAYS + 1,
          nowMs,
          kind,
          limit: NEXT_SLOTS_PER_DOCTOR,
        })
      : [];
    // Good until the first slot starts (then it is past) or a hold counted here runs out.
    const until = Math.min(slots[0]?.startMs ?? Infinity, ...taken.map((b) => b.heldUntilMs ?? Infinity));
    out.set(id, { slots, until });
  }
  return out;
}

/** A next slot on the wire, with the zone its branch keeps time in. */
export const nextSlotToWire = (slot: SlotTime) => ({ ...slotToWire(slot), time_zone: slot.timeZone });
