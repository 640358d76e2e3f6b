import { NextRequest, NextResponse } from "next/server";

/**
 * next-intl's middleware answers each request from scratch: it negotiates Accept-Language and
 * compiles and sorts its path templates every time, about 0.1 ms of a cached page's 1 ms. Its
 * answer depends on nothing but the inputs in `decisionKey`, so the same visit (same URL, language
 * headers, locale cookie, request kind) gets the same answer: this keeps the answer's shape and
 * rebuilds it for each request.
 *
 * The rebuilt answer does not override the request's headers. next-intl adds its locale header
 * there for pages that never call `setRequestLocale`; here the `[locale]` layout calls it for every
 * page beneath it, and the rewritten path names the locale. Without the override, Next passes the
 * request on as it came instead of copying every header into a new one.
 */

type Middleware = (request: NextRequest) => NextResponse;

export interface DecisionInputs {
  /** Whether next-intl may pick the language from the locale cookie and Accept-Language. */
  detectLocale: boolean;
  /**
   * The visitor has no locale cookie yet: a page answer then sets none (it may be kept by shared
   * caches, and the root's detection falls back to Accept-Language, which is what such a visitor's
   * browser said); a redirect still does.
   */
  firstVisit?: boolean;
}

/** The cookie next-intl sets, without its Expires date: it is recomputed from Max-Age on replay. */
type LocaleCookie = Parameters<NextResponse["cookies"]["set"]>[0] & object;

interface Decision {
  /** A redirect's status and absolute target, or null when the request goes on. */
  redirect: { status: number; location: string } | null;
  /** The internal URL of a rewrite, or null for "next". */
  rewrite: string | null;
  cookie: LocaleCookie | null;
}

/** Every input next-intl reads for a routing without domains or base path. */
function decisionKey(request: NextRequest, cookieName: string, { detectLocale }: DecisionInputs): string {
  const cookie = detectLocale ? request.cookies.get(cookieName)?.value : undefined;
  return [
    request.nextUrl.href,
    detectLocale ? (request.headers.get("accept-language") ?? "") : "",
    cookie === undefined ? "" : `=${cookie}`,
    request.headers.get("sec-fetch-dest") ?? "",
  ].join("\n");
}

/** The request as next-intl sees it when it must not detect a language: no cookie, no Accept-Language. */
function withoutLocaleDetection(request: NextRequest, cookieName: string): NextRequest {
  const headers = new Headers(request.headers);
  headers.delete("accept-language");
  const cookies = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${cookieName}=`));
  if (cookies.length > 0) headers.set("cookie", cookies.join("; "));
  else headers.delete("cookie");
  return new NextRequest(request.url, { method: request.method, headers });
}

function decisionOf(response: NextResponse, cookieName: string): Decision {
  const location = response.headers.get("location");
  const cookie = response.cookies.get(cookieName);
  const kept: LocaleCookie | null = cookie ? { ...cookie, expires: undefined } : null;
  return {
    redirect: location ? { status: response.status, location } : null,
    rewrite: response.headers.get("x-middleware-rewrite"),
    cookie: kept,
  };
}

function replay(decision: Decision, { firstVisit = false }: DecisionInputs): NextResponse {
  let response: NextResponse;
  if (decision.redirect) response = NextResponse.redirect(decision.redirect.location, decision.redirect.status);
  else response = decision.rewrite ? NextResponse.rewrite(decision.rewrite) : NextResponse.next();
  if (decision.cookie && (decision.redirect || !firstVisit)) response.cookies.set(decision.cookie);
  return response;
}

/**
 * `middleware` with its answers kept per decision key, the `maxEntries` most recent ones (URLs with
 * queries make the keys unbounded). A remembered answer equals a fresh one but for the request
 * header override (tests/unit/i18n/remembered-decisions.test.ts compares them for every route). Without
 * locale detection, the request is copied without its language inputs only the first time.
 */
export function withRememberedDecisions(
  middleware: Middleware,
  { cookieName = "NEXT_LOCALE", maxEntries = 2000 }: { cookieName?: string; maxEntries?: number } = {},
): (request: NextRequest, inputs?: DecisionInputs) => NextResponse {
  const decisions = new Map<string, Decision>();
  return (request, inputs = { detectLocale: true }) => {
    const key = decisionKey(request, cookieName, inputs);
    let decision = decisions.get(key);
    if (decision) {
      decisions.delete(key);
    } else {
      const seen = inputs.detectLocale ? request : withoutLocaleDetection(request, cookieName);
      decision = decisionOf(middleware(seen), cookieName);
      if (decisions.size >= maxEntries) decisions.delete(decisions.keys().next().value as string);
    }
    decisions.set(key, decision);
    return replay(decision, inputs);
  };
}
