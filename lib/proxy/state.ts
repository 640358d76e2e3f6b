import { computeActivePages } from "@/lib/navigation/active-pages";
import { fetchPageConfiguration, fetchRedirects } from "./backend";
import { createTtlCache } from "@/lib/api/ttl-cache";
import { indexRedirects, isSelfRedirect } from "@/lib/navigation/legacy-redirects";

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
  load: async () => {
    const entries = await fetchRedirects();
    const loops = entries.filter(isSelfRedirect);
    if (loops.length > 0) {
      console.warn(`[proxy] ignoring ${loops.length} redirect(s) to their own page:`, loops.map((e) => e.from).join(", "));
    }
    return indexRedirects(entries.filter((entry) => !isSelfRedirect(entry)));
  },
  ttlMs: ttlMs(),
  onError: logFailure("redirects"),
});
