import type { AppointmentKind, BranchTimeZone } from "../db/schema";
import { addDays, isoInZone, localToInstant, weekdayOf } from "@/lib/time/zone";

/** Pure slot arithmetic: a doctor's working days, minus breaks, days off, the past and taken time. */

export interface WorkingDay {
  branchId: number;
  weekday: number;
  startMinute: number;
  endMinute: number;
  breakStartMinute: number | null;
  breakEndMinute: number | null;
  timeZone: BranchTimeZone;
}

export interface KindLength {
  kind: AppointmentKind;
  durationMinutes: number;
}

export interface Busy {
  startMs: number;
  endMs: number;
  /** When a hold stops taking this time (none for a booked one). */
  heldUntilMs?: number;
}

export interface SlotTime {
  startMs: number;
  endMs: number;
  branchId: number;
  kind: AppointmentKind;
  timeZone: BranchTimeZone;
}

/** Each kind runs on its own grid from the start of each session (before and after the break). */
function sessionsOf(day: WorkingDay): Array<[number, number]> {
  if (day.breakStartMinute === null || day.breakEndMinute === null) return [[day.startMinute, day.endMinute]];
  return [
    [day.startMinute, day.breakStartMinute],
    [day.breakEndMinute, day.endMinute],
  ];
}

/** Every slot of one local day at one branch, taken or not (past ones included). */
export function slotsOfDay(day: string, schedule: WorkingDay, kinds: KindLength[]): SlotTime[] {
  const out: SlotTime[] = [];
  const zone = schedule.timeZone;
  // Most days keep one offset from opening to closing: then a minute is a fixed step from the opening.
  const openMs = localToInstant(zone, day, schedule.startMinute);
  const steady = localToInstant(zone, day, schedule.endMinute) - openMs === (schedule.endMinute - schedule.startMinute) * 60_000;
  const at = (minute: number) => (steady ? openMs + (minute - schedule.startMinute) * 60_000 : localToInstant(zone, day, minute));
  for (const [from, to] of sessionsOf(schedule)) {
    for (const k of kinds) {
      for (let m = from; m + k.durationMinutes <= to; m += k.durationMinutes) {
        const startMs = at(m);
        out.push({
          startMs,
          endMs: at(m + k.durationMinutes),
          branchId: schedule.branchId,
          kind: k.kind,
          timeZone: schedule.timeZone,
        });
      }
    }
  }
  return out;
}

export interface SlotSearch {
  schedules: WorkingDay[];
  kinds: KindLength[];
  daysOff: ReadonlySet<string>;
  busy: Busy[];
  /** First local day (each branch's own calendar). */
  from: string;
  days: number;
  nowMs: number;
  branchId?: number;
  kind?: AppointmentKind;
  /** Stop after this many slots. */
  limit?: number;
}

const overlaps = (a: Busy, startMs: number, endMs: number) => a.startMs < endMs && startMs < a.endMs;

/** Free future slots in time order (then by kind). `busy` must be sorted by start. */
export function freeSlots(q: SlotSearch): SlotTime[] {
  const kinds = q.kind ? q.kinds.filter((k) => k.kind === q.kind) : q.kinds;
  const schedules = q.branchId ? q.schedules.filter((s) => s.branchId === q.branchId) : q.schedules;
  const out: SlotTime[] = [];
  for (let i = 0; i < q.days; i++) {
    const day = addDays(q.from, i);
    if (q.daysOff.has(day)) continue;
    const weekday = weekdayOf(day);
    const dayOut: SlotTime[] = [];
    for (const schedule of schedules) {
      if (schedule.weekday !== weekday) continue;
      // A day already over (in any zone, local midnight is within 14 hours of UTC's) has nothing to offer.
      if (Date.parse(`${day}T00:00:00Z`) + (schedule.endMinute + 14 * 60) * 60_000 <= q.nowMs) continue;
      for (const slot of slotsOfDay(day, schedule, kinds)) {
        if (slot.startMs <= q.nowMs) continue;
        if (q.busy.some((b) => overlaps(b, slot.startMs, slot.endMs))) continue;
        dayOut.push(slot);
      }
    }
    dayOut.sort((a, b) => a.startMs - b.startMs || a.kind.localeCompare(b.kind));
    for (const slot of dayOut) {
      out.push(slot);
      if (q.limit !== undefined && out.length >= q.limit) return out;
    }
  }
  return out;
}

export const slotToWire = (s: SlotTime) => ({
  start: isoInZone(s.startMs, s.timeZone),
  end: isoInZone(s.endMs, s.timeZone),
  branch_id: s.branchId,
  kind: s.kind,
});
