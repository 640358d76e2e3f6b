/**
 * Add-to-calendar for events (SPEC §2: "Events offer add-to-calendar").
 *
 * The backend sends `starts_at` / `ends_at` as ISO 8601 with an offset plus the event's IANA
 * `time_zone`. Both calendar targets get UTC instants (`…Z`), which every calendar client
 * understands without a VTIMEZONE block; the event's zone rides along as `ctz` (Google) and
 * `X-WR-TIMEZONE` (ICS) so the calendar can display it in the venue's time. A wall-clock time
 * without an offset is read in the event's own zone, never in the server's zone.
 */

import { localToInstant } from "@/lib/time/zone";

export type CalendarEvent = {
  uid: string;
  title: string;
  description?: string;
  location?: string;
  url?: string;
  startsAt: string;
  endsAt?: string | null;
  timeZone?: string | null;
};

export type CalendarRange =
  | { allDay: false; start: Date; end: Date }
  | { allDay: true; startDate: string; endDate: string };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/;
const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const DEFAULT_DURATION_MS = 60 * 60 * 1000;

/** A wall-clock time in `timeZone` → the UTC instant (the booking engine's zone arithmetic). */
export function zonedWallTimeToUtc(
  wall: { year: number; month: number; day: number; hour: number; minute: number; second?: number },
  timeZone: string,
): Date {
  const day = `${String(wall.year).padStart(4, "0")}-${String(wall.month).padStart(2, "0")}-${String(wall.day).padStart(2, "0")}`;
  return new Date(localToInstant(timeZone, day, wall.hour * 60 + wall.minute) + (wall.second ?? 0) * 1000);
}

function isValidZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Parses an event time into a UTC instant. Returns null for anything unreadable. */
export function parseEventInstant(value: string, timeZone?: string | null): Date | null {
  const trimmed = value.trim();
  if (HAS_OFFSET.test(trimmed)) {
    const date = new Date(trimmed);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const m = WALL_TIME.exec(trimmed);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const wall = { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h), minute: Number(mi), second: Number(s ?? 0) };
  if (isValidZone(timeZone)) return zonedWallTimeToUtc(wall, timeZone);
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second));
}

function addDays(date: string, days: number): string {
  const m = DATE_ONLY.exec(date);
  if (!m) return date;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return d.toISOString().slice(0, 10);
}

/** Start/end of an event: all-day when the backend sends dates only, else UTC instants. */
export function eventRange(event: Pick<CalendarEvent, "startsAt" | "endsAt" | "timeZone">): CalendarRange | null {
  if (DATE_ONLY.test(event.startsAt.trim())) {
    const startDate = event.startsAt.trim();
    const end = event.endsAt?.trim();
    // ICS and Google treat the end date of an all-day event as exclusive.
    const endDate = end && DATE_ONLY.test(end) && end >= startDate ? addDays(end, 1) : addDays(startDate, 1);
    return { allDay: true, startDate, endDate };
  }
  const start = parseEventInstant(event.startsAt, event.timeZone);
  if (!start) return null;
  const parsedEnd = event.endsAt ? parseEventInstant(event.endsAt, event.timeZone) : null;
  const end = parsedEnd && parsedEnd.getTime() > start.getTime() ? parsedEnd : new Date(start.getTime() + DEFAULT_DURATION_MS);
  return { allDay: false, start, end };
}

/** 2026-11-22T06:00:00.000Z → 20261122T060000Z */
export function toUtcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

const compactDate = (date: string) => date.replace(/-/g, "");

export function googleCalendarUrl(event: CalendarEvent): string | null {
  const range = eventRange(event);
  if (!range) return null;
  const dates = range.allDay
    ? `${compactDate(range.startDate)}/${compactDate(range.endDate)}`
    : `${toUtcStamp(range.start)}/${toUtcStamp(range.end)}`;
  const params = new URLSearchParams({ action: "TEMPLATE", text: event.title, dates });
  const details = [event.description, event.url].filter(Boolean).join("\n\n");
  if (details) params.set("details", details);
  if (event.location) params.set("location", event.location);
  if (isValidZone(event.timeZone)) params.set("ctz", event.timeZone);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** RFC 5545 TEXT escaping. */
function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** RFC 5545 line folding at 75 octets, never splitting a UTF-8 sequence. */
function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const len = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + len > limit) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += len;
  }
  out.push(current);
  return out.join("\r\n ");
}

export function buildIcs(event: CalendarEvent, now: Date = new Date()): string | null {
  const range = eventRange(event);
  if (!range) return null;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Hospital Group//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  if (isValidZone(event.timeZone)) lines.push(`X-WR-TIMEZONE:${event.timeZone}`);
  lines.push("BEGIN:VEVENT", `UID:${escapeText(event.uid)}`, `DTSTAMP:${toUtcStamp(now)}`);
  if (range.allDay) {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(range.startDate)}`, `DTEND;VALUE=DATE:${compactDate(range.endDate)}`);
  } else {
    lines.push(`DTSTART:${toUtcStamp(range.start)}`, `DTEND:${toUtcStamp(range.end)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push("END:VEVENT", "END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** A safe file name for the download (ASCII, falls back to "event"). */
export function icsFileName(slug: string): string {
  const ascii = slug.normalize("NFKD").replace(/[^A-Za-z0-9-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60);
  return `${ascii || "event"}.ics`;
}
