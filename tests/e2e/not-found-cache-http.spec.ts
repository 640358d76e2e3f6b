import { expect, test } from "@playwright/test";
import { fetchPage } from "./helpers/html";

/*
 * One rule for 404s and caches (docs/deploy.md, "404s and caches"; lib/proxy/handler.ts): a 404 is
 * cached as the route that answers it. A path no route matches is unbounded, so no cache keeps it;
 * an unknown slug under a cached route is that route's own answer, kept like its pages.
 */

const AR = { cookie: "NEXT_LOCALE=ar", "accept-language": "ar" };

test("a path no route matches is a 404 no cache keeps, in both languages", async ({ request }) => {
  for (const url of ["/en/no/such/page", "/en/doctor/x/y", "/en/clinics/page/99999", "/لا/توجد/صفحة", "/doctor/x/y"]) {
    const { response, doc } = await fetchPage(request, url, { headers: url.startsWith("/en") ? {} : AR });
    expect(response.status(), url).toBe(404);
    expect(response.headers()["cache-control"], url).toBe("private, no-store");
    expect(doc.querySelector("h1"), url).not.toBeNull();
  }
});

test("an unknown slug under a cached route is that route's 404, kept by shared caches like its pages, in both languages", async ({ request }) => {
  for (const url of ["/en/doctor/no-such-doctor-cache-rule", "/doctor/لا-طبيب-بهذا-الاسم", "/en/no-such-article-cache-rule", "/لا-مقال-بهذا-الاسم", "/en/clinic/no-such-clinic-cache-rule"]) {
    // A visitor with no language cookie yet: an answer that sets one is private whatever the page.
    const { response, doc } = await fetchPage(request, url);
    expect(response.status(), url).toBe(404);
    expect(response.headers()["cache-control"], url).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers()["set-cookie"], url).toBeUndefined();
    expect(doc.querySelector("h1"), url).not.toBeNull();
  }
});
