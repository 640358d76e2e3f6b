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

export const SESSION_COOKIE_NAMES = ["next-auth.session-token", "__Secure-next-auth.session-token"];
