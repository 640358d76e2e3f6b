/** Types of encoded-body-cache.mjs (plain JavaScript so Node can preload it without a build). */
export interface EncodedCache {
  encoded(text: string): Buffer;
  peek(text: string): Buffer | undefined;
  applies(value: unknown, encoding?: unknown): boolean;
  readonly size: number;
  readonly bytes: number;
}
export function createEncodedCache(options?: { minChars?: number; maxBytes?: number }): EncodedCache;
export function install(cache: EncodedCache): EncodedCache;
export const cache: EncodedCache;
