// What `npm run bench` reads of a Lighthouse report beyond its scores.

/**
 * The largest contentful paint's element and its phases (time to first byte, load delay, load
 * time, render delay; observed in the trace, unthrottled). Lighthouse 13 reports them in the
 * `lcp-breakdown-insight` audit, which replaced `largest-contentful-paint-element`; either is read.
 */
export function lcpElement(report) {
  const audit = report.audits["lcp-breakdown-insight"] ?? report.audits["largest-contentful-paint-element"];
  const parts = audit?.details?.type === "list" ? audit.details.items : audit?.details ? [audit.details] : [];
  let element = null;
  const phases = {};
  for (const part of parts) {
    for (const item of part.items ?? []) {
      const node = item.type === "node" ? item : item.node?.type === "node" ? item.node : null;
      if (node && !element) element = { label: node.nodeLabel ?? "", selector: node.selector ?? "", snippet: node.snippet ?? "" };
      if (item.subpart || item.phase) phases[item.subpart ?? item.phase] = Math.round(item.duration ?? item.timing ?? 0);
    }
    if (part.type === "node" && !element) element = { label: part.nodeLabel ?? "", selector: part.selector ?? "", snippet: part.snippet ?? "" };
  }
  return { element, phases };
}
