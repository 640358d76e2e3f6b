import { useLocale, useTranslations } from "next-intl";
import { formatRange, formatRecordDate, formatValue } from "@/lib/records/format";
import { CHART, CHART_NARROW, type ChartBox, trendGeometry, type TrendRange } from "@/lib/records/trend";
import type { ResultFlag } from "@/lib/records/results";
import { RangeFlag } from "./range-flag";

export type TrendResult = { id: string; at: string; value: number; flag: ResultFlag | null };

/**
 * One test's results over time: a chart drawn on the server (plain SVG, no script) with the
 * reference range as a band, and beside it the same results as a real table. The chart is hidden
 * from screen readers, the table says everything it shows; an out-of-range point is drawn larger,
 * ringed and red, and its row says so in words.
 *
 * Time runs with the reading direction (lib/records/trend.ts): right to left in Arabic.
 */
export function TrendChart({ test, unit, results, range }: { test: string; unit: string; results: TrendResult[]; range: TrendRange }) {
  const t = useTranslations("records.trend");
  const locale = useLocale();
  const rtl = locale === "ar";
  const rangeText = formatRange(locale, range);
  const newestFirst = [...results].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start" data-testid="trend">
      <figure className="m-0 min-w-0">
        {/* Two drawings, one shown per width: a phone's is drawn narrower so its labels stay readable. */}
        <TrendSvg results={results} range={range} rtl={rtl} locale={locale} box={CHART_NARROW} className="sm:hidden" />
        <TrendSvg results={results} range={range} rtl={rtl} locale={locale} box={CHART} className="hidden sm:block" />
        <figcaption className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          {rangeText ? (
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true" className="inline-block h-3 w-5 border border-dashed border-success bg-success-50" />
              {t("band", { range: rangeText, unit })}
            </span>
          ) : null}
          <span>{t(rtl ? "direction.rtl" : "direction.ltr")}</span>
        </figcaption>
      </figure>
      <table className="w-full border-collapse text-start text-sm">
        <caption className="mb-2 text-start font-semibold text-ink">{unit ? t("caption", { test, unit }) : t("captionNoUnit", { test })}</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t("date")}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t("value")}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t("flag")}
            </th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((r) => (
            <tr key={r.id} className="border-b border-line last:border-0">
              <th scope="row" className="py-2 pe-3 text-start font-normal">
                {formatRecordDate(locale, r.at)}
              </th>
              <td className={`py-2 pe-3 font-semibold ${r.flag ? "text-error" : "text-ink"}`}>
                <bdi dir="ltr">
                  {formatValue(locale, r.value)} <span className="font-normal text-muted">{unit}</span>
                </bdi>
              </td>
              <td className="py-2">{r.flag ? <RangeFlag flag={r.flag} /> : <span className="text-muted">{t("inRange")}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TrendSvg({ results, range, rtl, locale, box, className }: { results: TrendResult[]; range: TrendRange; rtl: boolean; locale: string; box: ChartBox; className: string }) {
  const geometry = trendGeometry(results, range, rtl, box);
  // The lab's own interpretation first; the range decides only where the lab gave none.
  const placed = geometry.points.map((p) => ({ ...p, flag: p.flag ?? p.outside }));
  const { plot } = geometry;
  const leftmost = placed.reduce<(typeof placed)[number] | null>((a, p) => (a === null || p.x < a.x ? p : a), null);
  const rightmost = placed.reduce<(typeof placed)[number] | null>((a, p) => (a === null || p.x > a.x ? p : a), null);
  // Labels are placed by their physical side; an Arabic label runs right to left, so its anchor flips.
  const anchor = (side: "left" | "right" | "middle") => (side === "middle" ? "middle" : (side === "left") !== rtl ? "start" : "end");
  const textDirection = rtl ? "rtl" : "ltr";
  return (
    <svg
      viewBox={`0 0 ${box.width} ${box.height}`}
      className={`h-auto w-full overflow-visible ${className}`}
      // Positions are computed for the reading direction already; the text runs as drawn.
      style={{ direction: "ltr" }}
      aria-hidden="true"
      focusable="false"
      data-direction={rtl ? "rtl" : "ltr"}
      data-width={box === CHART_NARROW ? "narrow" : "wide"}
    >
      {geometry.band ? (
        <rect x={plot.left} y={geometry.band.y} width={plot.right - plot.left} height={geometry.band.height} className="fill-success-50 stroke-success" strokeDasharray="4 3" data-band="" />
      ) : null}
      {geometry.ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} className="stroke-line" />
          <text x={rtl ? geometry.axisX + 8 : geometry.axisX - 8} y={tick.y} dominantBaseline="middle" textAnchor={anchor(rtl ? "left" : "right")} direction={textDirection} className="fill-muted text-[13px]">
            {formatValue(locale, tick.value)}
          </text>
        </g>
      ))}
      <line x1={geometry.axisX} x2={geometry.axisX} y1={plot.top} y2={plot.bottom} className="stroke-line-strong" />
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} className="stroke-line-strong" />
      {placed.length > 1 ? (
        <polyline points={placed.map((p) => `${p.x},${p.y}`).join(" ")} fill="none" className="stroke-brand-700" strokeWidth={2} />
      ) : null}
      {placed.map((p) =>
        p.flag ? (
          <g key={p.id} data-point="outside">
            <circle cx={p.x} cy={p.y} r={9} className="fill-white stroke-error" strokeWidth={2} />
            <circle cx={p.x} cy={p.y} r={5} className="fill-error" />
          </g>
        ) : (
          <circle key={p.id} cx={p.x} cy={p.y} r={5} className="fill-brand-700" data-point="inside" />
        ),
      )}
      {[leftmost, rightmost]
        .filter((p, i, all): p is NonNullable<typeof p> => p !== null && all.indexOf(p) === i)
        .map((p) => (
          <text
            key={`date-${p.id}`}
            x={p.x}
            y={box.height - 14}
            textAnchor={anchor(placed.length === 1 ? "middle" : p === leftmost ? "left" : "right")}
            direction={textDirection}
            className="fill-muted text-[13px]"
          >
            {formatRecordDate(locale, p.at, "short")}
          </text>
        ))}
    </svg>
  );
}
