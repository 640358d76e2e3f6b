import type { Page } from "@playwright/test";

/** Resolves once the page is hydrated: the navigation runtime has measured the sticky header. */
export async function waitForRuntime(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.style.scrollPaddingTop !== "");
}
