import { describe, expect, it } from "vitest";
import { freeSlots, slotsOfDay, type WorkingDay } from "../../backend/src/booking/slots";
import { patientBill } from "@/lib/contract/booking-bill";
import { addDays, isCalendarDay, isoInZone, localDay, localToInstant, weekdayOf } from "@/lib/time/zone";

const evening = (timeZone: WorkingDay["timeZone"]): WorkingDay => ({
  branchId: 1,
  weekday: 0,
  startMinute: 22 * 60,
  endMinute: 24 * 60,
  breakStartMinute: null,
  breakEndMinute: null,
  timeZone,
});

describe("branch time zones", () => {
  it("keeps Riyadh at +03:00 all year", () => {
    for (const day of ["2026-01-15", "2026-07-15"]) {
      expect(isoInZone(localToInstant("Asia/Riyadh", day, 9 * 60), "Asia/Riyadh")).toBe(`${day}T09:00:00+03:00`);
    }
  });

  it("follows Cairo's offsets from the time-zone database (+02:00 in winter, +03:00 in summer time)", () => {
    expect(isoInZone(localToInstant("Africa/Cairo", "2026-12-06", 9 * 60), "Africa/Cairo")).toBe("2026-12-06T09:00:00+02:00");
    expect(isoInZone(localToInstant("Africa/Cairo", "2026-07-05", 9 * 60), "Africa/Cairo")).toBe("2026-07-05T09:00:00+03:00");
  });

  it("puts slots up to midnight on their local day although UTC has not reached it", () => {
    // 2026-12-06 is a Sunday.
    expect(weekdayOf("2026-12-06")).toBe(0);
    const slots = slotsOfDay("2026-12-06", evening("Asia/Riyadh"), [{ kind: "consultation", durationMinutes: 30 }]);
    expect(slots.map((s) => isoInZone(s.startMs, s.timeZone))).toEqual([
      "2026-12-06T22:00:00+03:00",
      "2026-12-06T22:30:00+03:00",
      "2026-12-06T23:00:00+03:00",
      "2026-12-06T23:30:00+03:00",
    ]);
    const last = slots.at(-1)!;
    expect(isoInZone(last.endMs, "Asia/Riyadh")).toBe("2026-12-07T00:00:00+03:00");
    expect(new Date(last.startMs).toISOString()).toBe("2026-12-06T20:30:00.000Z");
    expect(localDay(last.startMs, "Asia/Riyadh")).toBe("2026-12-06");
    // A minute after local midnight is already the next local day in Riyadh, still the same UTC day.
    const afterMidnight = localToInstant("Asia/Riyadh", "2026-12-07", 1);
    expect(localDay(afterMidnight, "Asia/Riyadh")).toBe("2026-12-07");
    expect(new Date(afterMidnight).toISOString().slice(0, 10)).toBe("2026-12-06");
  });

  it("answers the same local times for Cairo's late clinic across the summer-time change", () => {
    // Sunday before and after Egypt's summer time starts (last Friday of April 2026 = 24 April).
    for (const [day, offset] of [["2026-04-19", "+02:00"], ["2026-04-26", "+03:00"]] as const) {
      const slots = slotsOfDay(day, evening("Africa/Cairo"), [{ kind: "follow_up", durationMinutes: 60 }]);
      expect(slots.map((s) => isoInZone(s.startMs, s.timeZone))).toEqual([`${day}T22:00:00${offset}`, `${day}T23:00:00${offset}`]);
    }
  });

  it("drops past and busy time and days off", () => {
    const schedule = { ...evening("Asia/Riyadh"), startMinute: 20 * 60 };
    const kinds = [{ kind: "consultation" as const, durationMinutes: 60 }];
    const day = "2026-12-06";
    const all = freeSlots({ schedules: [schedule], kinds, daysOff: new Set(), busy: [], from: day, days: 1, nowMs: 0 });
    expect(all).toHaveLength(4);
    const busy = [{ startMs: all[1]!.startMs + 15 * 60_000, endMs: all[1]!.startMs + 30 * 60_000 }];
    const free = freeSlots({ schedules: [schedule], kinds, daysOff: new Set(), busy, from: day, days: 1, nowMs: all[0]!.startMs });
    expect(free.map((s) => s.startMs)).toEqual([all[2]!.startMs, all[3]!.startMs]);
    expect(freeSlots({ schedules: [schedule], kinds, daysOff: new Set([day]), busy: [], from: day, days: 1, nowMs: 0 })).toEqual([]);
  });

  it("checks calendar days", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("patient bill", () => {
  it("charges the whole fee and its tax without insurance", () => {
    expect(patientBill({ price: 400, tax: 60 })).toEqual({ price: 400, tax: 60, total: 460, insurer: 0 });
  });

  it("charges the deductible rate, capped by the policy's limit, with the tax in proportion", () => {
    expect(patientBill({ price: 400, tax: 60 }, { deductibleRate: 0.2, maxLimit: 75 })).toEqual({ price: 75, tax: 11.25, total: 86.25, insurer: 325 });
    expect(patientBill({ price: 250, tax: 37.5 }, { deductibleRate: 0.2, maxLimit: 75 })).toEqual({ price: 50, tax: 7.5, total: 57.5, insurer: 200 });
    expect(patientBill({ price: 350, tax: 49 }, { deductibleRate: 0.3, maxLimit: 0 })).toEqual({ price: 105, tax: 14.7, total: 119.7, insurer: 245 });
  });

  it("charges nothing to a member whose class has no deductible", () => {
    expect(patientBill({ price: 250, tax: 37.5 }, { deductibleRate: 0, maxLimit: 0 })).toEqual({ price: 0, tax: 0, total: 0, insurer: 250 });
  });
});
