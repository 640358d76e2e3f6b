import { useLocale, useTranslations } from "next-intl";
import { DownloadIcon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import type { Report } from "@/lib/contract/records";
import { formatRecordDate, formatValue } from "@/lib/records/format";

/**
 * The reports tab: each report's PDF through the site's own route, which streams it from the
 * backend with the session (app/api/records/reports/[id]/file/route.ts); a plain link, so the
 * browser downloads it (the answer is an attachment) with no script.
 */
export function ReportsView({ reports, person }: { reports: Report[]; person: number | null }) {
  const t = useTranslations("records.reports");
  const locale = useLocale();
  return (
    <ul className="grid grid-cols-1 gap-4">
      {reports.map((report) => {
        const href = `/api/records/reports/${encodeURIComponent(report.id)}/file${person !== null ? `?person=${person}` : ""}`;
        return (
          <li key={report.id} className="flex flex-wrap items-center justify-between gap-4 rounded-card bg-white p-4 shadow-card sm:p-6" data-testid="report">
            <div className="min-w-0 flex-1 basis-64">
              <p className="text-sm font-medium text-brand-700">{t(`kind.${report.kind}`)}</p>
              <h2 className="text-lg font-bold text-ink">
                <bdi>{report.title}</bdi>
              </h2>
              <p className="text-sm text-muted">
                {[report.date ? formatRecordDate(locale, report.date) : null, report.author ? t("by", { doctor: report.author.name }) : null].filter(Boolean).join(" · ")}
              </p>
              {report.description ? (
                <p className="mt-1 text-ink">
                  <bdi>{report.description}</bdi>
                </p>
              ) : null}
            </div>
            <div className="grid justify-items-start gap-1">
              {/* A download, not a page: no prefetch, no client navigation. */}
              <a href={href} download className={buttonClasses("primary", "sm")}>
                <DownloadIcon size={16} className="shrink-0" />
                {t("download")}
                <span className="sr-only">
                  : <bdi>{report.title}</bdi>
                </span>
              </a>
              {report.size ? <span className="text-sm text-muted">{t("size", { size: formatValue(locale, Math.max(1, Math.round(report.size / 1024))) })}</span> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
