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
  if (!include) await expectNoSidewaysScroll(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

/**
 * WCAG 1.4.10 (Reflow), which axe does not check: nothing makes the page scroll sideways, at 375 px
 * as at 1280. Fails naming the innermost elements that reach past either edge.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const past = [...document.body.querySelectorAll<HTMLElement>("*")].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 1 || box.left < -1) && getComputedStyle(element).position !== "fixed";
    });
    // The innermost: an element none of whose descendants is also past the edge.
    return past
      .filter((element) => !past.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${String(element.className).split(" ").slice(0, 4).join(".")}`);
  });
  expect(outside, "elements past the edge of the viewport").toEqual([]);
}

export const VIEWPORTS = [
  { name: "mobile", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

/** Once transitions and finite animations are over (colours mid-change would fool the contrast rule). */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** axe at the current width, once the page has settled; `include` limits it to the part a step changed. */
export async function expectAccessible(page: Page, include?: string) {
  await settled(page);
  await expectNoAxeViolations(page, { include });
}

/** axe at 375 and at 1280 px (the page stays at 1280 afterwards). */
export async function expectAccessibleAtBothWidths(page: Page, include?: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, include);
  }
}
