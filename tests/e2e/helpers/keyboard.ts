import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Keyboard-only driving: focus moves with Tab and Shift+Tab only, so a control that cannot be
 * reached in the page's own focus order fails here. `max` bounds the presses (a page's header and
 * forms included).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 90 } = {}): Promise<void> {
  await expect(target.first()).toBeVisible({ timeout: 30_000 });
  for (let presses = 0; presses <= max; presses++) {
    // `target` may name several controls (a radio group's radios): any of them will do.
    if (await target.evaluateAll((els) => els.some((el) => el === document.activeElement))) {
      await expectFocusVisible(page.locator(":focus"));
      return;
    }
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${backwards ? "Shift+Tab" : "Tab"}`);
}

/** Tab into a radio group (`radios`), then the arrow keys until `option` is checked, as the platform's radios work. */
export async function chooseWithArrows(page: Page, radios: Locator, option: Locator): Promise<void> {
  await tabTo(page, radios);
  const count = await radios.count();
  for (let presses = 0; presses < count && !(await option.isChecked()); presses++) await page.keyboard.press("ArrowDown");
  await expect(option).toBeChecked();
  await expect(option).toBeFocused();
  await expectFocusVisible(option);
}

/**
 * The focused control shows it: the keyboard focus style applies and draws an outline or a ring.
 * Read again until it holds (briefly): a server-rendered field is replaced by its form's code as it
 * takes the focus (ActivateOnIntent), and a read of the replaced one finds it detached.
 */
export async function expectFocusVisible(target: Locator): Promise<void> {
  await expect(async () => {
    const { shown, element } = await target.evaluate((el) => {
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      return { shown: el.matches(":focus-visible") && (outline || style.boxShadow !== "none"), element: el.outerHTML.slice(0, 120) };
    });
    expect(shown, `${String(target)} has a visible focus indicator: ${element}`).toBe(true);
  }).toPass({ timeout: 5_000 });
}

/** Types into the focused field, as a person does (no `fill`): the field must already have focus. */
export async function typeInFocused(page: Page, field: Locator, text: string): Promise<void> {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
}
