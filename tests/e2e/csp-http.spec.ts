import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PER_REQUEST_ROUTES } from "@/lib/navigation/rendered-routes";
import { fetchPage } from "./helpers/html";

/*
 * The Content-Security-Policy as a response shows it (lib/proxy/security-headers.ts, docs/security.md):
 * every page rendered per request runs its scripts by a nonce of its own answer, and cached pages,
 * which Next 16 cannot give one, keep scripts to the site's own origin.
 */

const AR = { cookie: "NEXT_LOCALE=ar", "accept-language": "ar" };

function scriptSources(policy: string | undefined): string[] {
  const part = (policy ?? "").split(";").map((p) => p.trim()).find((p) => p.startsWith("script-src "));
  return part ? part.split(/\s+/).slice(1) : [];
}

/** Pages of each per-request route of the table (and the catch-all's 404), in both languages. */
const PER_REQUEST_PAGES: Array<[string, number]> = [
  ["/en/sign-in", 200],
  ["/en/search?s=heart", 200],
  ["/الأطباء?name=csp", 200],
  ["/en/offers?search=csp", 200],
  ["/en/survey", 200],
  ["/en/no/such/page", 404],
  ["/لا/توجد/صفحة", 404],
];

test("every page rendered per request runs its inline scripts by a nonce new with each answer, or a hash the policy lists", async ({ request }) => {
  for (const [url, status] of PER_REQUEST_PAGES) {
    const headers = url.startsWith("/en") ? {} : AR;
    const nonces: string[] = [];
    for (let answer = 0; answer < 2; answer++) {
      const { response, doc } = await fetchPage(request, url, { headers });
      expect(response.status(), url).toBe(status);
      const sources = scriptSources(response.headers()["content-security-policy"]);
      expect(sources, url).toContain("'strict-dynamic'");
      expect(sources, url).not.toContain("'unsafe-inline'");
      const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, url).toBeTruthy();
      nonces.push(nonce!);
      const inline = [...doc.querySelectorAll("script:not([src])")].filter((script) => !/json/.test(script.getAttribute("type") ?? ""));
      expect(inline.length, url).toBeGreaterThan(0);
      for (const script of inline) {
        const hash = `'sha256-${createHash("sha256").update(script.textContent ?? "").digest("base64")}'`;
        const runs = script.getAttribute("nonce") === nonce || sources.includes(hash);
        expect(runs, `${url}: ${(script.textContent ?? "").slice(0, 60)}`).toBe(true);
      }
      // Script files too carry it: 'strict-dynamic' trusts only what a nonced script loads.
      for (const script of doc.querySelectorAll("script[src]")) expect(script.getAttribute("nonce"), url).toBe(nonce);
    }
    expect(nonces[0], url).not.toBe(nonces[1]);
  }
});

test("cached pages keep scripts to the site's own origin: no nonce can match their shared bytes (docs/security.md)", async ({ request }) => {
  for (const url of ["/", "/en", "/en/clinics", "/en/clinics?page=2", "/en/sign-up", "/en/doctors", "/en/doctors?sort=soonest", "/الأطباء?specialty=1", "/en/offers?sort=price-asc"]) {
    const { response } = await fetchPage(request, url, { headers: url.startsWith("/en") ? {} : AR });
    expect(response.status(), url).toBe(200);
    expect(scriptSources(response.headers()["content-security-policy"]), url).toEqual(["'self'", "'unsafe-inline'"]);
  }
});

test("the routes the build renders per request are exactly the table's per-request routes", () => {
  const dist = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next-e2e");
  const read = (file: string) => JSON.parse(readFileSync(path.join(dist, file), "utf8")) as Record<string, Record<string, { srcRoute?: string }>>;
  const prerender = read("prerender-manifest.json");
  const cached = new Set([...Object.keys(prerender.dynamicRoutes ?? {}), ...Object.values(prerender.routes ?? {}).map((route) => route.srcRoute)]);
  const pages = Object.keys(read("server/app-paths-manifest.json"))
    .filter((key) => key.startsWith("/[locale]/") && key.endsWith("/page"))
    .map((key) => key.slice(0, -"/page".length).replace(/\/\([^)]+\)/g, ""));
  const perRequest = pages.filter((route) => !cached.has(route)).map((route) => route.slice("/[locale]/".length));
  expect(perRequest.sort()).toEqual(["[...rest]", ...PER_REQUEST_ROUTES.filter((route) => pages.includes(`/[locale]/${route}`))].sort());
});
