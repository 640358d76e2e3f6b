import { describe, expect, it } from "vitest";
import { alertLimit } from "@/components/waitlist/alert-limit";

describe("an earlier-slot alert's limit", () => {
  it("says the last day it covers for an alert that runs until a day begins, not midnight of the next", () => {
    // 13 December 2026 0:00 in Riyadh (UTC+3) is 12 December 21:00 UTC.
    expect(alertLimit("en", "2026-12-12T21:00:00Z", "Asia/Riyadh")).toEqual({ kind: "by", day: "Saturday, 12 December 2026" });
    expect(alertLimit("ar", "2026-12-12T21:00:00Z", "Asia/Riyadh")).toEqual({ kind: "by", day: expect.stringContaining("12 ديسمبر 2026") });
    // Cairo's midnight is its own (UTC+2 in December).
    expect(alertLimit("en", "2026-12-12T22:00:00Z", "Africa/Cairo")).toEqual({ kind: "by", day: "Saturday, 12 December 2026" });
  });

  it("keeps the day and time of an alert set before the patient's own visit", () => {
    const limit = alertLimit("en", "2026-12-13T07:30:00Z", "Asia/Riyadh");
    expect(limit.kind).toBe("before");
    expect(limit.kind === "before" && limit.when).toMatch(/Sunday, 13 December 2026 10:30/);
  });
});
