import { describe, expect, it } from "vitest";
import { dateTimeFormat, listFormat, numberFormat } from "@/lib/intl/formatters";

describe("Intl formatters made once", () => {
  it("gives the same formatter for the same locale and options, and another for other ones", () => {
    const options: Intl.DateTimeFormatOptions = { timeZone: "Asia/Riyadh", hour: "numeric", minute: "2-digit", numberingSystem: "latn" };
    const first = dateTimeFormat("ar", options);
    expect(dateTimeFormat("ar", { ...options })).toBe(first);
    expect(dateTimeFormat("en-GB", options)).not.toBe(first);
    expect(dateTimeFormat("ar", { ...options, timeZone: "Africa/Cairo" })).not.toBe(first);
  });

  it("formats as a formatter made for the call would", () => {
    const at = new Date("2026-11-26T09:30:00Z");
    const options: Intl.DateTimeFormatOptions = { timeZone: "Africa/Cairo", hour: "numeric", minute: "2-digit", numberingSystem: "latn" };
    expect(dateTimeFormat("ar", options).format(at)).toBe(new Intl.DateTimeFormat("ar", options).format(at));
    const money: Intl.NumberFormatOptions = { style: "currency", currency: "EGP", numberingSystem: "latn", minimumFractionDigits: 2 };
    expect(numberFormat("ar-EG", money).format(1140)).toBe(new Intl.NumberFormat("ar-EG", money).format(1140));
    const list: Intl.ListFormatOptions = { style: "long", type: "conjunction" };
    expect(listFormat("ar", list).format(["أ", "ب", "ج"])).toBe(new Intl.ListFormat("ar", list).format(["أ", "ب", "ج"]));
  });

  it("keeps working past its bound when options never repeat", () => {
    // 600 different option sets, more than the caches keep.
    for (let n = 0; n < 600; n++) {
      const options: Intl.NumberFormatOptions = { maximumFractionDigits: n % 21, minimumIntegerDigits: 1 + (Math.floor(n / 21) % 21), useGrouping: n % 2 === 0 };
      expect(numberFormat("en-US", options).format(1234.5)).toBe(new Intl.NumberFormat("en-US", options).format(1234.5));
    }
  });

  it("throws for a time zone Intl does not know, as Intl does, and keeps nothing for it", () => {
    expect(() => dateTimeFormat("en-GB", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => dateTimeFormat("en-GB", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
  });
});
