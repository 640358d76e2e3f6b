import { expect, test } from "@playwright/test";
import { markupFindings } from "./helpers/markup-findings";

/**
 * What HTML_CodeSniffer and an HTML validator found on the site's pages (issue 42, item 7), read
 * from each page's HTML as the server sends it (the markup every visitor and crawler gets): no
 * input whose implied type carries autocomplete, no label for= the control it wraps, no two
 * controls of one form with one name, no aria-label where the role takes none, no two landmarks of
 * one kind without distinct names. Both languages, a page of each layout and form.
 */
const PAGES = ["", "/doctors", "/doctor/mohammed-al-ghamdi-cardiology", "/contact-us", "/sign-in", "/sign-up", "/reset-password", "/offers", "/FAQs", "/blog", "/clinics", "/risk-assessment", "/search?s=heart", "/site-map"];
const ARABIC: Record<string, string> = {
  "/doctors": "/الأطباء",
  "/doctor/mohammed-al-ghamdi-cardiology": "/doctor/محمد-الغامدي-أمراض-القلب",
  "/contact-us": "/اتصل-بنا",
  "/offers": "/العروض",
  "/FAQs": "/الأسئلة-الشائعة",
  "/blog": "/المدونة",
  "/clinics": "/العيادات",
  "/site-map": "/خريطة-الموقع",
};

/** The findings in `html`, parsed by the browser without running its scripts. */
const FINDINGS_IN_HTML = `(html) => (${markupFindings.toString()})(new DOMParser().parseFromString(html, "text/html"))`;

test("public and account pages carry none of the validators' findings, in both languages", async ({ page, request }) => {
  test.setTimeout(90_000);
  const found: string[] = [];
  for (const path of PAGES) {
    for (const url of [`/en${path}`, encodeURI(ARABIC[path] ?? (path || "/"))]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const findings: string[] = await page.evaluate(`(${FINDINGS_IN_HTML})(${JSON.stringify(await response.text())})`);
      for (const finding of findings) found.push(`${decodeURI(url)}: ${finding}`);
    }
  }
  expect(found, found.join("\n")).toEqual([]);
});

test("the pages as their code leaves them (the menu sheet and the islands mounted) carry none of them either", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const found: string[] = [];
  for (const path of ["", "/doctor/mohammed-al-ghamdi-cardiology", "/contact-us"]) {
    for (const url of [`/en${path}`, encodeURI(ARABIC[path] ?? (path || "/"))]) {
      await page.goto(url);
      // The menu's button replaces its site-map link once the page's code runs.
      await expect(page.locator("button[aria-controls=mobile-menu]")).toBeAttached();
      const findings: string[] = await page.evaluate(`(${markupFindings.toString()})(document)`);
      for (const finding of findings) found.push(`${decodeURI(url)}: ${finding}`);
    }
  }
  expect(found, found.join("\n")).toEqual([]);
});
