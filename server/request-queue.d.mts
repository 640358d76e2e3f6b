/** Types of request-queue.mjs (plain JavaScript so Node can preload it without a build). */
import type { Server } from "node:http";

export const DEFAULT_MAX_CONCURRENT: number;
export const MAX_TURN_MS: number;
export function maxConcurrent(env?: Record<string, string | undefined>): number;
export interface Gate {
  enter(start: () => void): () => void;
  readonly active: number;
  readonly waiting: number;
}
export function createGate(limit: number, maxTurnMs?: number): Gate;
export function queueServer(server: Server, gate?: Gate): void;
export function install(): void;
