import { useLocale, useTranslations } from "next-intl";
import type { AccessLogEntry } from "@/lib/contract/records";
import { dateLocale, dateTimeFormat } from "@/lib/intl/formatters";

/**
 * The access log (PDPL): every read of this person's record on the site, newest first. A reader
 * whose account was deleted has no name left (the read stays in the log): it is said so.
 */
export function AccessLogView({ entries }: { entries: AccessLogEntry[] }) {
  const t = useTranslations("records.accessLog");
  const locale = useLocale();
  // The reads are the site's own, in Saudi time like the profile's other dates.
  const when = dateTimeFormat(dateLocale(locale), { dateStyle: "medium", timeStyle: "short", numberingSystem: "latn", timeZone: "Asia/Riyadh" });
  return (
    <div className="rounded-card bg-white p-4 shadow-card sm:p-6">
      <table className="w-full border-collapse text-sm" data-testid="access-log">
        <caption className="mb-2 text-start font-semibold text-ink">{t("caption")}</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t("when")}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">
              {t("who")}
            </th>
            <th scope="col" className="py-2 text-start font-medium">
              {t("what")}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-line align-top last:border-0">
              <td className="py-2 pe-3 text-ink">{when.format(new Date(entry.at))}</td>
              <td className="py-2 pe-3 text-ink">{entry.viewer.is_you ? t("you", { name: entry.viewer.name }) : entry.viewer.name || t("deletedAccount")}</td>
              <td className="py-2 text-ink">{t(`kinds.${entry.what}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
