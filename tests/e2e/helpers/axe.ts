import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import { expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core, evaluated in the page once per document. Parsing its 650 kB took 0.3–3.5 s a time on
 * the 2-core CI host, about half of each check, and AxeBuilder (@axe-core/playwright) evaluates it
 * again on every `analyze()`: a page checked at two widths, or after each step of a form, now pays
 * once. Evaluated through the protocol, as AxeBuilder does, so a page's script policy does not
 * refuse it. The site's pages have no frames, so the page's own document is the whole check.
 */
async function runAxe(page: Page, include: string | undefined): Promise<AxeResults["violations"]> {
  const present = await page.evaluate(() => "axe" in window);
  if (!present) {
    await page.evaluate(axeSource);
    await page.evaluate(() => (window as unknown as { axe: typeof import("axe-core") }).axe.configure({ branding: { application: "playwright" } }));
  }
  // Only violations are read: axe then details one node of each passed or incomplete rule instead
  // of every node, and only the violations cross back to the test (the passes were most of the
  // result, each node with its HTML).
  const options: RunOptions = { runOnly: { type: "tag", values: WCAG_TAGS }, resultTypes: ["violations"] };
  return page.evaluate(
    async ({ include, options }) => {
      const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
      return (await axe.run(include ? { include: [include] } : document, options)).violations;
    },
    { include, options },
  );
}

/**
 * Fails with a readable list of rule ids and targets when axe finds any WCAG violation.
 * `include`: only the part of the page a step changed (a CSS selector), once the whole page has
 * been checked.
 */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}): Promise<void> {
  if (!include) {
    // Right after a client navigation the new page's head follows its body (Next streams metadata):
    // until it lands, the document has no title, and axe would judge that moment. A page that
    // never gets one fails here, saying so.
    await expect.poll(() => page.title(), { message: "the page's title" }).not.toBe("");
    await expectNoSidewaysScroll(page);
  }
  const violations = await runAxe(page, include);
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

/**
 * Once transitions and finite animations are over (colours mid-change would fool the contrast rule).
 * Two frames first: a transition a pointer's move or a click starts exists only from the next style
 * update, so a check at once could find nothing running yet.
 */
export async function settled(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** axe at the current width, once the page has settled; `include` limits it to the part a step changed. */
export async function expectAccessible(page: Page, include?: string) {
  await settled(page);
  await expectNoAxeViolations(page, { include });
}

/**
 * The whole page through axe at 375 and at 1280 px, the pointer moved off it first: a pointer left
 * on a button after a click holds it in its hover transition; the page is measured at rest, once
 * what the move started has ended (no fixed wait: a page just loaded has nothing to wait for).
 */
export async function expectNoAxeViolationsAtRest(page: Page) {
  await page.mouse.move(0, 0);
  await settled(page);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expectNoAxeViolations(page);
  }
}

/** axe at 375 and at 1280 px (the page stays at 1280 afterwards). */
export async function expectAccessibleAtBothWidths(page: Page, include?: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, include);
  }
}

/**
 * axe at 375 and 1280 px on the part of the page a step of a flow changed (`include`, a CSS
 * selector), with the reflow check on the whole page, the pointer moved off it first. For states
 * that only a flow reaches, on a page the accessibility sweep already checks whole.
 */
export async function expectStepAccessible(page: Page, include: string) {
  await page.mouse.move(0, 0);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, include);
  }
}
