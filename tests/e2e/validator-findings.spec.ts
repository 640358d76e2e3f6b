import { expect } from "@playwright/test";
import { fetchPage } from "./helpers/html";
import { markupFindings } from "./helpers/markup-findings";
import { test } from "./helpers/test";

/**
 * What HTML_CodeSniffer and an HTML validator found on the site's pages (issue 42, item 7), read
 * from each page's HTML as the server sends it (the markup every visitor and crawler gets): no
 * input whose implied type carries autocomplete, no label for= the control it wraps, no two
 * controls of one form with one name, no aria-label where the role takes none, no two landmarks of
 * one kind without distinct names. Both languages, a page of each layout and form: the server's
 * HTML parsed with no browser (jsdom), then a few pages in a browser once their code has run.
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

for (const lang of ["ar", "en"] as const) {
  test(`public and account pages carry none of the validators' findings (${lang})`, async ({ request }) => {
    const found: string[] = [];
    for (const path of PAGES) {
      const url = lang === "en" ? `/en${path}` : (ARABIC[path] ?? (path || "/"));
      const page = await fetchPage(request, url);
      expect(page.response.status(), url).toBe(200);
      for (const finding of markupFindings(page.doc)) found.push(`${url}: ${finding}`);
    }
    expect(found, found.join("\n")).toEqual([]);
  });
}

for (const lang of ["ar", "en"] as const) {
  test(`the pages as their code leaves them (the menu sheet and the islands mounted) carry none of them either (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const found: string[] = [];
    for (const path of ["", "/doctor/mohammed-al-ghamdi-cardiology", "/contact-us"]) {
      const url = lang === "en" ? `/en${path}` : encodeURI(ARABIC[path] ?? (path || "/"));
      await page.goto(url);
      // The menu's button replaces its site-map link once the page's code runs.
      await expect(page.locator("button[aria-controls=mobile-menu]")).toBeAttached();
      const findings: string[] = await page.evaluate(`(${markupFindings.toString()})(document)`);
      for (const finding of findings) found.push(`${decodeURI(url)}: ${finding}`);
    }
    expect(found, found.join("\n")).toEqual([]);
  });
}
