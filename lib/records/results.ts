import type { LabPanel, LabResult } from "@/lib/contract/records";

/**
 * The results tab's shape: panels grouped by what they are (CBC, lipid profile…), each group's
 * reports newest first, and each test's numeric values over those reports for its trend.
 */

/** How a result stands against its reference range (FHIR's interpretation H, L, HH, LL, A). */
export type ResultFlag = "high" | "low" | "critical_high" | "critical_low" | "abnormal";

export type TrendSeries = {
  code: string;
  name: string;
  unit: string | null;
  /** The newest result's range: labs revise ranges, and the newest is the one a patient reads by. */
  range: { low: number | null; high: number | null };
  results: Array<{ id: string; at: string; value: number; flag: ResultFlag | null }>;
};

export type PanelGroup = { key: string; name: string; panels: LabPanel[]; trends: TrendSeries[] };

/** The lab's interpretation as a flag; `normal` and none are no flag. */
export function resultFlag(result: Pick<LabResult, "interpretation">): ResultFlag | null {
  return result.interpretation && result.interpretation !== "normal" ? result.interpretation : null;
}

export const panelTime = (panel: LabPanel) => panel.effective_at ?? panel.issued_at;

export function groupPanels(panels: LabPanel[]): PanelGroup[] {
  const groups = new Map<string, PanelGroup>();
  for (const panel of panels) {
    const key = panel.code ?? panel.name;
    const group = groups.get(key) ?? { key, name: panel.name, panels: [], trends: [] };
    group.panels.push(panel);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    group.panels.sort((a, b) => Date.parse(panelTime(b) ?? "") - Date.parse(panelTime(a) ?? ""));
    group.trends = trendsOf(group.panels);
  }
  return [...groups.values()];
}

function trendsOf(newestFirst: LabPanel[]): TrendSeries[] {
  const series = new Map<string, TrendSeries>();
  for (const panel of newestFirst) {
    for (const result of panel.results) {
      const at = result.effective_at ?? result.issued_at ?? panelTime(panel);
      if (result.value === null || !at) continue;
      let entry = series.get(result.code);
      if (!entry) {
        entry = {
          code: result.code,
          name: result.name,
          unit: result.unit,
          range: { low: result.reference_range?.low ?? null, high: result.reference_range?.high ?? null },
          results: [],
        };
        series.set(result.code, entry);
      }
      entry.results.push({ id: result.id, at, value: result.value, flag: resultFlag(result) });
    }
  }
  return [...series.values()];
}
