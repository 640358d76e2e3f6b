/** Types of process-cpu.mjs (plain JavaScript: the scripts run with Node, without a build). */
export function parseStat(text: string): { ppid: number; ticks: number };
export function processTree(rootPids: number[]): number[];
export function treeCpuMs(rootPids: number[]): number;
export function loadAverage(): number[];
