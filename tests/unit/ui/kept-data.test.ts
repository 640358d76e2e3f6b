import { describe, expect, it, vi } from "vitest";
import { KEPT_DATA_ENTRIES, keepData, keepHtml, keptData } from "@/components/ui/kept-data";
import { keptInnerHtml } from "@/components/ui/kept-data-store";

describe("data kept by key (kept-data.ts)", () => {
  it("keys the same data alike and other data apart, and gives it back by its key", () => {
    const english = { locale: "en", links: ["faqs", "terms"] };
    const key = keepData(english);
    expect(keepData({ locale: "en", links: ["faqs", "terms"] })).toBe(key);
    expect(keepData({ locale: "ar", links: ["faqs", "terms"] })).not.toBe(key);
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(keptData(key)).toEqual(english);
    expect(keptData("no-such-key")).toBeUndefined();
  });

  it("keeps at most KEPT_DATA_ENTRIES, the least recently kept going first", () => {
    const often = keepData({ often: true });
    const first = keepData({ entry: -1 });
    for (let entry = 0; entry < KEPT_DATA_ENTRIES - 1; entry++) {
      keepData({ entry });
      // Kept again by every render of its page: never the oldest.
      keepData({ often: true });
    }
    expect(keptData(often)).toEqual({ often: true });
    expect(keptData(first)).toBeUndefined();
    expect(keptData(keepData({ entry: KEPT_DATA_ENTRIES - 2 }))).toEqual({ entry: KEPT_DATA_ENTRIES - 2 });
  });

  it("hashes an object kept again once, and keeps it again after it went out", () => {
    const built = { locale: "en", spec: "newsletter" };
    const key = keepData(built);
    const serialised = vi.spyOn(JSON, "stringify");
    for (let entry = 0; entry < KEPT_DATA_ENTRIES; entry++) keepData({ other: entry });
    serialised.mockClear();
    expect(keptData(key)).toBeUndefined();
    expect(keepData(built)).toBe(key);
    expect(serialised).not.toHaveBeenCalled();
    serialised.mockRestore();
    expect(keptData(key)).toBe(built);
  });

  it("keeps an HTML text built afresh each render under one key, hashed once, and gives it back as inner HTML", () => {
    const key = keepHtml('<p role="note">Call us</p>');
    const serialised = vi.spyOn(JSON, "stringify");
    expect(keepHtml(['<p role="note">', "Call us", "</p>"].join(""))).toBe(key);
    expect(serialised).not.toHaveBeenCalled();
    serialised.mockRestore();
    expect(keptInnerHtml(key)).toEqual({ __html: '<p role="note">Call us</p>' });
    expect(keptInnerHtml("no-such-key")).toEqual({ __html: "" });
  });
});
