import { NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { getToken } from "next-auth/jwt";
import { routing } from "@/lib/i18n/routing";
import { isLiveSessionToken } from "@/lib/auth/session-token";
import { GLOBAL_GUARDS, guardsFor, runGuards, type GuardContext, type GuardDecision } from "./guards";
import { resolveRoute, splitLocale } from "./routes";
import { activePagesCache, redirectsCache } from "./state";

const intlMiddleware = createMiddleware(routing);

/** Only the framework may send this; from outside it is a bypass attempt (CVE-2025-29927). */
const FORGED_HEADERS = ["x-middleware-subrequest"];

function stripForgedHeaders(request: NextRequest): NextRequest {
  if (!FORGED_HEADERS.some((name) => request.headers.has(name))) return request;
  const headers = new Headers(request.headers);
  for (const name of FORGED_HEADERS) headers.delete(name);
  return new NextRequest(request.url, { method: request.method, headers });
}

function toResponse(decision: GuardDecision, request: NextRequest): NextResponse {
  if (decision.type === "error") {
    return new NextResponse(decision.body, {
      status: decision.status,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  const response = NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  response.headers.set("cache-control", "no-store");
  return response;
}

function isRedirect(response: Response): boolean {
  return response.status >= 300 && response.status < 400 && response.headers.has("location");
}

/** In test runs only, a request may ask for fresh page configuration and redirects. */
function wantsFreshCopies(request: NextRequest): boolean {
  return process.env.APP_ENV === "test" && request.headers.get("x-proxy-cache") === "reload";
}

/**
 * The request pipeline of SPEC §2/§9, in this order: legacy redirects, locale (next-intl, which
 * also maps localized pathnames), active-page gate and auth guards per page. The backend failing
 * never turns into a 500: every backend read falls back to the last good copy or to "open".
 */
export async function handleRequest(incoming: NextRequest): Promise<Response> {
  const request = stripForgedHeaders(incoming);
  const force = wantsFreshCopies(request);
  const { pathname, search } = request.nextUrl;

  let session: Promise<boolean> | null = null;
  const context: GuardContext = {
    pathname,
    search,
    locale: splitLocale(pathname).locale,
    routeKey: null,
    hasSession: () =>
      (session ??= getToken({ req: request, secret: process.env.NEXTAUTH_SECRET })
        .then((token) => isLiveSessionToken(token))
        .catch(() => false)),
    activePages: () => activePagesCache.get({ force }),
    redirects: () => redirectsCache.get({ force }),
  };

  const early = await runGuards(GLOBAL_GUARDS, context);
  if (early) return toResponse(early, request);

  const response = intlMiddleware(request);
  if (isRedirect(response)) return response;

  // Not redirected: an unprefixed path is Arabic, `/en/...` English.
  const route = resolveRoute(pathname);
  context.locale = splitLocale(pathname).locale;
  context.routeKey = route?.routeKey ?? null;
  const decision = await runGuards(guardsFor(context.routeKey), context);
  if (decision) {
    const guarded = toResponse(decision, request);
    for (const cookie of response.cookies.getAll()) guarded.cookies.set(cookie);
    return guarded;
  }
  if (context.routeKey && guardsFor(context.routeKey).some((name) => name === "auth" || name === "guest")) {
    // Session-dependent answers must not be shared by caches.
    response.headers.set("cache-control", "private, no-store");
  }
  return response;
}
