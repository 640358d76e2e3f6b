import { expect, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { fetchPage as fetchFrame, h1Text, placeStreamedParts, type Lang } from "./helpers/html";
import { addChild } from "./helpers/records";
import { signInByHealthRecord } from "./helpers/session";
import { test } from "./helpers/test";

/*
 * "My health record" by request (issue 53): a patient signed in by health record reads the
 * sandbox HIS's record through /profile/records in both languages, each tab per request and never
 * cached; a child of their family through `?person=`; a report's PDF through the site's own route,
 * as an attachment. Another account gets the 404 for the child and the report. What needs a
 * browser (switching tabs and persons by hand, opening a chart) is in records.spec.ts.
 */

const PATH: Record<Lang, string> = { ar: "/profile/records", en: "/en/profile/records" };
const TITLE: Record<Lang, string> = { ar: "سجلي الصحي", en: "My health record" };
const TABS = ["results", "visits", "prescriptions", "reports", "allergies", "access-log"] as const;
/** The HIS's names of two panels and a test in each language (the sandbox sends its Arabic). */
const NAMES: Record<Lang, { hba1cPanel: string; lipidPanel: string; hba1c: string }> = {
  ar: { hba1cPanel: "السكر التراكمي (HbA1c)", lipidPanel: "صورة الدهون", hba1c: "الهيموغلوبين السكري (HbA1c)" },
  en: { hba1cPanel: "HbA1c", lipidPanel: "Lipid profile", hba1c: "Hemoglobin A1c" },
};

function expectPrivate(headers: Record<string, string>, what: string) {
  const cacheControl = headers["cache-control"] ?? "";
  expect(cacheControl, what).toContain("private");
  expect(cacheControl, what).toContain("no-store");
}

/**
 * The page with its streamed tab content in place (the record is read after the page's frame is
 * sent). The e2e backend's health-record access tokens live 12 s and a page past half of that
 * sends a browser to renew it in script (/login?renew=1): asking next-auth for the session first,
 * as the browser's session check does, renews it here.
 */
async function fetchPage(request: APIRequestContext, path: string) {
  await request.get("/api/auth/session");
  const page = await fetchFrame(request, path);
  return { ...page, doc: placeStreamedParts(page.doc, page.html) };
}

const text = (node: Element | null | undefined) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();

async function signedIn(context: BrowserContext, lang: Lang) {
  return signInByHealthRecord(context, lang);
}

for (const lang of ["en", "ar"] as const) {
  test(`a patient signed in by health record reads every tab of their record, never cached (${lang})`, async ({ context }) => {
    await signedIn(context, lang);
    for (const tab of TABS) {
      const { response, doc } = await fetchPage(context.request, `${PATH[lang]}?tab=${tab}`);
      expect(response.status(), tab).toBe(200);
      expectPrivate(response.headers(), tab);
      expect(h1Text(doc)).toBe(TITLE[lang]);
      expect(doc.documentElement.lang).toBe(lang);
      expect(doc.querySelector(`nav a[aria-current='page'][href$='tab=${tab}']`), tab).not.toBeNull();
      expect(doc.querySelector("[data-notice]"), `${tab}: ${text(doc.querySelector("[data-notice]"))}`).toBeNull();
      expect(doc.querySelector("[data-testid='records-empty']"), tab).toBeNull();
      if (tab === "results") {
        const groups = [...doc.querySelectorAll("[data-testid='panel-group'] h2")].map(text);
        expect(groups).toEqual(expect.arrayContaining([expect.stringContaining(NAMES[lang].hba1cPanel), expect.stringContaining(NAMES[lang].lipidPanel)]));
        // Every value with its unit and range; the out-of-range ones flagged in words.
        const flagged = [...doc.querySelectorAll("tr[data-flag]:not([data-flag='none'])")];
        expect(flagged.length).toBeGreaterThan(0);
        // A trend's time runs the way the page reads: the newest point right of the oldest in
        // English, left of it in Arabic (the chart is drawn on the server).
        const hba1c = [...doc.querySelectorAll("[data-testid='trend-details']")].find((d) => text(d.querySelector("summary")).startsWith(`${NAMES[lang].hba1c}: 4`));
        const xs = [...(hba1c?.querySelectorAll("svg[data-width='wide'] [data-point]") ?? [])].map((p) =>
          Number((p.tagName.toLowerCase() === "g" ? p.lastElementChild! : p).getAttribute("cx")),
        );
        expect(xs, "HbA1c trend points").toHaveLength(4);
        if (lang === "ar") expect(xs[0]).toBeGreaterThan(xs[3]!);
        else expect(xs[0]).toBeLessThan(xs[3]!);
        expect(text(flagged[0]!.querySelector("[data-flag]"))).toMatch(lang === "en" ? /High|Low|Critically|Abnormal/ : /مرتفع|منخفض|غير طبيعي/);
        // Each test's trend: a chart hidden from screen readers and its table.
        const trend = doc.querySelector("[data-testid='trend']")!;
        expect(trend.querySelector("svg")!.getAttribute("aria-hidden")).toBe("true");
        expect(trend.querySelectorAll("table tbody tr").length).toBeGreaterThan(1);
        expect(trend.querySelector("svg")!.getAttribute("data-direction")).toBe(lang === "ar" ? "rtl" : "ltr");
      }
      if (tab === "reports") expect(doc.querySelectorAll("[data-testid='report'] a[download]").length).toBeGreaterThanOrEqual(3);
      if (tab === "access-log") expect(doc.querySelectorAll("[data-testid='access-log'] tbody tr").length).toBeGreaterThanOrEqual(1);
    }
  });
}

test("a report's PDF streams through the site as a private attachment; another account gets 404 for it and for the child's record", async ({ context, browser, baseURL }) => {
  const patient = await signedIn(context, "en");
  const childId = await addChild(context.request, patient);

  const reports = await fetchPage(context.request, `${PATH.en}?tab=reports`);
  const href = reports.doc.querySelector("[data-testid='report'] a[download]")!.getAttribute("href")!;
  expect(href).toMatch(/^\/api\/records\/reports\/[^/]+\/file$/);
  const file = await context.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);
  expectPrivate(file.headers(), "the PDF");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The child's record, through the person switch's link.
  const own = await fetchPage(context.request, PATH.en);
  const childLink = [...own.doc.querySelectorAll("nav a")].find((a) => a.getAttribute("href")?.includes(`person=${childId}`));
  expect(childLink, "the person switch links the child").toBeTruthy();
  const child = await fetchPage(context.request, `${PATH.en}?tab=visits&person=${childId}`);
  expect(child.response.status()).toBe(200);
  expect(text(child.doc.querySelector("nav a[aria-current='page'][href*='person=']"))).toBe("Sara Test");
  expect(child.doc.querySelectorAll("[data-testid='visit']").length).toBeGreaterThan(0);

  const other = await browser.newContext({ baseURL });
  await signedIn(other, "en");
  const stranger = await fetchPage(other.request, `${PATH.en}?tab=results&person=${childId}`);
  expect(stranger.response.status()).toBe(404);
  expect(stranger.html).not.toContain("Sara Test");
  const stolen = await other.request.get(href);
  expect(stolen.status()).toBe(404);
  expectPrivate(stolen.headers(), "the refused PDF");
  // Signed out: the site's route streams nothing either.
  const anonymous = await browser.newContext({ baseURL });
  expect((await anonymous.request.get(href)).status()).toBe(401);
  await Promise.all([other.close(), anonymous.close()]);
});

test("signed out, the record redirects to sign-in and back; a malformed person is a 404", async ({ context }) => {
  const redirected = await context.request.get(`${PATH.en}?tab=visits`, { maxRedirects: 0 });
  expect(redirected.status()).toBe(307);
  const location = new URL(redirected.headers().location ?? "", "http://site.test");
  expect(location.pathname).toBe("/en/sign-in");
  expect(location.searchParams.get("callbackUrl")).toBe(`${PATH.en}?tab=visits`);
  expect(redirected.headers()["cache-control"]).toContain("no-store");

  await signedIn(context, "ar");
  expect((await fetchPage(context.request, `${PATH.ar}?person=abc`)).response.status()).toBe(404);
});
