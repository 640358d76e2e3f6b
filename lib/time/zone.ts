/**
 * Wall-clock arithmetic in a named time zone (a branch's, an event's). Offsets come from the time-zone database (Intl),
 * not from constants: Asia/Riyadh is +03:00 all year, Africa/Cairo is +02:00 but has observed
 * summer time (+03:00) again since 2023, and a hard-coded offset would shift Cairo slots by an hour.
 */

import { dateTimeFormat } from "@/lib/intl/formatters";

function formatter(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
}

const offsetCache = new Map<string, number>();

/** Minutes east of UTC in `timeZone` at `instantMs`. Cached per zone and UTC hour (offsets change on the hour). */
export function offsetMinutes(timeZone: string, instantMs: number): number {
  const hourKey = `${timeZone}|${Math.floor(instantMs / 3_600_000)}`;
  const cached = offsetCache.get(hourKey);
  if (cached !== undefined) return cached;
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instantMs))) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  const offset = Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
  if (offsetCache.size > 5000) offsetCache.clear();
  offsetCache.set(hourKey, offset);
  return offset;
}

/** The instant of local `minute` (after midnight) on local `day` (YYYY-MM-DD) in `timeZone`. */
export function localToInstant(timeZone: string, day: string, minute: number): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d) + minute * 60_000;
  let guess = naive - offsetMinutes(timeZone, naive) * 60_000;
  // A second pass settles instants next to an offset change.
  guess = naive - offsetMinutes(timeZone, guess) * 60_000;
  return guess;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

/** ISO 8601 with the zone's offset at that instant, e.g. 2026-11-26T09:30:00+03:00. */
export function isoInZone(instantMs: number, timeZone: string): string {
  const offset = offsetMinutes(timeZone, instantMs);
  const local = new Date(instantMs + offset * 60_000);
  const sign = offset < 0 ? "-" : "+";
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
    `${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

/** The local calendar day (YYYY-MM-DD) of an instant in `timeZone`. */
export function localDay(instantMs: number, timeZone: string): string {
  return isoInZone(instantMs, timeZone).slice(0, 10);
}

/** 0 Sunday … 6 Saturday of a calendar day. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD (rejects 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  return addDays(day, 0) === day;
}
