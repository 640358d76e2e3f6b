import { isoInZone as isoAtInstant } from "@/lib/time/zone";

/** `2026-11-22T18:00:00+03:00`: the instant written in the given zone's local time and offset. */
export function isoInZone(date: Date, timeZone: string): string {
  // One implementation of zone offsets (the time-zone database through Intl), shared with booking.
  return isoAtInstant(date.getTime(), timeZone);
}

/** Content timestamps are shown in Saudi time, the group's home zone. */
export const iso = (date: Date) => isoInZone(date, "Asia/Riyadh");
