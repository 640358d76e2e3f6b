import { expect, type Page } from "@playwright/test";
import { waitForRuntime } from "./helpers/runtime";
import { test } from "./helpers/test";

// SPEC §9: links prefetch their pages on intent (pointer, touch, focus), never merely for being on
// screen. That no link prefetches on a 2g connection or with the data saver on is the rule's own
// unit tests' (tests/unit/navigation: helpers, prefetch-allowed, intent-prefetch): what these show
// is that the site's links take the rule, in a browser, with Next's own prefetch behind it.

/** The paths of every route prefetch the page asks for, from the moment it is set up. */
function recordPrefetches(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const headers = request.headers();
    if (headers["next-router-prefetch"] || (headers["rsc"] && request.url().includes("_rsc="))) asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

/** Loads `path` on a 4g connection, and waits until a prefetch on load would have been asked for. */
async function load(page: Page, path: string) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", {
      configurable: true,
      value: { effectiveType: "4g", saveData: false, addEventListener() {}, removeEventListener() {} },
    });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await expect(page.getByRole("navigation").first()).toBeVisible();
  // Next prefetches the links in view once the page has hydrated and is idle; by the time the
  // network is quiet after that, any such prefetch has been asked for.
  await waitForRuntime(page);
  await page.waitForLoadState("networkidle");
}

test("links prefetch on intent, not on load, on a normal connection", async ({ page }) => {
  const asked = recordPrefetches(page);
  await load(page, "/en");
  expect(asked).toEqual([]);
  // A header link to another page (the first one is the logo, home).
  await page.getByRole("navigation").first().getByRole("link").nth(1).hover();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
});

test("the plain links of a results page wait for intent too: the breadcrumb's home and the cards' booking", async ({ page }) => {
  const asked = recordPrefetches(page);
  await load(page, "/en/doctors");
  expect(asked).toEqual([]);
  await page.getByTestId("doctor-results").getByRole("link", { name: /^Book\s*:/ }).first().hover();
  await expect.poll(() => asked[0] ?? "").toMatch(/^\/en\/doctor\//);
});
