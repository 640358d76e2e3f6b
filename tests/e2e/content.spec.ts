import { expect } from "@playwright/test";
import { fetchPage } from "./helpers/html";
import { waitForRuntime } from "./helpers/runtime";
import { test } from "./helpers/test";

/*
 * What only a browser shows on the content lists, details and the home page (issue 5): "load more"
 * appending `?page=2` in place, the clinic search, the language switch naming the other language's
 * slug once the page runs, and the home page on a phone. Lists, details, paging, 404s and the home
 * page's sections as the server sends them are request-level (content-http.spec.ts); their axe
 * checks are the accessibility sweep's.
 */

// The list's code is one for every language: the English labels and pages are checked by request.
test("load more and ?page=2 show the same items (ar)", async ({ page }) => {
  const list = `/${encodeURIComponent("الأخبار")}`;
  const second = await fetchPage(page.request, `${list}?page=2`);
  expect(second.response.status()).toBe(200);
  const page2 = [...second.doc.querySelectorAll("main ul article h2")].map((h) => h.textContent?.trim() ?? "");

  await page.goto(list);
  // Clicked before the list's code listens, the link loads ?page=2 as a page of its own.
  await expect(page.locator("main [data-intent-island][data-listening]").first()).toBeAttached();
  const cards = page.locator("main ul article h2");
  const first = await cards.allTextContents();
  expect(first.length).toBe(3);
  await page.getByRole("link", { name: "عرض المزيد" }).click();
  await expect(cards).toHaveCount(first.length + 3);
  const appended = (await cards.allTextContents()).slice(first.length).map((title) => title.trim());
  expect(appended).toEqual(page2);
  expect(new URL(page.url()).search).toBe("");
});

test("clinic name search resets to page 1 and an empty search restores the list", async ({ page }) => {
  await page.goto("/en/clinics");
  // Searched before hydration, the server's GET form answers; clearing the box then waits for the
  // next search. This test is about the interactive list, so it starts once that can take over.
  await expect(page.locator('main [data-hydrated="true"]').first()).toBeAttached();
  const titles = page.locator("main ul article h2");
  const initial = await titles.allTextContents();
  const term = initial[0]!.split(" ")[0]!;
  await page.getByRole("searchbox", { name: "Search clinics by name" }).fill(term);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  // The search's answer, not the full list it replaces: only clinics that carry the term.
  await expect
    .poll(async () => {
      const shown = await titles.allTextContents();
      return shown.length > 0 && shown.length < initial.length && shown.every((title) => title.includes(term));
    })
    .toBe(true);
  await page.getByRole("searchbox", { name: "Search clinics by name" }).fill("");
  await expect(titles).toHaveText(initial);
});

test("the language switch names the Arabic slug once the page runs: on an article and on a clinic", async ({ page }) => {
  // The server's switch keeps this page's slug (it redirects: content-http and blog-search-static-http);
  // each detail page publishes the other language's slug to the switch when it runs.
  const clinics = await fetchPage(page.request, "/en/clinics");
  const clinic = decodeURI(clinics.doc.querySelector("main article h2 a")!.getAttribute("href")!);
  const clinicAlternate = (await fetchPage(page.request, clinic)).doc.querySelector('link[rel="alternate"][hreflang="ar"]')!.getAttribute("href")!;
  for (const [path, arabic] of [
    ["/en/ten-daily-habits-for-a-healthy-heart", "/عشر-عادات-يومية-لقلب-سليم"],
    [clinic, decodeURIComponent(new URL(clinicAlternate).pathname)],
  ] as const) {
    await page.goto(path);
    await waitForRuntime(page);
    const switchLink = page.locator('header a[hreflang="ar"]').first();
    await expect.poll(async () => decodeURIComponent((await switchLink.getAttribute("href")) ?? "")).toBe(arabic);
  }
});

for (const lang of ["ar", "en"] as const) {
  test(`home on a phone (${lang}): card rows scroll sideways without widening the page, the footer is laid out only as it comes near, and the testimonials play with a pause button`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(lang === "en" ? "/en" : "/");

    // Sections below the first screen and the footer are laid out only as they come near.
    const footerContent = page.locator("footer > *").first();
    const laidOut = () => footerContent.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await laidOut()).toBe(false);
    // Skipped, it is still in the accessibility tree (and in find-in-page).
    await expect(page.getByRole("contentinfo").getByRole("link").first()).toBeAttached();

    // The card rows (each the page container's own list, inside the box-less wrapper its code
    // hydrates (lazy-cards.tsx), the doctors' inside one more that fills in their next times), not
    // the lists inside a card (those times, after idle).
    const row = (id: string) => [">", "> .contents >", "> .contents > .contents >"].map((path) => `section#${id} .container-page ${path} ul`).join(", ");
    const rows = page.locator(["services", "doctors", "news", "business-units"].map(row).join(", "));
    await expect(rows).toHaveCount(4);
    for (const row of await rows.all()) {
      const box = await row.evaluate((list) => ({ overflowX: getComputedStyle(list).overflowX, scrollWidth: list.scrollWidth, clientWidth: list.clientWidth }));
      expect(box.overflowX).toBe("auto");
      expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    }
    // Nothing a card positions absolutely (screen reader text, stretched links) leaks out of its strip.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

    // A keyboard user reaching the last doctor's profile link has it scrolled into view.
    const lastProfile = page.locator(row("doctors")).locator(":scope > li").last().getByRole("link").first();
    await lastProfile.focus();
    await expect(lastProfile).toBeInViewport();
    const rowBox = (await page.locator(row("doctors")).boundingBox())!;
    const linkBox = (await lastProfile.boundingBox())!;
    expect(linkBox.x).toBeGreaterThanOrEqual(rowBox.x - 1);
    expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 1);

    // Without reduced motion the testimonials play, with a pause button in the page's language.
    const carousel = page.locator("section#testimonials [aria-roledescription]").first();
    await expect(carousel.getByRole("button", { name: lang === "en" ? "Pause testimonials" : "إيقاف عرض الآراء مؤقتًا" })).toBeVisible();

    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect.poll(laidOut).toBe(true);

    // From 640 px up the same cards are a grid again.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.locator(row("doctors"))).toHaveCSS("display", "grid");
  });
}
