import { NextResponse, type NextRequest } from "next/server";

/**
 * next-intl's middleware answers each request from scratch: it negotiates Accept-Language and
 * compiles and sorts its path templates every time, about 0.1 ms of a cached page's 1 ms. Its
 * answer depends on nothing but the inputs in `decisionKey`, so the same visit (same URL, language
 * headers, locale cookie, request kind) gets the same answer: this keeps the answer's shape and
 * rebuilds it for each request with that request's own headers.
 */

type Middleware = (request: NextRequest) => NextResponse;

/** The cookie next-intl sets, without its Expires date: it is recomputed from Max-Age on replay. */
type LocaleCookie = Parameters<NextResponse["cookies"]["set"]>[0] & object;

interface Decision {
  /** A redirect's status and absolute target, or null when the request goes on. */
  redirect: { status: number; location: string } | null;
  /** The internal URL of a rewrite, or null for "next". */
  rewrite: string | null;
  /** The locale handed to the page in the request header, or null when none was set. */
  locale: string | null;
  cookie: LocaleCookie | null;
}

const LOCALE_HEADER = "x-next-intl-locale";

/** Every input next-intl reads for a routing without domains or base path. */
function decisionKey(request: NextRequest, cookieName: string): string {
  const cookie = request.cookies.get(cookieName)?.value;
  return [
    request.nextUrl.href,
    request.headers.get("accept-language") ?? "",
    cookie === undefined ? "" : `=${cookie}`,
    request.headers.get("sec-fetch-dest") ?? "",
  ].join("\n");
}

function decisionOf(response: NextResponse, cookieName: string): Decision {
  const location = response.headers.get("location");
  const cookie = response.cookies.get(cookieName);
  const kept: LocaleCookie | null = cookie ? { ...cookie, expires: undefined } : null;
  return {
    redirect: location ? { status: response.status, location } : null,
    rewrite: response.headers.get("x-middleware-rewrite"),
    locale: response.headers.get(`x-middleware-request-${LOCALE_HEADER}`),
    cookie: kept,
  };
}

function replay(decision: Decision, request: NextRequest): NextResponse {
  let response: NextResponse;
  if (decision.redirect) {
    response = NextResponse.redirect(decision.redirect.location, decision.redirect.status);
  } else if (decision.locale === null) {
    response = decision.rewrite ? NextResponse.rewrite(decision.rewrite) : NextResponse.next();
  } else {
    const headers = new Headers(request.headers);
    headers.set(LOCALE_HEADER, decision.locale);
    response = decision.rewrite
      ? NextResponse.rewrite(decision.rewrite, { request: { headers } })
      : NextResponse.next({ request: { headers } });
  }
  if (decision.cookie) response.cookies.set(decision.cookie);
  return response;
}

/**
 * `middleware` with its answers kept per decision key, the `maxEntries` most recent ones (URLs with
 * queries make the keys unbounded). A replayed answer equals a fresh one
 * (tests/unit/proxy/intl-decisions.test.ts compares them for every route).
 */
export function withRememberedDecisions(
  middleware: Middleware,
  { cookieName = "NEXT_LOCALE", maxEntries = 2000 }: { cookieName?: string; maxEntries?: number } = {},
): Middleware {
  const decisions = new Map<string, Decision>();
  return (request) => {
    const key = decisionKey(request, cookieName);
    const known = decisions.get(key);
    if (known) {
      decisions.delete(key);
      decisions.set(key, known);
      return replay(known, request);
    }
    const response = middleware(request);
    decisions.set(key, decisionOf(response, cookieName));
    if (decisions.size > maxEntries) decisions.delete(decisions.keys().next().value as string);
    return response;
  };
}
