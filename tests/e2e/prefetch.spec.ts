import { expect, type Page } from "@playwright/test";
import { test } from "./helpers/test";

// SPEC §9: links prefetch their pages, except on a 2g connection or with the data saver on. They
// prefetch on intent (pointer, touch, focus), never merely for being on screen.
async function countPrefetches(page: Page, intent: boolean, path = "/en"): Promise<{ onLoad: number; afterIntent: number }> {
  let count = 0;
  page.on("request", (request) => {
    const headers = request.headers();
    if (headers["next-router-prefetch"] || (headers["rsc"] && request.url().includes("_rsc="))) count += 1;
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await expect(page.getByRole("navigation").first()).toBeVisible();
  // Viewport prefetches would start once the page is idle after hydration.
  await page.waitForTimeout(2500);
  const onLoad = count;
  if (intent) {
    // A header link to another page (the first one is the logo, home).
    await page.getByRole("navigation").first().getByRole("link").nth(1).hover();
    await page.waitForTimeout(1500);
  }
  return { onLoad, afterIntent: count };
}

function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  return page.addInitScript((c) => {
    Object.defineProperty(navigator, "connection", {
      configurable: true,
      value: { ...c, addEventListener() {}, removeEventListener() {} },
    });
  }, connection);
}

test("links prefetch on intent, not on load, on a normal connection", async ({ page }) => {
  await emulateConnection(page, { effectiveType: "4g", saveData: false });
  const { onLoad, afterIntent } = await countPrefetches(page, true);
  expect(onLoad).toBe(0);
  expect(afterIntent).toBeGreaterThan(0);
});

test("links do not prefetch with the data saver on", async ({ page }) => {
  await emulateConnection(page, { effectiveType: "4g", saveData: true });
  expect(await countPrefetches(page, true)).toEqual({ onLoad: 0, afterIntent: 0 });
});

test("links do not prefetch on 2g", async ({ page }) => {
  await emulateConnection(page, { effectiveType: "2g", saveData: false });
  expect(await countPrefetches(page, true)).toEqual({ onLoad: 0, afterIntent: 0 });
});

test("the plain links of a results page wait for intent too: the breadcrumb's home and the cards' booking", async ({ page }) => {
  await emulateConnection(page, { effectiveType: "4g", saveData: false });
  expect((await countPrefetches(page, false, "/en/doctors")).onLoad).toBe(0);
  let asked = "";
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) asked ||= new URL(request.url()).pathname;
  });
  await page.getByTestId("doctor-results").getByRole("link", { name: /^Book\s*:/ }).first().hover();
  await expect.poll(() => asked).toMatch(/^\/en\/doctor\//);
});
