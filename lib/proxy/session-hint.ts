import type { NextRequest, NextResponse } from "next/server";
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from "@/lib/auth/session-hint";
import { clearedHintCookie, sessionHintCookie } from "@/lib/auth/session-hint-cookie";
import { sessionCookieBase } from "@/lib/auth/session-token";
import { isHttps } from "./security-headers";

/** Whether the request carries a next-auth session cookie, whole or chunked. Presence only. */
export function hasSessionCookie(request: NextRequest): boolean {
  return request.cookies.getAll().some(({ name, value }) => Boolean(value) && sessionCookieBase(name) !== null);
}

/**
 * The hint is set and cleared where sessions start and end (the auth route, lib/auth/
 * session-hint-answer.ts). The proxy only mends it where it already knows better, at no extra cost:
 * - on a page whose guard decoded the session (`signedIn` is known), the hint follows that answer;
 * - elsewhere, a hint that arrives without any session cookie (the session cookie expired or was
 *   removed) is cleared. Nothing is decrypted for this, and a page without a hint gets no cookie.
 */
export function syncSessionHint(request: NextRequest, response: NextResponse, signedIn: boolean | null): void {
  const hint = request.cookies.get(SESSION_HINT_COOKIE)?.value;
  const https = isHttps(request);
  if (signedIn === true && hint !== SESSION_HINT_VALUE) {
    const { name, value, ...options } = sessionHintCookie(https);
    response.cookies.set(name, value, options);
    return;
  }
  const stale = signedIn === false || !hasSessionCookie(request) || hint !== SESSION_HINT_VALUE;
  if (hint !== undefined && stale) {
    const { name, value, ...options } = clearedHintCookie(https);
    response.cookies.set(name, value, options);
  }
}
