import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Fails with a readable list of rule ids and targets when axe finds any WCAG violation.
 * `include`: only the part of the page a step changed (a CSS selector), once the whole page has
 * been checked. axe runs in legacy mode: injected into the page and each of its frames, and run
 * from the page itself. The default mode opens a blank page to gather frame results, which
 * costs as much again (5.4–11.2 s against 2.4–4.6 s for the blog at 1280 px, same rules passed)
 * and adds nothing here: the site's pages have no frames of another origin.
 */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

export const VIEWPORTS = [
  { name: "mobile", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 900 },
] as const;
