/**
 * The "signed in" UI hint cookie: set and cleared by the proxy (lib/proxy/session-hint.ts) in step
 * with the next-auth session cookie, read in the browser by the header's account link. It only
 * picks a label; it is never used for authorization.
 */
export const SESSION_HINT_COOKIE = "hg_session_hint";
export const SESSION_HINT_VALUE = "1";

/** Whether a `document.cookie`-style string carries the hint. */
export function hasSessionHint(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim() === `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}`);
}
