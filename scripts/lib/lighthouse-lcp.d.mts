/** Types of lighthouse-lcp.mjs (plain JavaScript: the scripts run with Node, without a build). */
export interface LcpElement {
  element: { label: string; selector: string; snippet: string } | null;
  phases: Record<string, number>;
}
export function lcpElement(report: { audits: Record<string, unknown> }): LcpElement;
export interface LcpInputs {
  observedLcpMs: number;
  paintAfterStylesheetsMs: number;
  requestsBefore: number;
  kBBefore: number;
  scriptsBefore: number;
  documentKB: number;
}
export function lcpInputs(report: { audits: Record<string, unknown> }): LcpInputs | null;
