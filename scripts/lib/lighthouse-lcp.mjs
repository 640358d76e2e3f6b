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

/**
 * What Lighthouse's simulated LCP was computed from. Its graphs (Lantern) hold every request that
 * ended before the largest paint of the unthrottled load it observed (and every script evaluated
 * before it), replayed at 150 ms round trips and 1.6 Mbit/s over six HTTP/1.1 connections: a paint
 * observed right after the stylesheets leaves the scripts out (the minimal page then gets about
 * 1 s, with them about 2 s). `paintAfterStylesheetsMs` is how long after the last render-blocking
 * stylesheet the observed LCP came; about a second more than usual is Chromium holding the first
 * frame (docs/performance.md, 2026-11-29 14:35), which puts the whole load into the estimate.
 */
export function lcpInputs(report) {
  const observed = report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  if (typeof observed !== "number" || requests.length === 0) return null;
  const stylesheets = requests.filter((r) => r.resourceType === "Stylesheet" && r.networkEndTime <= observed);
  const before = requests.filter((r) => r.networkEndTime <= observed && !r.url.startsWith("data:"));
  const kB = (items) => Math.round(items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 100) / 10;
  const scripts = before.filter((r) => r.resourceType === "Script");
  return {
    observedLcpMs: Math.round(observed),
    paintAfterStylesheetsMs: Math.round(observed - Math.max(0, ...stylesheets.map((r) => r.networkEndTime))),
    requestsBefore: before.length,
    kBBefore: kB(before),
    scriptsBefore: scripts.length,
    documentKB: kB(requests.filter((r) => r.resourceType === "Document").slice(0, 1)),
  };
}
