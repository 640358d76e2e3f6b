/** Types of bench-measure.mjs (plain JavaScript: the scripts run with Node, without a build). */
import type { WrkResult } from "./wrk.mjs";

export const WARM_UP_SECONDS: number;
export interface Figure extends WrkResult {
  label: string;
  url: string;
  connections: number;
  /** The site's own percentiles over the requests read during the run, when it records them (answer-times.mjs). */
  siteP50?: number;
  siteP99?: number;
  cpuMsPerRequest: Record<string, number | null>;
  cpuPercent: Record<string, number>;
  loadBefore: number[];
  loadAfter: number[];
}
export function requireWrk(): void;
export function measure(options: {
  label: string;
  url: string;
  connections: number;
  seconds: number;
  paths?: string[] | null;
  headers?: Record<string, string>;
  groups?: Record<string, () => number[]>;
  warmUpSeconds?: number;
  answerTimes?: ((fromMs: number, toMs: number) => Promise<{ p50: number; p99: number } | null>) | null;
}): Promise<Figure>;
export function describe(figure: Figure): string;
export function compareClients(options: { url: string; connections: number; seconds: number }): Promise<Array<{ client: string; rps: number; p50: number; p99: number; loadBefore: number; loadAfter: number }>>;
