import { expect, test, type Page } from "@playwright/test";

// SPEC §9: links prefetch their pages, except on a 2g connection or with the data saver on.
async function countPrefetches(page: Page): Promise<number> {
  let count = 0;
  page.on("request", (request) => {
    const headers = request.headers();
    if (headers["next-router-prefetch"] || (headers["rsc"] && request.url().includes("_rsc="))) count += 1;
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en");
  await expect(page.getByRole("navigation").first()).toBeVisible();
  // Prefetches of visible links start once the page is idle after hydration.
  await page.waitForTimeout(2500);
  return count;
}

function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  return page.addInitScript((c) => {
    Object.defineProperty(navigator, "connection", {
      configurable: true,
      value: { ...c, addEventListener() {}, removeEventListener() {} },
    });
  }, connection);
}

test("links prefetch on a normal connection", async ({ page }) => {
  await emulateConnection(page, { effectiveType: "4g", saveData: false });
  expect(await countPrefetches(page)).toBeGreaterThan(0);
});

test("links do not prefetch with the data saver on", async ({ page }) => {
  await emulateConnection(page, { effectiveType: "4g", saveData: true });
  expect(await countPrefetches(page)).toBe(0);
});

test("links do not prefetch on 2g", async ({ page }) => {
  await emulateConnection(page, { effectiveType: "2g", saveData: false });
  expect(await countPrefetches(page)).toBe(0);
});
