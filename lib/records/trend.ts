/**
 * The geometry of a test's trend chart (components/records/trend-chart.tsx), pure so it is tested
 * alone: where each result, the reference range's band and the axis ticks sit in the SVG's box.
 *
 * Time runs with the reading direction: left to right in English, right to left in Arabic (the
 * oldest result at the right edge, the newest at the left), as Arabic timelines and calendars do,
 * so "later" is always "further along the line" for the reader. Values run up as everywhere.
 */

export type TrendPoint = { at: string; value: number };
export type TrendRange = { low: number | null; high: number | null };

export type ChartBox = { width: number; height: number; top: number; bottom: number; side: number; end: number };
/** The wide chart's box (in SVG units), from a tablet's width up. */
export const CHART: ChartBox = { width: 640, height: 240, top: 16, bottom: 40, side: 56, end: 24 };
/** A phone's: drawn narrower so its labels keep a readable size once scaled to the screen. */
export const CHART_NARROW: ChartBox = { width: 320, height: 220, top: 14, bottom: 36, side: 44, end: 18 };

/** Room between the axis and the first (or last) result, so a ringed point never sits on the axis. */
export const INSET = 14;

export type PlacedPoint<P extends TrendPoint = TrendPoint> = P & { x: number; y: number; outside: "low" | "high" | null };
export type Tick = { value: number; y: number };
export type TrendGeometry<P extends TrendPoint = TrendPoint> = {
  points: PlacedPoint<P>[];
  /** The reference range as a band across the plot, null when the range has neither bound. */
  band: { y: number; height: number } | null;
  ticks: Tick[];
  /** Where the value axis stands: the reading start (left in English, right in Arabic). */
  axisX: number;
  plot: { left: number; right: number; top: number; bottom: number };
};

export function outsideRange(value: number, range: TrendRange): "low" | "high" | null {
  if (range.low !== null && value < range.low) return "low";
  if (range.high !== null && value > range.high) return "high";
  return null;
}

/** Round tick steps (1, 2, 2.5, 5 × 10ⁿ) giving about `count` ticks over [min, max]. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!(max > min)) {
    const pad = Math.abs(min) > 0 ? Math.abs(min) * 0.1 : 1;
    return niceTicks(min - pad, max + pad, count);
  }
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= max + step * 1e-9; v += step) ticks.push(Number(v.toPrecision(12)));
  if (ticks[ticks.length - 1]! < max) ticks.push(Number((ticks[ticks.length - 1]! + step).toPrecision(12)));
  return ticks;
}

export function trendGeometry<P extends TrendPoint>(input: P[], range: TrendRange, rtl: boolean, box: ChartBox = CHART): TrendGeometry<P> {
  const sorted = [...input].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const plot = rtl
    ? { left: box.end, right: box.width - box.side, top: box.top, bottom: box.height - box.bottom }
    : { left: box.side, right: box.width - box.end, top: box.top, bottom: box.height - box.bottom };
  const values = sorted.map((p) => p.value);
  // The band is always in view, so a value is seen against its whole range.
  const bounds = [...values, ...(range.low !== null ? [range.low] : []), ...(range.high !== null ? [range.high] : [])];
  const ticks = niceTicks(Math.min(...bounds), Math.max(...bounds));
  const lo = ticks[0]!;
  const hi = ticks[ticks.length - 1]!;
  const yOf = (v: number) => plot.bottom - ((v - lo) / (hi - lo)) * (plot.bottom - plot.top);

  const times = sorted.map((p) => Date.parse(p.at));
  const first = times[0] ?? 0;
  const span = (times[times.length - 1] ?? 0) - first;
  // One result stands in the middle; more spread over the width by their dates.
  const share = (t: number) => (span > 0 ? (t - first) / span : 0.5);
  const xOf = (t: number) => {
    const along = INSET + share(t) * (plot.right - plot.left - 2 * INSET);
    return rtl ? plot.right - along : plot.left + along;
  };

  let band: TrendGeometry<P>["band"] = null;
  if (range.low !== null || range.high !== null) {
    const top = yOf(range.high ?? hi);
    const bottom = yOf(range.low ?? lo);
    band = { y: top, height: Math.max(bottom - top, 1) };
  }
  return {
    points: sorted.map((p, i) => ({ ...p, x: xOf(times[i]!), y: yOf(p.value), outside: outsideRange(p.value, range) })),
    band,
    ticks: ticks.map((value) => ({ value, y: yOf(value) })),
    axisX: rtl ? plot.right : plot.left,
    plot,
  };
}
