// @vitest-environment node
import { describe, expect, it } from "vitest";
import { NextRequest, type NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { proxyRouting } from "@/lib/proxy/intl-routing";
import { withRememberedDecisions } from "@/lib/i18n/remembered-decisions";
import { everyRequestPath } from "../proxy/route-forms";

const fresh = createMiddleware(proxyRouting);

function request(url: string, headers: Record<string, string>) {
  return new NextRequest(new URL(encodeURI(url), "http://localhost:3000"), { headers });
}

/** next-intl's request header override, which remembered answers leave out on purpose. */
const OVERRIDE = /^x-middleware-(override-headers|request-)/;

/**
 * Every header of an answer but the request override; cookie dates are "now + max-age", so they
 * are compared without them.
 */
function answer(response: NextResponse) {
  const headers = [...response.headers.entries()]
    .filter(([name]) => !OVERRIDE.test(name))
    .map(([name, value]) => `${name}: ${value.replace(/Expires=[^;]*; /g, "")}`);
  return { status: response.status, headers: headers.sort() };
}

const visitors: Record<string, string>[] = [
  {},
  { "accept-language": "en-US,en;q=0.9" },
  { "accept-language": "ar-SA,ar;q=0.9", "user-agent": "phone" },
  { cookie: "NEXT_LOCALE=en" },
  { cookie: "NEXT_LOCALE=ar; other=1", "accept-language": "en" },
  { cookie: "NEXT_LOCALE=fr" },
  { "sec-fetch-dest": "empty", cookie: "NEXT_LOCALE=en" },
  { "sec-fetch-dest": "document", "accept-language": "en" },
];

describe("remembered locale decisions", () => {
  // Thousands of comparisons: quick alone, slow beside a build on a busy machine (hence the time limit).
  it("answer every route, query, cookie, language and request kind as next-intl does, first time and after", () => {
    const remembered = withRememberedDecisions(fresh);
    let compared = 0;
    for (const path of everyRequestPath()) {
      for (const url of [path, `${path}?page=2&q=قلب`]) {
        for (const headers of visitors) {
          const expected = answer(fresh(request(url, headers)));
          const label = `${url} ${JSON.stringify(headers)}`;
          expect(answer(remembered(request(url, headers))), `${label} (first)`).toEqual(expected);
          expect(answer(remembered(request(url, headers))), `${label} (remembered)`).toEqual(expected);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  }, 60_000);

  it("passes the request on as it came: no header override, first time or after", () => {
    const remembered = withRememberedDecisions(fresh);
    for (const url of ["/en/clinics", "/en/clinics", "/", encodeURI("/الأطباء")]) {
      const headers = [...remembered(request(url, { "user-agent": "phone", cookie: "session=a" })).headers.keys()];
      expect(headers.filter((name) => OVERRIDE.test(name)), url).toEqual([]);
    }
  });

  it("without locale detection, answers as next-intl does for a request without cookie and language", () => {
    const remembered = withRememberedDecisions(fresh);
    let compared = 0;
    for (const path of everyRequestPath().filter((p) => p !== "/" && !p.startsWith("/en") && !p.startsWith("/ar"))) {
      for (const headers of visitors) {
        const dest = headers["sec-fetch-dest"];
        const expected = answer(fresh(request(path, dest ? { "sec-fetch-dest": dest } : {})));
        for (const round of ["first", "remembered"]) {
          const label = `${path} ${JSON.stringify(headers)} (${round})`;
          expect(answer(remembered(request(path, headers), { detectLocale: false })), label).toEqual(expected);
        }
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("keys a detection-free answer by the URL alone, so visitors' languages share it", () => {
    let calls = 0;
    const remembered = withRememberedDecisions((r: NextRequest) => {
      calls++;
      return fresh(r);
    });
    for (const headers of visitors) remembered(request("/clinics", headers), { detectLocale: false });
    // The request kind (sec-fetch-dest) is still an input: "", "empty" and "document".
    expect(calls).toBe(3);
  });

  it("sets the locale cookie with a fresh expiry date each time", () => {
    const remembered = withRememberedDecisions(fresh);
    const first = remembered(request("/en/clinics", {})).cookies.get("NEXT_LOCALE");
    const later = remembered(request("/en/clinics", {})).cookies.get("NEXT_LOCALE");
    expect(later?.value).toBe("en");
    expect(later?.maxAge).toBe(first?.maxAge);
    expect(later?.expires).toBeInstanceOf(Date);
    expect(Math.abs(Number(later?.expires) - (Date.now() + Number(later?.maxAge) * 1000))).toBeLessThan(5_000);
  });

  it("sets no locale cookie on a first visit's page answer; a redirect keeps next-intl's", () => {
    const remembered = withRememberedDecisions(fresh);
    expect(fresh(request("/en/clinics", {})).cookies.get("NEXT_LOCALE")?.value).toBe("en");
    for (let i = 0; i < 2; i++) {
      expect(remembered(request("/en/clinics", {}), { detectLocale: true, firstVisit: true }).cookies.get("NEXT_LOCALE")).toBeUndefined();
      const redirect = remembered(request("/", { "accept-language": "en" }), { detectLocale: true, firstVisit: true });
      expect(redirect.headers.get("location")).toMatch(/\/en$/);
      expect(redirect.cookies.get("NEXT_LOCALE")?.value).toBe(fresh(request("/", { "accept-language": "en" })).cookies.get("NEXT_LOCALE")?.value);
    }
  });

  it("keeps at most maxEntries answers, dropping the least recently used", () => {
    let calls = 0;
    const counted = (r: NextRequest) => {
      calls++;
      return fresh(r);
    };
    const remembered = withRememberedDecisions(counted, { maxEntries: 2 });
    for (const path of ["/en/news", "/en/events", "/en/news", "/en/clinics", "/en/news", "/en/events"]) remembered(request(path, {}));
    // news, events: 2 calls; news: kept; clinics: 3rd call, events leaves; news: kept; events: 4th call.
    expect(calls).toBe(4);
  });
});
