/**
 * The "signed in" UI hint cookie, read in the browser by the header's account link so a statically
 * cached page can say "My account". Set when a session starts and cleared when it ends (the auth
 * route, session-hint-answer.ts, with session-hint-cookie.ts), mended by the proxy (lib/proxy/session-hint.ts). It only picks a
 * label; it is never used for authorization.
 */
export const SESSION_HINT_COOKIE = "hg_session_hint";
export const SESSION_HINT_VALUE = "1";

/** Whether a `document.cookie`-style string carries the hint. */
export function hasSessionHint(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim() === `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}`);
}
