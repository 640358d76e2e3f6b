import { expect, type Locator, type Page, test } from "@playwright/test";
import { VIEWPORTS } from "./helpers/axe";
import { L, type Lang, newPatient, signIn, visitorFrom } from "./helpers/booking";
import { expectFocusVisible } from "./helpers/keyboard";
import { waitForRuntime } from "./helpers/runtime";

/**
 * "Book in a minute": a signed-in patient goes from the home page to a reservation code. Counted
 * the way the patient spends effort: pointer interactions (a tap on a card's time, the payment
 * method, confirm), or key presses by keyboard alone. Scrolling is not counted, but at 375 px the
 * held time and the details must be on screen as the doctor page opens, with nothing to find again.
 */

const POINTER_BUDGET = 4;
const KEY_BUDGET = 30;

/**
 * The home page, signed in, with the doctors' next times loaded: the first time of its `card`-th
 * doctor (each run its own doctor, so no run finds its time just taken by another).
 */
async function homeWithTimes(page: Page, lang: Lang, card: number): Promise<Locator> {
  await page.goto(`${L[lang].prefix}/`);
  await waitForRuntime(page);
  const section = page.locator("#doctors");
  await section.scrollIntoViewIfNeeded();
  const time = section.getByTestId("next-slots").nth(card).getByTestId("next-slot").first();
  await expect(time).toBeVisible({ timeout: 30_000 });
  return time;
}

async function expectInViewport(target: Locator) {
  const box = await target.boundingBox();
  const viewport = target.page().viewportSize();
  expect(box && viewport, "laid out").toBeTruthy();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
}

async function expectBooked(page: Page, lang: Lang) {
  await expect(page.getByTestId("booking-success")).toContainText(L[lang].success, { timeout: 30_000 });
  await expect(page.getByTestId("booking-code")).toHaveText(/^BK-/);
}

for (const [l, lang] of (["ar", "en"] as const).entries()) {
  for (const [v, viewport] of VIEWPORTS.entries()) {
    const run = l * VIEWPORTS.length + v;
    test(`${lang} at ${viewport.width} px: home page to reservation code in at most ${POINTER_BUDGET} taps`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await visitorFrom(page, 60 + run);
      const patient = await newPatient(request);
      await signIn(page, lang, patient);

      let taps = 0;
      const tap = async (target: Locator) => {
        taps++;
        await target.click();
      };
      await tap(await homeWithTimes(page, lang, run));
      // Held as the page opens: the held time and the details' heading on screen, the heading focused.
      const held = page.getByTestId("booking-held-time");
      await expect(held).toBeVisible({ timeout: 30_000 });
      const heading = page.getByTestId("booking-details").getByRole("heading").first();
      await expect(heading).toBeFocused();
      await expectInViewport(heading);
      // A signed-in patient's details are filled in: what is left is how to pay, and confirming.
      await tap(page.getByRole("radio", { name: new RegExp(L[lang].cash) }));
      await tap(page.getByRole("button", { name: L[lang].confirm }));
      await expectBooked(page, lang);
      expect(taps).toBeLessThanOrEqual(POINTER_BUDGET);
    });
  }
}

test(`en: home page to reservation code by keyboard alone in at most ${KEY_BUDGET} key presses`, async ({ page, request }) => {
  test.setTimeout(120_000);
  await visitorFrom(page, 80);
  const patient = await newPatient(request);
  await signIn(page, "en", patient);
  const time = await homeWithTimes(page, "en", 4);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator("body").focus();

  let presses = 0;
  const press = async (key: string) => {
    presses++;
    await page.keyboard.press(key);
  };
  const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);
  const tabTo = async (target: Locator) => {
    while (!(await isFocused(target))) {
      if (presses > KEY_BUDGET) throw new Error(`${KEY_BUDGET} key presses did not reach ${String(target)}`);
      await press("Tab");
    }
    await expectFocusVisible(target);
  };

  // The skip link, then the page's own order to the first doctor's first time.
  await tabTo(time);
  await press("Enter");
  const heading = page.getByTestId("booking-details").getByRole("heading").first();
  await expect(heading).toBeFocused({ timeout: 30_000 });
  const cash = page.getByRole("radio", { name: new RegExp(L.en.cash) });
  const methods = page.getByRole("radiogroup").filter({ has: cash }).getByRole("radio");
  await tabTo(methods.first());
  while (!(await cash.isChecked())) await press("ArrowDown");
  await tabTo(page.getByRole("button", { name: L.en.confirm }));
  await press("Enter");
  await expectBooked(page, "en");
  test.info().annotations.push({ type: "key presses", description: String(presses) });
  expect(presses).toBeLessThanOrEqual(KEY_BUDGET);
});
