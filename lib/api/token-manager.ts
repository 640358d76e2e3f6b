/** What the OAuth server returns for a client-credentials grant, in our own shape. */
export type AppToken = { accessToken: string; expiresInSeconds: number };

export type TokenManager = {
  /** A valid token: the cached one, or a fresh one fetched once for all concurrent callers. */
  get(): Promise<string>;
  /** Forget the cached token (e.g. after the backend answered 401 to it). */
  invalidate(): void;
};

/** Renew this long before the token expires, so no request goes out with a dying token. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

/**
 * The caching logic of the app token, free of I/O so it can be tested: `fetchToken` does the
 * request, `now` is the clock. lib/api/token.ts wires it to the real endpoint.
 */
export function createTokenManager(
  fetchToken: () => Promise<AppToken>,
  now: () => number = Date.now,
): TokenManager {
  let cached: { value: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  return {
    get() {
      if (cached && now() < cached.renewAt) return Promise.resolve(cached.value);
      if (pending) return pending;
      pending = fetchToken()
        .then((token) => {
          const lifetimeMs = Math.max(0, token.expiresInSeconds * 1000);
          cached = {
            value: token.accessToken,
            renewAt: now() + Math.max(0, lifetimeMs - RENEW_BEFORE_EXPIRY_MS),
          };
          return token.accessToken;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    invalidate() {
      cached = null;
    },
  };
}
