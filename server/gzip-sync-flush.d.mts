/** Types of gzip-sync-flush.mjs (plain JavaScript so Node can preload it without a build). */
export function defaultToSyncFlush(Stream: { prototype: object }): void;
export function install(): void;
