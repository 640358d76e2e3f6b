/** Types of wrk.mjs (plain JavaScript: the scripts run with Node, without a build). */
export interface WrkResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  bytes: number;
  status4xx5xx: number;
  errors: number;
}
export function hasWrk(): boolean;
export function wrkScript(options?: { paths?: string[] | null; runId?: string }): string;
export function parseWrkOutput(output: string): WrkResult;
export function runWrk(options: { url: string; connections: number; seconds: number; headers?: Record<string, string>; paths?: string[] | null; timeoutSeconds?: number }): Promise<WrkResult>;
