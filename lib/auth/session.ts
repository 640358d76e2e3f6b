import "server-only";
import { redirect } from "next/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/i18n/route-match";
import { sanitizeReturnPath } from "@/lib/navigation/return-path";
import { backendUser, toSignedInUser } from "./backend";
import { isLiveSessionToken, needsAccessRefresh } from "./session-token";
import { readSessionToken } from "./user-token";

export interface SignedInUser {
  id: string;
  name: string;
  firstName: string;
  email: string;
  mobile: string;
}

/** Where an unauthenticated visitor goes: the localized sign-in page, remembering the path. */
export function signInUrl(locale: Locale, returnPath: string, reauth = false): string {
  const params = new URLSearchParams({ callbackUrl: sanitizeReturnPath(returnPath) });
  if (reauth) params.set("reauth", "1");
  return `${localizedPath("/sign-in", locale)}?${params.toString()}`;
}

/**
 * The signed-in user, authorized again against the backend with the user token from the session
 * cookie — the proxy's check is a convenience, this is the lock. Null when there is no session or
 * the backend no longer accepts its token.
 */
export async function getSignedInUser(locale: Locale): Promise<SignedInUser | null> {
  const token = await readSessionToken();
  if (!isLiveSessionToken(token) || !token?.backendToken) return null;
  const user = await backendUser(token.backendToken, locale);
  if (!user) return null;
  return toSignedInUser(user);
}

/**
 * Where a health-record session renews its access token: the sign-in return page asks next-auth
 * for the session (its JWT callback refreshes, and only a route handler may rewrite the cookie),
 * then comes back to `returnPath`.
 */
export function renewUrl(locale: Locale, returnPath: string): string {
  const params = new URLSearchParams({ callbackUrl: sanitizeReturnPath(returnPath), renew: "1" });
  return `${localizedPath("/login", locale)}?${params.toString()}`;
}

/** For protected pages: the user, or a redirect to sign-in that brings the visitor back. */
export async function requireUser(locale: Locale, returnPath: string): Promise<SignedInUser> {
  const token = await readSessionToken();
  if (needsAccessRefresh(token)) redirect(renewUrl(locale, returnPath));
  const user = await getSignedInUser(locale);
  if (!user) redirect(signInUrl(locale, returnPath, token !== null));
  return user;
}
