/** Types of graceful-stop.mjs (plain JavaScript so Node can preload it without a build). */
export const STOP_DRAIN_MS: number;
export function install(): void;
