import { NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { getToken } from "next-auth/jwt";
import { defaultLocale, type AppPathname } from "@/lib/i18n/routing";
import { isSignedInSessionToken } from "@/lib/auth/session-token";
import { doctorSearchRoute, LIST_KEY } from "@/lib/doctors/search-route";
import { GLOBAL_GUARDS, guardsFor, runGuards, type GuardContext, type GuardDecision } from "./guards";
import { withRememberedDecisions } from "./intl-decisions";
import { proxyRouting } from "./intl-routing";
import { resolveRoute, routerPath, splitLocale } from "./routes";
import { applySecurityHeaders, newNonce, NONCE_ROUTES } from "./security-headers";
import { internalPathOf, isPrerendered, needsOutageAnswer, RETRY_AFTER_SECONDS } from "./outage";
import { answerForeignAction, hasForeignOrigin, isPossibleServerAction } from "./action-origin";
import { answerUnreadableAction, hasUnreadableActionBody } from "./action-body";
import { answerBadApiRequest, answerBadRequest, isUnreadableUrl } from "./bad-request";
import { OUTAGE_HEADER, OUTAGE_PATH } from "./status-headers";
import { syncSessionHint } from "./session-hint";
import { secureProxyCookies } from "./secure-cookies";
import { UNMATCHED_PATH_HEADER } from "./unmatched";
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

function isServerAction(request: NextRequest): boolean {
  return request.method === "POST" && request.headers.has("next-action");
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
  const routed: RoutedRequest = { routeKey: null, signedIn: null };
  const response = await routeRequest(incoming, routed);
  syncSessionHint(incoming, response, routed.signedIn);
  secureProxyCookies(incoming, response);
  // A nonce only where the HTML is rendered for this request: a prerendered copy could not carry it.
  const perRequest = routed.routeKey !== null && NONCE_ROUTES.has(routed.routeKey) && !isPrerendered(internalPathOf(incoming, response));
  const nonce = perRequest ? newNonce() : null;
  applySecurityHeaders(incoming, response, nonce);
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
  routeKey: AppPathname | null;
  /** What a guard learnt by decoding the session, or null when no guard needed to. */
  signedIn: boolean | null;
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
  routed.routeKey = context.routeKey;
  // A server action posts to the page it was called from and checks the session where it reads;
  // a page guard's redirect would carry its POST to another page, which has no such action.
  const decision = isServerAction(request) ? null : await runGuards(guardsFor(context.routeKey), context);
  if (decision) {
    const guarded = toResponse(decision, request);
    for (const cookie of response.cookies.getAll()) guarded.cookies.set(cookie);
    return guarded;
  }
  if (context.routeKey && guardsFor(context.routeKey).some((name) => name === "auth" || name === "guest")) {
    // Session-dependent answers must not be shared by caches.
    response.headers.set("cache-control", "private, no-store");
  }
  if (!route) return answerUnmatched(request, response);
  const page = context.routeKey === "/doctors" ? routeDoctorSearch(request, response, context.locale) : response;
  return (await needsOutageAnswer(request, page)) ? answerOutage(request, page, context.locale) : page;
}

/**
 * The backend is unreachable and Next has no cached copy of the page: a 503 with Retry-After,
 * rendered by the catch-all page inside the layout (lib/proxy/outage.ts says why not a 500 or 404).
 */
function answerOutage(request: NextRequest, response: NextResponse, locale: string): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(OUTAGE_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const outage = NextResponse.rewrite(new URL(`/${locale}${OUTAGE_PATH}`, request.url), { status: 503, request: { headers } });
  for (const cookie of response.cookies.getAll()) outage.cookies.set(cookie);
  outage.headers.set("retry-after", String(RETRY_AFTER_SECONDS));
  outage.headers.set("cache-control", "no-store");
  return outage;
}

/**
 * A path no route matches ends on the catch-all page, which is rendered per request: its 404 status
 * is set here, and the flag tells the page to render the localized 404 into the server HTML
 * (components/layout/not-found-response.tsx says why notFound() alone leaves it empty).
 */
function answerUnmatched(request: NextRequest, response: NextResponse): NextResponse {
  const target = new URL(response.headers.get("x-middleware-rewrite") ?? request.url);
  const headers = new Headers(request.headers);
  headers.set(UNMATCHED_PATH_HEADER, "1");
  const unmatched = NextResponse.rewrite(target, { status: 404, request: { headers } });
  for (const cookie of response.cookies.getAll()) unmatched.cookies.set(cookie);
  unmatched.headers.set("cache-control", "private, no-store");
  return unmatched;
}

/**
 * A doctor search by ids is served by its cached per-combination route, a search by name by the
 * per-request one; the public URL (and so sharing, Back and crawlers) keeps its query string.
 */
function routeDoctorSearch(request: NextRequest, response: NextResponse, locale: string): NextResponse {
  const route = doctorSearchRoute(request.nextUrl.searchParams);
  const target = request.nextUrl.clone();
  target.pathname =
    route.kind === "byName"
      ? `/${locale}/doctors/search`
      : `/${locale}/doctors/f/${route.kind === "list" ? LIST_KEY : route.key}`;
  // Keeps what next-intl added (cookies, alternate links); only where it leads changes.
  const headers = new Headers(response.headers);
  headers.delete("x-middleware-next");
  headers.delete("x-middleware-rewrite");
  return NextResponse.rewrite(target, { headers });
}
