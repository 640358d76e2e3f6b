import { NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { getToken } from "next-auth/jwt";
import { defaultLocale } from "@/lib/i18n/routing";
import { isSignedInSessionToken } from "@/lib/auth/session-token";
import { renderedRoute } from "@/lib/navigation/rendered-routes";
import { GLOBAL_GUARDS, guardsFor, runGuards, type GuardContext, type GuardDecision } from "./guards";
import { withRememberedDecisions } from "@/lib/i18n/remembered-decisions";
import { proxyRouting } from "./intl-routing";
import { resolveRoute, routerPath, splitLocale } from "@/lib/i18n/route-match";
import { applySecurityHeaders, newNonce } from "./security-headers";
import { needsOutageAnswer, RETRY_AFTER_SECONDS } from "./outage";
import { answerForeignAction, answerUnreadableAction, hasForeignOrigin, hasUnreadableActionBody, isPossibleServerAction } from "./server-actions";
import { answerBadApiRequest, answerBadRequest, isUnreadableUrl } from "./bad-request";
import { OUTAGE_HEADER, OUTAGE_PATH, UNMATCHED_PATH_HEADER } from "./status-headers";
import { syncSessionHint } from "./session-hint";
import { secureProxyCookies } from "./secure-cookies";
import { activePagesCache, redirectsCache } from "./state";

const intlMiddleware = withRememberedDecisions(createMiddleware(proxyRouting));

/**
 * Only the framework may send the first (from outside it is a bypass attempt, CVE-2025-29927);
 * only the proxy may set the outage flag (status-headers.ts).
 */
const FORGED_HEADERS = ["x-middleware-subrequest", OUTAGE_HEADER];

function stripForgedHeaders(request: NextRequest): NextRequest {
  if (!FORGED_HEADERS.some((name) => request.headers.has(name))) return request;
  const headers = new Headers(request.headers);
  for (const name of FORGED_HEADERS) headers.delete(name);
  return new NextRequest(request.url, { method: request.method, headers });
}

const LOCALE_COOKIE = "NEXT_LOCALE";
const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Remembers Arabic as the visitor's language when they open an Arabic page (as next-intl does). */
function syncDefaultLocaleCookie(request: NextRequest, response: Response): void {
  const dest = request.headers.get("sec-fetch-dest");
  if (dest !== null && dest !== "document") return;
  const current = request.cookies.get(LOCALE_COOKIE)?.value;
  if (current === undefined || current === defaultLocale || !(response instanceof NextResponse)) return;
  response.cookies.set(LOCALE_COOKIE, defaultLocale, { path: "/", maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax" });
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
 * Where a guard decoded the session, the header's "signed in" hint cookie is mended to match it.
 */
export async function handleRequest(incoming: NextRequest): Promise<Response> {
  if (isApiPath(incoming.nextUrl.pathname)) return routeApiRequest(incoming);
  const routed: RoutedRequest = { signedIn: null, perRequest: false };
  const response = await routeRequest(incoming, routed);
  syncSessionHint(incoming, response, routed.signedIn);
  secureProxyCookies(incoming, response);
  // A nonce only where the HTML is rendered for this request: a cached copy could not carry it.
  applySecurityHeaders(incoming, response, routed.perRequest ? newNonce() : null);
  return response;
}

const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

/**
 * An API path reaches the proxy only when it has a percent-escape (proxy.ts): past the proxy, Next
 * fails to decode an unreadable one into the route's parameters (a 500), so it is answered here.
 */
function routeApiRequest(request: NextRequest): NextResponse {
  const { pathname, search, searchParams } = request.nextUrl;
  return isUnreadableUrl(pathname, search) ? answerBadApiRequest(searchParams.get("lang")) : NextResponse.next();
}

interface RoutedRequest {
  /** What a guard learnt by decoding the session, or null when no guard needed to. */
  signedIn: boolean | null;
  /** The page is rendered for this request (lib/navigation/rendered-routes.ts). */
  perRequest: boolean;
}

async function routeRequest(incoming: NextRequest, routed: RoutedRequest): Promise<NextResponse> {
  const request = stripForgedHeaders(incoming);
  const force = wantsFreshCopies(request);
  const { pathname, search } = request.nextUrl;
  if (isUnreadableUrl(pathname, search)) return answerBadRequest(splitLocale(pathname).locale);
  if (isPossibleServerAction(request) && hasForeignOrigin(request)) return answerForeignAction();
  if (isPossibleServerAction(request) && (await hasUnreadableActionBody(request))) return answerUnreadableAction();
  // Locale, route and guards follow the page the router will render, however the path is spelt.
  const rendered = routerPath(pathname);

  let session: Promise<boolean> | null = null;
  const context: GuardContext = {
    pathname,
    search,
    locale: splitLocale(rendered).locale,
    routeKey: null,
    hasSession: () =>
      (session ??= getToken({ req: request, secret: process.env.NEXTAUTH_SECRET })
        .then((token) => isSignedInSessionToken(token))
        .catch(() => false)
        .then((signedIn) => (routed.signedIn = signedIn))),
    activePages: () => activePagesCache.get({ force }),
    redirects: () => redirectsCache.get({ force }),
  };

  const early = await runGuards(GLOBAL_GUARDS, context);
  if (early) return toResponse(early, request);

  const unprefixedPage = rendered !== "/" && !splitLocale(rendered).prefixed;
  // Locale detection (cookie, Accept-Language) applies to the root only, as Nuxt i18n's
  // `redirectOn: "root"`: any other unprefixed path is Arabic by definition, so a shared Arabic link
  // opens in Arabic even for a visitor whose last choice was English.
  const response = intlMiddleware(request, { detectLocale: !unprefixedPage, firstVisit: !request.cookies.has(LOCALE_COOKIE) });
  if (isRedirect(response)) return response;
  if (unprefixedPage) syncDefaultLocaleCookie(request, response);

  // Not redirected: an unprefixed path is Arabic, `/en/...` English.
  const route = resolveRoute(pathname);
  context.locale = splitLocale(rendered).locale;
  context.routeKey = route?.routeKey ?? null;
  // A server action posts to the page it was called from and checks the session where it reads;
  // a page guard's redirect would carry its POST to another page, which has no such action.
  const decision = request.method === "POST" && request.headers.has("next-action") ? null : await runGuards(guardsFor(context.routeKey), context);
  if (decision) {
    const guarded = toResponse(decision, request);
    for (const cookie of response.cookies.getAll()) guarded.cookies.set(cookie);
    return guarded;
  }
  if (context.routeKey && guardsFor(context.routeKey).some((name) => name === "auth" || name === "guest")) {
    // Session-dependent answers must not be shared by caches.
    response.headers.set("cache-control", "private, no-store");
  }
  // Both answers below are drawn by the catch-all page, for this request only.
  routed.perRequest = true;
  if (!route) return answerOnCatchAll(request, response, 404, context.locale);
  const internal = routerPath(new URL(response.headers.get("x-middleware-rewrite") ?? request.url).pathname);
  const page = renderedRoute(internal, request.nextUrl.searchParams);
  if (await needsOutageAnswer(request, page)) return answerOnCatchAll(request, response, 503, context.locale);
  routed.perRequest = page.perRequest;
  return page.pathname === internal ? response : rewriteTo(page.pathname, request, response);
}

/**
 * A status view of the catch-all page (status-headers.ts), rendered for this request inside the
 * layout; next-intl's cookies are kept.
 * - 503 with Retry-After: the backend is unreachable and Next has no cached copy of the page
 *   (lib/proxy/outage.ts says why not a 500 or 404).
 * - 404: a path no route matches; the flag has the page render the localized 404 into the server
 *   HTML (components/layout/not-found-response.tsx says why notFound() alone leaves it empty).
 *   The rule for 404s (docs/deploy.md, "404s and caches"): a 404 is cached as the route that
 *   answers it. Such paths are unbounded (anyone can make up more), so this one is `private,
 *   no-store`. An unknown slug under a cached route (`/doctor/x`, `/x` under the blog's `/[slug]`)
 *   is that route's own 404, kept by Next and shared caches like its pages: one render per
 *   revalidation, and gone when the CMS publishes that slug (its tag is revalidated).
 */
function answerOnCatchAll(request: NextRequest, response: NextResponse, status: 404 | 503, locale: string): NextResponse {
  const headers = new Headers(request.headers);
  const outage = status === 503;
  headers.set(outage ? OUTAGE_HEADER : UNMATCHED_PATH_HEADER, outage ? `${request.nextUrl.pathname}${request.nextUrl.search}` : "1");
  const target = outage ? new URL(`/${locale}${OUTAGE_PATH}`, request.url) : new URL(response.headers.get("x-middleware-rewrite") ?? request.url);
  const answer = NextResponse.rewrite(target, { status, request: { headers } });
  for (const cookie of response.cookies.getAll()) answer.cookies.set(cookie);
  answer.headers.set("cache-control", outage ? "no-store" : "private, no-store");
  if (outage) answer.headers.set("retry-after", String(RETRY_AFTER_SECONDS));
  return answer;
}

/**
 * The route of the table that renders the URL (lib/navigation/rendered-routes.ts); the public URL
 * keeps its query string. What next-intl added (cookies, alternate links) is kept.
 */
function rewriteTo(pathname: string, request: NextRequest, response: NextResponse): NextResponse {
  const target = request.nextUrl.clone();
  target.pathname = pathname;
  const headers = new Headers(response.headers);
  headers.delete("x-middleware-next");
  headers.delete("x-middleware-rewrite");
  return NextResponse.rewrite(target, { headers });
}
