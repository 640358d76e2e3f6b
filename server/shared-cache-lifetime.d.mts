/** Types of shared-cache-lifetime.mjs (plain JavaScript so Node can preload it without a build). */
import type { ServerResponse } from "node:http";

export const SHARED_FRESH_SECONDS: number;
export const SHARED_STALE_SECONDS: number;
export function sharedCacheControl(value: string): string;
export function keptByNoSharedCache(value: string): boolean;
export function capSharedCaching(response: ServerResponse): void;
export function install(): void;
