import { describe, expect, it } from "vitest";
import { CHART, INSET, niceTicks, outsideRange, trendGeometry } from "@/lib/records/trend";

const POINTS = [
  { at: "2026-03-01T09:00:00+03:00", value: 6.1 },
  { at: "2026-01-01T09:00:00+03:00", value: 5.2 },
  { at: "2026-11-01T09:00:00+03:00", value: 7.4 },
];
const RANGE = { low: 4, high: 5.6 };

describe("trendGeometry", () => {
  it("runs time left to right in English: the oldest result at the left edge, the newest at the right", () => {
    const g = trendGeometry(POINTS, RANGE, false);
    expect(g.points.map((p) => p.value)).toEqual([5.2, 6.1, 7.4]);
    expect(g.points[0]!.x).toBe(g.plot.left + INSET);
    expect(g.points[2]!.x).toBe(g.plot.right - INSET);
    expect(g.points[1]!.x).toBeGreaterThan(g.points[0]!.x);
    expect(g.axisX).toBe(g.plot.left);
  });

  it("runs time right to left in Arabic, with the value axis on the right", () => {
    const g = trendGeometry(POINTS, RANGE, true);
    expect(g.points[0]!.x).toBe(g.plot.right - INSET);
    expect(g.points[2]!.x).toBe(g.plot.left + INSET);
    expect(g.axisX).toBe(g.plot.right);
    // Mirror images: the same dates sit at mirrored places.
    const ltr = trendGeometry(POINTS, RANGE, false);
    expect(g.points[1]!.x - g.plot.left).toBeCloseTo(CHART.width - CHART.side - CHART.end - (ltr.points[1]!.x - ltr.plot.left));
  });

  it("places the dates by time, not by order: two months apart is closer than eight", () => {
    const g = trendGeometry(POINTS, RANGE, false);
    expect(g.points[1]!.x - g.points[0]!.x).toBeLessThan(g.points[2]!.x - g.points[1]!.x);
  });

  it("keeps the whole reference band in view and higher values higher up", () => {
    const g = trendGeometry([{ at: "2026-01-01T00:00:00Z", value: 5 }, { at: "2026-02-01T00:00:00Z", value: 5.1 }], { low: 3, high: 9 }, false);
    const ticks = g.ticks.map((t) => t.value);
    expect(ticks[0]).toBeLessThanOrEqual(3);
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(9);
    expect(g.band!.y).toBeGreaterThanOrEqual(g.plot.top);
    expect(g.band!.y + g.band!.height).toBeLessThanOrEqual(g.plot.bottom + 1e-9);
    expect(g.points[1]!.y).toBeLessThan(g.points[0]!.y);
  });

  it("marks the results outside the range, and draws no band when the range has no bound", () => {
    expect(trendGeometry(POINTS, RANGE, false).points.map((p) => p.outside)).toEqual([null, "high", "high"]);
    expect(trendGeometry(POINTS, { low: null, high: null }, false).band).toBeNull();
    expect(outsideRange(3.9, RANGE)).toBe("low");
    expect(outsideRange(4, RANGE)).toBeNull();
  });

  it("puts a single result in the middle", () => {
    const g = trendGeometry([POINTS[0]!], RANGE, true);
    expect(g.points[0]!.x).toBe((g.plot.left + g.plot.right) / 2);
  });
});

describe("niceTicks", () => {
  it("gives round steps covering the values", () => {
    expect(niceTicks(4, 7.4)).toEqual([4, 5, 6, 7, 8]);
    expect(niceTicks(0, 240)).toEqual([0, 100, 200, 300]);
    const flat = niceTicks(5, 5);
    expect(flat[0]).toBeLessThan(5);
    expect(flat[flat.length - 1]).toBeGreaterThan(5);
  });
});
