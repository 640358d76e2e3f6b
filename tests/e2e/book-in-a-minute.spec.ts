import { expect, type Locator, type Page } from "@playwright/test";
import { VIEWPORTS } from "./helpers/axe";
import { L, type Lang, newPatient, signIn, visitorFrom } from "./helpers/booking";
import { waitForRuntime } from "./helpers/runtime";
import { test } from "./helpers/test";

/**
 * "Book in a minute": a signed-in patient goes from the home page to a reservation code, counted in
 * pointer interactions (a tap on a card's time, the payment method, confirm). Scrolling is not
 * counted, but at 375 px the held time and the details must be on screen as the doctor page opens,
 * with nothing to find again.
 */

const POINTER_BUDGET = 4;

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
      await tap(await homeWithTimes(page, lang, run + 1));
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
