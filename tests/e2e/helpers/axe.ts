import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Fails with a readable list of rule ids and targets when axe finds any WCAG violation.
 * `include`: only the part of the page a step changed (a CSS selector), once the whole page has
 * been checked; it has no frames, so axe runs in the page itself (legacy mode) instead of opening
 * a blank page to gather frame results, which costs as much again on a busy machine.
 */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include).setLegacyMode(true);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

export const VIEWPORTS = [
  { name: "mobile", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 900 },
] as const;
