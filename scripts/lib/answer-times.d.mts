/** Types of answer-times.mjs (plain JavaScript: the scripts run with Node, without a build). */
export interface AnswerTime {
  start: number;
  ms: number;
}
export function recordAnswerTimes(file: string, options?: { flushMs?: number; capacity?: number }): () => void;
export function readAnswerTimes(file: string): AnswerTime[];
export function answerPercentiles(times: AnswerTime[], fromMs: number, toMs: number): { answered: number; p50: number; p99: number } | null;
export const FLUSH_MS: number;
export function answersBetween(file: string, fromMs: number, toMs: number): Promise<{ answered: number; p50: number; p99: number } | null>;
