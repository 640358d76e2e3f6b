import { computeActivePages } from "./active-pages";
import { fetchPageConfiguration, fetchRedirects } from "./backend";
import { createTtlCache } from "./cache";
import { indexRedirects } from "./redirects";

/** Page configuration and redirects as the proxy sees them: cached, never throwing. */

function ttlMs(): number {
  const configured = Number(process.env.PROXY_CACHE_TTL_MS);
  return Number.isFinite(configured) && configured >= 0 ? configured : 60_000;
}

function logFailure(what: string) {
  return (error: unknown) => {
    console.error(`[proxy] ${what} unavailable, using the last good copy:`, (error as Error)?.message ?? error);
  };
}

export const activePagesCache = createTtlCache({
  load: async () => computeActivePages(await fetchPageConfiguration()),
  ttlMs: ttlMs(),
  onError: logFailure("page configuration"),
});

export const redirectsCache = createTtlCache({
  load: async () => indexRedirects(await fetchRedirects()),
  ttlMs: ttlMs(),
  onError: logFailure("redirects"),
});
