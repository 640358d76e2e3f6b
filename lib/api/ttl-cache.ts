/**
 * A small in-memory TTL cache for the proxy's backend reads (page configuration, redirects).
 * Fresh copies are served for `ttlMs`; after that the next request refreshes (concurrent requests
 * share one fetch). A failed refresh serves the last good copy — or null when there never was
 * one — and waits `retryAfterMs` before asking the failing backend again, so a dead backend
 * never slows every request down. Each instance keeps its own copy; nothing assumes one process.
 */
export interface TtlCacheOptions<T> {
  load: () => Promise<T>;
  ttlMs: number;
  retryAfterMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export interface TtlCache<T> {
  get(options?: { force?: boolean }): Promise<T | null>;
  /** Forget the freshness (not the last good copy): the next get refreshes. */
  invalidate(): void;
  peek(): T | null;
}

export function createTtlCache<T>(options: TtlCacheOptions<T>): TtlCache<T> {
  const now = options.now ?? Date.now;
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  let value: T | null = null;
  let hasValue = false;
  let freshUntil = 0;
  let inflight: Promise<T | null> | null = null;

  function refresh(): Promise<T | null> {
    inflight ??= options
      .load()
      .then((loaded) => {
        value = loaded;
        hasValue = true;
        freshUntil = now() + options.ttlMs;
        return loaded;
      })
      .catch((error: unknown) => {
        options.onError?.(error);
        freshUntil = now() + retryAfterMs;
        return hasValue ? value : null;
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  }

  return {
    async get({ force = false } = {}) {
      if (!force && now() < freshUntil) return hasValue ? value : null;
      return refresh();
    },
    invalidate() {
      freshUntil = 0;
    },
    peek() {
      return hasValue ? value : null;
    },
  };
}
