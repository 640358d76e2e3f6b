import { useTranslations } from "next-intl";

import type { ResultFlag } from "@/lib/records/results";

const ARROW: Record<ResultFlag, string> = {
  high: "↑",
  critical_high: "↑↑",
  low: "↓",
  critical_low: "↓↓",
  abnormal: "!",
};

/**
 * An out-of-range result said in words (High, Low, Critical…) with an arrow and a colour, never
 * the colour alone; nothing for a result within its range. The arrow is decoration: the word
 * carries the meaning for a screen reader.
 */
export function RangeFlag({ flag }: { flag: ResultFlag | null }) {
  const t = useTranslations("records.flag");
  if (!flag) return null;
  const critical = flag === "critical_high" || flag === "critical_low";
  return (
    <span
      data-flag={flag}
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-sm font-semibold ${critical ? "border-error bg-error text-white" : "border-error bg-error-50 text-error"}`}
    >
      <span aria-hidden="true">{ARROW[flag]}</span>
      {t(flag)}
    </span>
  );
}
