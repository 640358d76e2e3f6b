import type { NextRequest, NextResponse } from "next/server";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-token";
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from "@/lib/auth/session-hint";
import { isHttps } from "./security-headers";

/** next-auth splits a large session cookie into `name.0`, `name.1`, … */
const CHUNK = /^\.\d+$/;

/** Whether the request carries a next-auth session cookie, whole or chunked. Presence only. */
export function hasSessionCookie(request: NextRequest): boolean {
  return request.cookies.getAll().some(({ name, value }) => {
    if (!value) return false;
    return SESSION_COOKIE_NAMES.some(
      (base) => name === base || (name.startsWith(base) && CHUNK.test(name.slice(base.length))),
    );
  });
}

/**
 * Keeps the `hg_session_hint` cookie in step with the next-auth session cookie, so the header of a
 * statically cached page can show "My account" instead of "Sign in" (components/layout/
 * account-link.tsx): set when a session cookie arrives without the hint, removed when the hint
 * arrives without a session cookie. Presence only — nothing is decrypted on this path.
 *
 * A UI hint, readable by scripts on purpose: it is never used for authorization — the auth guards
 * and every account page check the session itself.
 */
export function syncSessionHint(request: NextRequest, response: NextResponse): void {
  const session = hasSessionCookie(request);
  const hint = request.cookies.get(SESSION_HINT_COOKIE)?.value;
  const options = { path: "/", sameSite: "lax", secure: isHttps(request) } as const;
  if (session && hint !== SESSION_HINT_VALUE) {
    response.cookies.set(SESSION_HINT_COOKIE, SESSION_HINT_VALUE, options);
  } else if (!session && hint !== undefined) {
    response.cookies.set(SESSION_HINT_COOKIE, "", { ...options, maxAge: 0, expires: new Date(0) });
  }
}
