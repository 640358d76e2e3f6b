import type { NextRequest, NextResponse } from "next/server";
import { EARLY_SCRIPTS_HASH } from "@/lib/early-scripts";

/**
 * Content-Security-Policy, HSTS and the cache rule for cookies, applied by the proxy to every page
 * it answers (docs/security.md, "Content-Security-Policy", says what remains open and why).
 *
 * Two script policies, because a nonce only works where the HTML is rendered for each request:
 * - Every page rendered per request (lib/navigation/rendered-routes.ts: the account, sign-in, the
 *   searches, the 404 and outage answers, …) gets a fresh nonce in the `Content-Security-Policy`
 *   request header; Next 16 reads it there and puts it on every script it renders.
 *   `'strict-dynamic'` lets those scripts load the chunks they import; nothing inline runs without
 *   the nonce or a listed hash (no `'unsafe-inline'`).
 * - Cached and prerendered pages are the same bytes for every visitor, so no per-request nonce can
 *   match them, and Next inlines its streamed page data (`self.__next_f.push(…)`) in scripts that
 *   differ per page and per revalidation; Next 16 offers no hashes of them (`experimental.sri`
 *   covers only script files, vercel/next.js#95354). They get `script-src 'self' 'unsafe-inline'`:
 *   scripts only from the site itself, plus Next's inline data. Everything else (objects, base
 *   URI, framing, form targets) is as strict as on nonce pages.
 */

const HSTS = "max-age=63072000; includeSubDomains";

export function isHttps(request: NextRequest): boolean {
  if (request.nextUrl.protocol === "https:") return true;
  // Behind a TLS-terminating proxy the app itself is reached over http.
  return request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** The backend serves the payment providers' sandboxes (/sandbox/…), which the payment form posts to. */
function formTargets(): string {
  const backend = originOf(process.env.API_BASE_URL ?? "http://localhost:4000");
  const extra = (process.env.CSP_FORM_ACTION ?? "").split(/\s+/).map((value) => originOf(value));
  return ["'self'", ...new Set([backend, ...extra].filter((origin): origin is string => origin !== null))].join(" ");
}

export function contentSecurityPolicy({ nonce, https }: { nonce: string | null; https: boolean }): string {
  // React's development build evaluates strings for its error overlays; production never does.
  const evalInDev = process.env.NODE_ENV === "production" ? "" : " 'unsafe-eval'";
  // The layout's one fixed inline script (lib/early-scripts.ts) runs there by its hash.
  const scripts = nonce ? `'self' 'nonce-${nonce}' '${EARLY_SCRIPTS_HASH}' 'strict-dynamic'${evalInDev}` : `'self' 'unsafe-inline'${evalInDev}`;
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // Inline style attributes (carousels) are not script: allowed.
    "style-src 'self' 'unsafe-inline'",
    // Content images may be absolute URLs of the CMS or a CDN (lib/images keeps them as given).
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // connect-src and manifest-src fall back to default-src ('self'), so they are not written out: the
    // header is sent with every page and counts in its first round trip. worker-src would fall back
    // to script-src (nonce and 'strict-dynamic'), so it stays.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    `form-action ${formTargets()}`,
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Hands a request header to the page behind a pass-through or rewrite answer, keeping the ones
 * already forwarded (what `NextResponse.next({ request: { headers } })` writes).
 */
export function forwardRequestHeader(request: NextRequest, response: NextResponse, name: string, value: string): void {
  const listed = response.headers.get("x-middleware-override-headers");
  const names = listed ? listed.split(",") : [...request.headers.keys()];
  if (!listed) for (const [key, forwarded] of request.headers) response.headers.set(`x-middleware-request-${key}`, forwarded);
  response.headers.set(`x-middleware-request-${name}`, value);
  response.headers.set("x-middleware-override-headers", [...new Set([...names, name])].join(","));
}

const isPassThrough = (response: NextResponse) => !response.headers.has("location");

/**
 * Adds the policy (with `nonce` on per-request pages), HSTS over https, and keeps shared caches
 * from storing an answer that sets a cookie: a cookie meant for one visitor would be handed to all.
 */
export function applySecurityHeaders(request: NextRequest, response: NextResponse, nonce: string | null): void {
  const https = isHttps(request);
  const policy = contentSecurityPolicy({ nonce, https });
  response.headers.set("content-security-policy", policy);
  if (https) response.headers.set("strict-transport-security", HSTS);
  if (!isPassThrough(response)) return;
  if (nonce) forwardRequestHeader(request, response, "content-security-policy", policy);
  if (response.headers.getSetCookie().length > 0) response.headers.set("cache-control", "private, no-store");
}
