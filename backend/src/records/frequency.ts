import type { Lang } from "@/lib/contract/common";

/**
 * How often to take a medicine, in words, from a dosage's `timing.repeat` (so many times in so
 * many hours, days, weeks or months), for an HIS that codes the timing without naming it.
 */

export interface Repeat {
  frequency?: number;
  period?: number;
  periodUnit?: string;
}

function inEnglish(times: number, period: number, periodUnit: string): string {
  const unit = { h: "hour", d: "day", wk: "week", mo: "month" }[periodUnit] ?? periodUnit;
  const every = period !== 1 ? `every ${period} ${unit}s` : `a ${unit}`;
  return `${times === 1 ? "Once" : times === 2 ? "Twice" : `${times} times`} ${every}`;
}

/** Arabic counts its nouns: one, two (the dual), 3 to 10 (the plural), 11 and more (the singular). */
const ARABIC_UNITS: Record<string, { each: string; two: string; few: string; many: string }> = {
  min: { each: "كل دقيقة", two: "دقيقتين", few: "دقائق", many: "دقيقة" },
  h: { each: "كل ساعة", two: "ساعتين", few: "ساعات", many: "ساعة" },
  d: { each: "يوميًا", two: "يومين", few: "أيام", many: "يومًا" },
  wk: { each: "أسبوعيًا", two: "أسبوعين", few: "أسابيع", many: "أسبوعًا" },
  mo: { each: "شهريًا", two: "شهرين", few: "أشهر", many: "شهرًا" },
};

function inArabic(times: number, period: number, periodUnit: string): string | null {
  const unit = ARABIC_UNITS[periodUnit];
  if (!unit) return null;
  const count = times === 1 ? "مرة واحدة" : times === 2 ? "مرتين" : times <= 10 ? `${times} مرات` : `${times} مرة`;
  const every = period === 1 ? unit.each : period === 2 ? `كل ${unit.two}` : `كل ${period} ${period <= 10 ? unit.few : unit.many}`;
  return `${count} ${every}`;
}

export function frequencyIn(repeat: Repeat | undefined, lang: Lang): string | null {
  if (!repeat?.frequency || !repeat.periodUnit) return null;
  const period = repeat.period || 1;
  return lang === "ar" ? inArabic(repeat.frequency, period, repeat.periodUnit) : inEnglish(repeat.frequency, period, repeat.periodUnit);
}
