// @vitest-environment node
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import createMiddleware from "next-intl/middleware";
import { pathnames, routing } from "@/lib/i18n/routing";
import { proxyRouting } from "@/lib/proxy/intl-routing";
import { entries, everyRequestPath } from "./route-forms";

const full = createMiddleware(routing);
const reduced = createMiddleware(proxyRouting);

function answer(middleware: typeof full, url: string, headers: Record<string, string>) {
  const response = middleware(new NextRequest(new URL(encodeURI(url), "http://localhost:3000"), { headers }));
  return {
    status: response.status,
    location: response.headers.get("location"),
    rewrite: response.headers.get("x-middleware-rewrite"),
    next: response.headers.get("x-middleware-next"),
    // Expires is "now + max-age": two answers a second boundary apart differ there and nowhere else.
    cookie: response.headers.get("set-cookie")?.replace(/Expires=[^;]*; /, "") ?? null,
  };
}

describe("the proxy's routing copy", () => {
  it("keeps only the home page and the localized entries", () => {
    const kept = Object.keys(proxyRouting.pathnames ?? {});
    expect(kept).toContain("/");
    expect(kept).toContain("/clinics");
    expect(kept).toContain("/services/[slug]");
    expect(kept).not.toContain("/doctor/[slug]");
    expect(kept.length).toBeLessThan(Object.keys(pathnames).length);
  });

  // Thousands of comparisons: quick alone, slow beside a build on a busy machine (hence the time limit).
  it("answers every route, prefix, cookie and language like the full routing", () => {
    const visitors: Record<string, string>[] = [
      {},
      { "accept-language": "en" },
      { cookie: "NEXT_LOCALE=en" },
      { cookie: "NEXT_LOCALE=ar", "accept-language": "en" },
    ];
    let compared = 0;
    for (const url of everyRequestPath()) {
      for (const headers of visitors) {
        expect(answer(reduced, url, headers), `${url} ${JSON.stringify(headers)}`).toEqual(answer(full, url, headers));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  }, 30_000);

  it("sends an internal route name of a localized page to its public path", () => {
    // The full table let its "/[slug]" entry serve "/secretPage" itself, a second URL of that page.
    for (const [key, entry] of entries) {
      if (typeof entry === "string" || key.includes("[")) continue;
      const at = (path: string) => new URL(encodeURI(path), "http://localhost:3000").href;
      if (key !== entry.ar) expect(answer(reduced, key, {}).location, key).toBe(at(entry.ar));
      if (key !== entry.en) expect(answer(reduced, `/en${key}`, {}).location, key).toBe(at(`/en${entry.en}`));
    }
  });
});
