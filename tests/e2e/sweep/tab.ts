import { type Page, test as base } from "@playwright/test";
import { asNewVisitor } from "../helpers/test";

/**
 * The accessibility sweep's `test`: one browser tab per worker for all of its pages, instead of a
 * context and a tab of their own for each. Measured on the 2-core host, a page after the first in
 * the same tab loaded in 0.3 s instead of 0.8–0.9 (the site's scripts come from the tab's cache,
 * already compiled) and took axe in 0.19 s instead of 0.35–0.41 (the renderer keeps axe compiled),
 * and no context is made (0.19 s). Each page is still a first visit by a visitor of its own:
 * before it the tab's cookies and storage are cleared and it gets a new address, and service
 * workers are blocked, so none answers for the server.
 */
export const test = base.extend<{ page: Page }, { sweepTab: Page }>({
  sweepTab: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, locale, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers: "block" });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ sweepTab }, provide) => {
    const context = sweepTab.context();
    await context.clearCookies();
    await asNewVisitor(context);
    // The storage of the origin the last page was on (none before the first page).
    if (sweepTab.url().startsWith("http")) await sweepTab.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await provide(sweepTab);
  },
});
