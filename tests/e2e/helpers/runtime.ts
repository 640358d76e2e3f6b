import type { Page } from "@playwright/test";

/**
 * Resolves once the page is hydrated: the navigation runtime has measured the sticky header. Asked
 * right after a reload, the poll can run in the new document before its parser made `<html>`.
 */
export async function waitForRuntime(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.documentElement?.style.scrollPaddingTop ?? "") !== "");
}
