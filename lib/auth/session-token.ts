/**
 * Whether a decoded session token still carries a usable backend token. Pure, so the proxy can
 * use it without pulling next-auth's providers into its bundle.
 */
export function isLiveSessionToken(
  token: { backendToken?: unknown; backendExpiresAt?: unknown } | null | undefined,
  now = Date.now(),
): boolean {
  if (!token || typeof token.backendToken !== "string" || !token.backendToken) return false;
  return typeof token.backendExpiresAt !== "number" || token.backendExpiresAt > now;
}

interface RefreshableToken {
  backendToken?: unknown;
  backendExpiresAt?: unknown;
  refreshToken?: unknown;
  refreshExpiresAt?: unknown;
  /** Seconds the access token was issued for. */
  accessLifetime?: unknown;
}

/** Whether the session can get a new access token (a health-record session with a live refresh token). */
export function isRefreshableSessionToken(token: RefreshableToken | null | undefined, now = Date.now()): boolean {
  if (!token || typeof token.refreshToken !== "string" || !token.refreshToken) return false;
  return typeof token.refreshExpiresAt === "number" && token.refreshExpiresAt > now;
}

/**
 * Whether a refreshable session should renew its access token now: in the last hour of its life
 * (the last half of a shorter one), or once it has expired.
 */
export function needsAccessRefresh(token: RefreshableToken | null | undefined, now = Date.now()): boolean {
  if (!isRefreshableSessionToken(token, now) || !token) return false;
  if (typeof token.backendExpiresAt !== "number") return false;
  const lifetime = typeof token.accessLifetime === "number" && token.accessLifetime > 0 ? token.accessLifetime : 86_400;
  const margin = Math.min(3600, lifetime / 2) * 1000;
  return token.backendExpiresAt - now < margin;
}

/** A session that lets its holder in: a live access token, or one that can be renewed. */
export const isSignedInSessionToken = (token: RefreshableToken | null | undefined, now = Date.now()) =>
  isLiveSessionToken(token, now) || isRefreshableSessionToken(token, now);

/** Seconds a session lives (next-auth's `session.maxAge`); the UI hint cookie lives as long. */
export const SESSION_MAX_AGE = 60 * 60 * 24;

export const SESSION_COOKIE_NAMES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/** next-auth splits a large session cookie into `name.0`, `name.1`, … */
const CHUNK = /^\.\d+$/;

/** The session cookie a cookie name belongs to (itself or, for a chunk, the whole), or null. */
export function sessionCookieBase(name: string): string | null {
  return SESSION_COOKIE_NAMES.find((base) => name === base || (name.startsWith(base) && CHUNK.test(name.slice(base.length)))) ?? null;
}

/** A chunk's position among its siblings (the whole cookie comes first). */
export function sessionChunkIndex(name: string, base: string): number {
  return name === base ? -1 : Number(name.slice(base.length + 1));
}
