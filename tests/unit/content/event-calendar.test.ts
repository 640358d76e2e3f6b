import { describe, expect, it } from "vitest";
import {
  buildIcs,
  eventRange,
  googleCalendarUrl,
  icsFileName,
  parseEventInstant,
  toUtcStamp,
  zonedWallTimeToUtc,
} from "@/lib/calendar/event-calendar";

const base = {
  uid: "event-7@hospital",
  title: "يوم التوعية بسرطان الثدي",
  startsAt: "2026-11-22T09:00:00+03:00",
  endsAt: "2026-11-22T13:30:00+03:00",
  timeZone: "Asia/Riyadh",
  location: "جدة، القاعة الرئيسية",
};

describe("event times", () => {
  it("reads an ISO time with an offset as that instant", () => {
    expect(parseEventInstant("2026-11-22T09:00:00+03:00")?.toISOString()).toBe("2026-11-22T06:00:00.000Z");
    expect(parseEventInstant("2026-11-22T06:00:00Z")?.toISOString()).toBe("2026-11-22T06:00:00.000Z");
  });

  it("reads a wall-clock time in the event's zone, not the machine's", () => {
    expect(parseEventInstant("2026-11-22T09:00:00", "Asia/Riyadh")?.toISOString()).toBe("2026-11-22T06:00:00.000Z");
    expect(parseEventInstant("2026-01-15 10:00", "Africa/Cairo")?.toISOString()).toBe("2026-01-15T08:00:00.000Z");
  });

  it("follows daylight saving time of the zone", () => {
    // Egypt observes summer time (UTC+3) since 2023.
    expect(zonedWallTimeToUtc({ year: 2026, month: 7, day: 1, hour: 10, minute: 0 }, "Africa/Cairo").toISOString()).toBe(
      "2026-07-01T07:00:00.000Z",
    );
    expect(zonedWallTimeToUtc({ year: 2026, month: 3, day: 9, hour: 9, minute: 30 }, "America/New_York").toISOString()).toBe(
      "2026-03-09T13:30:00.000Z",
    );
    expect(zonedWallTimeToUtc({ year: 2026, month: 3, day: 7, hour: 9, minute: 30 }, "America/New_York").toISOString()).toBe(
      "2026-03-07T14:30:00.000Z",
    );
  });

  it("treats a time without a usable zone as UTC and rejects garbage", () => {
    expect(parseEventInstant("2026-11-22T09:00:00", "Not/AZone")?.toISOString()).toBe("2026-11-22T09:00:00.000Z");
    expect(parseEventInstant("tomorrow")).toBeNull();
  });

  it("gives an event without a valid end one hour", () => {
    const range = eventRange({ startsAt: base.startsAt, endsAt: null, timeZone: base.timeZone });
    expect(range).toEqual({ allDay: false, start: new Date("2026-11-22T06:00:00Z"), end: new Date("2026-11-22T07:00:00Z") });
    const backwards = eventRange({ startsAt: base.startsAt, endsAt: "2026-11-22T08:00:00+03:00" });
    expect(backwards?.allDay === false && backwards.end.toISOString()).toBe("2026-11-22T07:00:00.000Z");
  });

  it("makes date-only events all-day with an exclusive end", () => {
    expect(eventRange({ startsAt: "2026-12-31", endsAt: "2027-01-01" })).toEqual({
      allDay: true,
      startDate: "2026-12-31",
      endDate: "2027-01-02",
    });
    expect(eventRange({ startsAt: "2026-12-31" })).toEqual({ allDay: true, startDate: "2026-12-31", endDate: "2027-01-01" });
  });

  it("formats UTC stamps", () => {
    expect(toUtcStamp(new Date("2026-11-22T06:00:00.123Z"))).toBe("20261122T060000Z");
  });
});

describe("Google Calendar link", () => {
  it("carries UTC times and the event's zone", () => {
    const url = new URL(googleCalendarUrl(base)!);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("dates")).toBe("20261122T060000Z/20261122T103000Z");
    expect(url.searchParams.get("ctz")).toBe("Asia/Riyadh");
    expect(url.searchParams.get("text")).toBe(base.title);
    expect(url.searchParams.get("location")).toBe(base.location);
  });

  it("uses dates for all-day events and returns null when the time is unreadable", () => {
    const url = new URL(googleCalendarUrl({ ...base, startsAt: "2026-12-31", endsAt: null })!);
    expect(url.searchParams.get("dates")).toBe("20261231/20270101");
    expect(googleCalendarUrl({ ...base, startsAt: "soon" })).toBeNull();
  });
});

describe("ICS file", () => {
  const now = new Date("2026-01-01T00:00:00Z");

  it("is a VCALENDAR with UTC DTSTART/DTEND and CRLF lines", () => {
    const ics = buildIcs({ ...base, description: "Free screening; bring ID, please" }, now)!;
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("\r\nDTSTART:20261122T060000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20261122T103000Z\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20260101T000000Z\r\n");
    expect(ics).toContain("X-WR-TIMEZONE:Asia/Riyadh");
    expect(ics).toContain("DESCRIPTION:Free screening\\; bring ID\\, please");
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.split("\r\n").filter((l) => l.includes("\n"))).toEqual([]);
  });

  it("folds long lines at 75 octets without breaking Arabic characters", () => {
    const ics = buildIcs({ ...base, title: "محاضرة ".repeat(20) }, now)!;
    const encoder = new TextEncoder();
    for (const line of ics.split("\r\n")) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(`SUMMARY:${"محاضرة ".repeat(20)}`);
  });

  it("writes all-day events as dates", () => {
    const ics = buildIcs({ ...base, startsAt: "2026-12-31", endsAt: null }, now)!;
    expect(ics).toContain("DTSTART;VALUE=DATE:20261231");
    expect(ics).toContain("DTEND;VALUE=DATE:20270101");
  });

  it("names the file with an ASCII slug", () => {
    expect(icsFileName("breast-cancer-day")).toBe("breast-cancer-day.ics");
    expect(icsFileName("يوم-التوعية")).toBe("event.ics");
  });
});
