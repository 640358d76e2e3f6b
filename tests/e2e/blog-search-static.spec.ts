import { expect } from "@playwright/test";
import { fetchPage } from "./helpers/html";
import { test } from "./helpers/test";

/*
 * What only a browser shows on the blog and the static pages (issue 5): "load more" appending the
 * posts of `?page=2` in place, and the FAQ's disclosures and live search. The routes' status,
 * content and SEO head, the article, search, sitemap and robots.txt are request-level
 * (blog-search-static-http.spec.ts), their axe checks the accessibility sweep's.
 */

// The list's code is one for every language: the Arabic labels and pages are checked by request.
test("blog: load more appends the same posts as ?page=2 (en)", async ({ page }) => {
  const second = await fetchPage(page.request, "/en/blog?page=2");
  expect(second.response.status()).toBe(200);
  const page2 = [...second.doc.querySelectorAll("main ul[aria-label] article h2 a")].map((a) => a.textContent?.trim() ?? "");
  expect(page2.length).toBeGreaterThan(0);

  await page.goto("/en/blog");
  // Clicked before the list's code listens, the link loads ?page=2 as a page of its own.
  await expect(page.locator("main [data-intent-island][data-listening]").first()).toBeAttached();
  const cards = page.locator("main ul[aria-label] article h2 a");
  await expect(cards).toHaveCount(6);
  const first = await cards.allTextContents();
  await page.getByRole("link", { name: "Load more" }).click();
  await expect(cards).toHaveCount(6 + page2.length);
  const all = (await cards.allTextContents()).map((title) => title.trim());
  expect(all.slice(0, 6)).toEqual(first.map((title) => title.trim()));
  expect(all.slice(6)).toEqual(page2);
  expect(new URL(page.url()).search).toBe("");
});

test("FAQ: a disclosure button opens its answer, and the search narrows the questions", async ({ page }) => {
  await page.goto("/en/FAQs");
  const first = page.locator("main h3 button[aria-expanded]").first();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  const panel = page.locator(`#${await first.getAttribute("aria-controls")}`);
  await expect(panel).toBeHidden();
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  await page.getByRole("searchbox", { name: "Search the questions" }).fill("insurance");
  await expect(page.getByRole("status").filter({ hasText: /match/ })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search the questions" }).fill("zzqxjv");
  await expect(page.getByText("No questions match “zzqxjv”.")).toBeVisible();
});
