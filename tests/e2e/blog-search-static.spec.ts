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

// The article's body is markup written by the server with its data kept by key (kept-article-body.tsx).
test("an article: a client navigation draws its body from /api/posts, a failed read says so, and a failed hero image shows the fallback (en)", async ({ page }) => {
  const ARTICLE = "/en/ten-daily-habits-for-a-healthy-heart";
  // The hero image fails on the first load: the layout's script swaps it, before and without the page's code.
  await page.route("**/storage/**", (route) => (route.request().resourceType() === "image" ? route.fulfill({ status: 404, body: "" }) : route.fallback()));
  await page.goto(ARTICLE);
  const article = page.locator("main article").first();
  const hero = article.locator("picture img");
  await expect(hero).toHaveAttribute("src", "/images/fallback.webp");
  await expect(article.locator("picture source")).toHaveCount(0);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.unroute("**/storage/**");

  // A client navigation to the article from the blog reads its body and draws it.
  await page.goto("/en/blog");
  await expect(page.locator("main [data-intent-island][data-listening]").first()).toBeAttached();
  const reads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/posts/")) reads.push(request.url());
  });
  await page.locator("main").getByRole("link", { name: "Ten daily habits for a healthy heart" }).first().click();
  await expect(page).toHaveURL(ARTICLE);
  await expect(page.locator("main .prose-cms h2").first()).toBeVisible();
  await expect(page.locator("main article").first().locator("footer a").first()).toHaveAttribute("href", /^\/en\/tags\//);
  expect(reads.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(["/api/posts/ten-daily-habits-for-a-healthy-heart?lang=en"]);

  // The same navigation when that read fails: an alert, and its button loads the page whole.
  await page.goto("/en/blog");
  await expect(page.locator("main [data-intent-island][data-listening]").first()).toBeAttached();
  await page.route("**/api/posts/**", (route) => route.fulfill({ status: 502, contentType: "application/json", body: "{}" }));
  await page.locator("main").getByRole("link", { name: "Ten daily habits for a healthy heart" }).first().click();
  await expect(page).toHaveURL(ARTICLE);
  const alert = page.locator("main").getByRole("alert");
  await expect(alert).toContainText("Something went wrong");
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.locator("main .prose-cms h2").first()).toBeVisible();
});
