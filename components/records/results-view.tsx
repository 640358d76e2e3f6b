import { useLocale, useTranslations } from "next-intl";
import type { LabPanel, LabResult } from "@/lib/contract/records";
import { formatRange, formatRecordDate, formatValue } from "@/lib/records/format";
import { groupPanels, panelTime, resultFlag, type TrendSeries } from "@/lib/records/results";
import { FollowUpLink } from "./follow-up-link";
import { RangeFlag } from "./range-flag";
import { TrendChart } from "./trend-chart";

/** The results tab: each panel's reports by date, then each test's trend over them. */
export function ResultsView({ panels, morePages }: { panels: LabPanel[]; morePages: boolean }) {
  const t = useTranslations("records.results");
  const groups = groupPanels(panels);
  return (
    <div className="grid grid-cols-1 gap-6">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`panel-${group.key}`} className="grid grid-cols-1 gap-4 rounded-card bg-white p-4 shadow-card sm:p-6" data-testid="panel-group">
          <h2 id={`panel-${group.key}`} className="text-xl font-bold text-ink">
            <bdi>{group.name}</bdi>
          </h2>
          {/* The newest report open; the earlier ones a line each (their date and what is out of range), opened on demand. */}
          {group.panels.map((panel, index) =>
            index === 0 ? (
              <PanelReport key={panel.id} panel={panel} dated />
            ) : (
              <EarlierReport key={panel.id} panel={panel} />
            ),
          )}
          <Trends panel={group.name} trends={group.trends} />
        </section>
      ))}
      {morePages ? <p className="text-sm text-muted">{t("olderPages")}</p> : null}
    </div>
  );
}

function EarlierReport({ panel }: { panel: LabPanel }) {
  const t = useTranslations("records.results");
  const locale = useLocale();
  const at = panelTime(panel);
  const outside = panel.results.filter((result) => resultFlag(result) !== null).length;
  return (
    <details className="rounded-lg border border-line" data-testid="earlier-report">
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 px-4 py-2 hover:bg-brand-50">
        <span className="font-semibold text-ink">{at ? formatRecordDate(locale, at) : panel.name}</span>
        <span className={outside > 0 ? "font-medium text-error" : "text-muted"}>{t("outOfRange", { count: outside })}</span>
      </summary>
      <div className="border-t border-line p-4">
        <PanelReport panel={panel} dated={false} />
      </div>
    </details>
  );
}

/** One report of a panel; `dated`: its date as a heading (an earlier one has it in its summary already). */
function PanelReport({ panel, dated }: { panel: LabPanel; dated: boolean }) {
  const t = useTranslations("records.results");
  const locale = useLocale();
  const at = panelTime(panel);
  const status = panel.status === "final" ? null : (["preliminary", "amended", "corrected"] as const).find((s) => s === panel.status) ?? "other";
  return (
    <article className="grid grid-cols-1 gap-3" data-testid="panel-report">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {dated ? <h3 className="font-semibold text-ink">{at ? formatRecordDate(locale, at) : panel.name}</h3> : null}
          {panel.ordering_doctor ? <p className="text-sm text-muted">{t("orderedBy", { doctor: panel.ordering_doctor.name })}</p> : null}
          {status ? <p className="mt-1 text-sm font-medium text-warning">{t(`status.${status}`)}</p> : null}
        </div>
        <FollowUpLink doctor={panel.ordering_doctor} />
      </div>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{at ? `${panel.name}, ${formatRecordDate(locale, at)}` : panel.name}</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t("test")}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t("result")}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t("range")}
            </th>
          </tr>
        </thead>
        <tbody>
          {panel.results.map((result) => (
            <ResultRow key={result.id} result={result} />
          ))}
        </tbody>
      </table>
    </article>
  );
}

function ResultRow({ result }: { result: LabResult }) {
  const t = useTranslations("records.results");
  const locale = useLocale();
  const flag = resultFlag(result);
  const range = result.reference_range;
  const rangeText = range ? (range.text ?? formatRange(locale, range)) : null;
  return (
    <tr className="border-b border-line align-top last:border-0" data-flag={flag ?? "none"}>
      <th scope="row" className="py-2 pe-3 text-start font-medium text-ink">
        <bdi>{result.name}</bdi>
      </th>
      <td className="py-2 pe-3">
        {/* Value and unit as a lab prints them, in either language. */}
        <bdi dir="ltr">
          <span className={`font-semibold ${flag ? "text-error" : "text-ink"}`}>{result.value !== null ? formatValue(locale, result.value) : (result.value_text ?? "")}</span>
          {result.unit ? <span className="text-muted"> {result.unit}</span> : null}
        </bdi>
        {flag ? (
          <span className="mt-1 block">
            <RangeFlag flag={flag} />
          </span>
        ) : null}
      </td>
      <td className="py-2 text-muted">
        {/* In the result's unit, written beside the value. */}
        {rangeText ? (
          <bdi>{rangeText}</bdi>
        ) : (
          t("noRange")
        )}
      </td>
    </tr>
  );
}

/** Each test's trend behind its own disclosure: closed, a panel stays short on a phone. */
function Trends({ panel, trends }: { panel: string; trends: TrendSeries[] }) {
  const t = useTranslations("records.results");
  const locale = useLocale();
  if (trends.length === 0) return null;
  return (
    <div className="grid grid-cols-1 gap-2 border-t border-line pt-4">
      <h3 className="font-semibold text-ink">{t("trendsTitle", { panel })}</h3>
      {trends.map((trend) => {
        const newest = trend.results[0]!;
        return (
          <details key={trend.code} className="group rounded-lg border border-line" data-testid="trend-details">
            <summary className="flex min-h-11 cursor-pointer items-center px-4 py-2 font-medium text-brand-800 hover:bg-brand-50">
              {/* One flex item: the test's name and the words around it wrap as one line of text. */}
              <span>{t.rich("trendSummary", { test: trend.name, count: trend.results.length, date: formatRecordDate(locale, newest.at), name: (chunks) => <bdi>{chunks}</bdi> })}</span>
            </summary>
            <div className="grid grid-cols-1 gap-3 border-t border-line p-4">
              {trend.results.length < 2 ? <p className="text-sm text-muted">{t("onePoint")}</p> : null}
              <TrendChart test={trend.name} unit={trend.unit ?? ""} results={trend.results} range={trend.range} />
            </div>
          </details>
        );
      })}
    </div>
  );
}
