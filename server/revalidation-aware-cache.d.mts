/** Types of revalidation-aware-cache.mjs (plain JavaScript so Next can load it without a build). */
export const RENDER_BOUND_MS: number;

interface Entry {
  lastModified?: number;
  lifespan?: { staleAt: number; revalidate?: number | false; expireAge?: number } | null;
  cacheControl?: { revalidate: number | false; expire: number | undefined };
  [key: string]: unknown;
}

export interface Handler {
  name: string;
  get(key: string, meta: { implicitTags: string[] }): Promise<Entry | null>;
  set(key: string, value: Entry, ctx?: unknown): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
}

export function revalidationAware<H extends Handler>(handler: H, options: { recordRevalidation: (tag: string, time: number) => Promise<void>; now?: () => number }): H;
