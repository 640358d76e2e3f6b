/** Types of supervise.mjs (plain JavaScript: the scripts run with Node, without a build). */
import type { ChildProcess } from "node:child_process";

export interface SuperviseOptions {
  minDelayMs?: number;
  maxDelayMs?: number;
  stableAfterMs?: number;
  log?: (message: string) => void;
  onStart?: (child: ChildProcess) => void;
}

export function supervise(start: () => ChildProcess, options?: SuperviseOptions): { readonly child: ChildProcess | null; stop(): void };
