// Makes a revalidation win over renders already under way when it came (server/redis-cache-handler.mjs,
// docs/deploy.md). The Redis handler compares an entry's `lastModified` with the revalidation times
// it finds for the entry's tags, but it records times for Next's implicit tags only, and
// `lastModified` is the moment of the write, after the render. So a render that read the old data
// before a webhook wrote its copy back after it, and that copy counted as newer than the
// revalidation. Here:
// - every revalidated tag gets its time (`recordRevalidation`) before its entries are deleted;
// - an entry's `lastModified` is when its render began: the first read of its key in this process
//   that found nothing, or a stale copy (the reads after which Next renders), since the last write.
// A copy written back by such a render is then older than the revalidation, and every instance's
// next read drops it and renders afresh.
// - an entry read comes with its own lifetime (`cacheControl`, from the `lifespan` stored with it).
//   Next takes a page's lifetime from what this process rendered or from the build's manifest; a
//   route with no build-time pages (an article, a doctor) that only another instance rendered has
//   neither, and Next then counts the copy stale after one second: each instance rendered every
//   such page again in the background instead of serving the copy the first one wrote.

/** Longer than any render: a remembered read older than this belongs to no render still going. */
export const RENDER_BOUND_MS = 60_000;

/** Some seconds of leeway: Next may count a copy stale a little before its `staleAt` second. */
const STALE_MARGIN_MS = 2_000;

/**
 * @template {{ get: Function, set: Function, revalidateTag: Function }} H
 * @param {H} handler a handler of @fortedigital/nextjs-cache-handler (redis-strings)
 * @param {{ recordRevalidation: (tag: string, time: number) => Promise<void>, now?: () => number }} options
 * @returns {H}
 */
export function revalidationAware(handler, { recordRevalidation, now = Date.now }) {
  /** Per key, when the read that starts its render came. */
  const renderStarts = new Map();

  const noteRenderStart = (key) => {
    const started = renderStarts.get(key);
    if (started === undefined || now() - started > RENDER_BOUND_MS) renderStarts.set(key, now());
    // Reads of keys never written (a render that failed) are forgotten once no render can be left.
    if (renderStarts.size > 10_000) {
      for (const [k, t] of renderStarts) if (now() - t > RENDER_BOUND_MS) renderStarts.delete(k);
    }
  };

  return {
    ...handler,
    async get(key, meta) {
      const value = await handler.get(key, meta);
      const staleAt = value?.lifespan?.staleAt;
      if (!value || (typeof staleAt === "number" && staleAt * 1000 - STALE_MARGIN_MS <= now())) noteRenderStart(key);
      return value ? withLifetime(value) : value;
    },
    async set(key, value, ctx) {
      const started = renderStarts.get(key);
      renderStarts.delete(key);
      const written = now();
      const lastModified = started !== undefined && written - started <= RENDER_BOUND_MS ? Math.min(started, value.lastModified ?? written) : value.lastModified;
      return handler.set(key, { ...value, lastModified }, ctx);
    },
    async revalidateTag(tag) {
      // The time first: a copy written between the two steps is then already older than it.
      await recordRevalidation(tag, now());
      return handler.revalidateTag(tag);
    },
  };
}

/**
 * The entry with the lifetime it was written with, in the shape Next reads from a cache entry
 * (`{ revalidate, expire }` in seconds), when it has none of its own. `lifespan.revalidate` is the
 * page's revalidate time (false: never stale by time); `expireAge` is when Redis drops the copy.
 * Fetch entries are left as they are: Next reads their lifetime from the fetch itself.
 */
function withLifetime(value) {
  const lifespan = value.lifespan;
  const revalidate = lifespan?.revalidate;
  if (value.cacheControl || value.value?.kind === "FETCH" || !(typeof revalidate === "number" || revalidate === false)) return value;
  return { ...value, cacheControl: { revalidate, expire: typeof lifespan.expireAge === "number" ? lifespan.expireAge : undefined } };
}
