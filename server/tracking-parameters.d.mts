/** Types of tracking-parameters.mjs (plain JavaScript so Node can preload it without a build). */
export function withoutTracking(url: string): string;
export function install(): void;
