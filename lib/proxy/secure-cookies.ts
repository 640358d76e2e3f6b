import type { NextRequest, NextResponse } from "next/server";
import { isHttps } from "./security-headers";

const SECURE = /;\s*secure\s*(?:;|$)/i;

/**
 * The answer with every cookie it sets marked `Secure` when the visitor reached the site over https
 * (directly or through a TLS-terminating proxy, X-Forwarded-Proto): a session cookie must never
 * travel over plain http. Other answers are returned as they are.
 */
export function withSecureCookies(request: NextRequest, response: Response): Response {
  const cookies = response.headers.getSetCookie();
  if (!isHttps(request) || cookies.every((line) => SECURE.test(line))) return response;
  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const line of cookies) headers.append("set-cookie", SECURE.test(line) ? line : `${line}; Secure`);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The same rule for the proxy's own answers, changed in place: the language cookie next-intl sets
 * (NEXT_LOCALE) and the proxy's own cookies are set without knowing how the visitor came in.
 */
export function secureProxyCookies(request: NextRequest, response: NextResponse): void {
  if (!isHttps(request)) return;
  for (const cookie of response.cookies.getAll()) {
    if (!cookie.secure) response.cookies.set({ ...cookie, secure: true });
  }
}
