/** Types of processes.mjs (plain JavaScript: the scripts run with Node, without a build). */
import type { ChildProcess, StdioOptions } from "node:child_process";

export function run(cmd: string, args: string[], options?: { env?: NodeJS.ProcessEnv; name?: string; stdio?: StdioOptions }): ChildProcess;
export function runToEnd(cmd: string, args: string[], options?: { env?: NodeJS.ProcessEnv; name?: string; stdio?: StdioOptions }): Promise<number>;
export function waitForUrl(url: string, options?: { timeoutMs?: number; child?: ChildProcess }): Promise<void>;
export function stop(child: ChildProcess | null | undefined): Promise<void>;
export function stopAll(): Promise<void>;
export function stopAllOnExit(): void;
