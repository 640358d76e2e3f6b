/** Types of supervise.mjs (plain JavaScript: the scripts run with Node, without a build). */
import type { ChildProcess } from "node:child_process";

export interface SuperviseOptions {
  minDelayMs?: number;
  maxDelayMs?: number;
  stableAfterMs?: number;
  /** Quick exits in a row (each within `stableAfterMs` of its start) after which it is left stopped. */
  giveUpAfter?: number;
  log?: (message: string) => void;
  /** Each start; `restart` is false for the first. */
  onStart?: (child: ChildProcess, restart: boolean) => void;
  onGiveUp?: (message: string) => void;
  /** While true, a child that stops is left stopped, not counted as a failure, and started once false. */
  held?: () => boolean;
}

export function supervise(start: () => ChildProcess, options?: SuperviseOptions): { readonly child: ChildProcess | null; stop(): void };
