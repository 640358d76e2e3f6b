import { formatDate, formatTime } from "@/components/booking/format";
import { dateTimeFormat } from "@/lib/intl/formatters";

/**
 * How an alert's limit reads. An alert set for a day runs until that day begins (midnight where the
 * branch is): "before 13 December 0:00" is said as the last day it covers, "by 12 December". One
 * set before the patient's own visit keeps that visit's day and time.
 */
export function alertLimit(locale: string, before: string, timeZone: string): { kind: "by"; day: string } | { kind: "before"; when: string } {
  const parts = dateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).formatToParts(new Date(before));
  const midnight = parts.filter((part) => part.type !== "literal").every((part) => Number(part.value) === 0);
  if (!midnight) return { kind: "before", when: `${formatDate(locale, before, timeZone)} ${formatTime(locale, before, timeZone)}` };
  // An hour before that midnight is the last day the alert covers.
  return { kind: "by", day: formatDate(locale, new Date(Date.parse(before) - 3_600_000).toISOString(), timeZone) };
}
