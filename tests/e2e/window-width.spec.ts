import { expect, type Page } from "@playwright/test";
import { waitForRuntime } from "./helpers/runtime";
import { test } from "./helpers/test";

/*
 * The window width store (SPEC §9, components/navigation/window-width.ts) drives the testimonials
 * carousel: 3 slides in view from 1024 px, 2 from 768 px, else 1, following resizes. The slides
 * out of view are inert, and the ones in view are the ones the stylesheet shows. Under reduced
 * motion the carousel does not play on its own.
 */

// No auto-advance and no slide transition, so positions are stable while measured.
test.use({ reducedMotion: "reduce" });

const slides = (page: Page) => page.locator("section#testimonials [role='group'][aria-roledescription]");

/**
 * Every slide that is not inert lies inside the carousel's clipping box, every inert one outside,
 * once the track has moved (the slides' inert state can change a frame before their position).
 */
async function expectInViewMatchesInert(page: Page) {
  await expect(async () => expectPlacement(page)).toPass({ timeout: 5_000 });
}

async function expectPlacement(page: Page) {
  const placement = await page.evaluate(() => {
    const groups = [...document.querySelectorAll<HTMLElement>("section#testimonials [role='group'][aria-roledescription]")];
    const clip = groups[0]!.parentElement!.parentElement!.getBoundingClientRect();
    return groups.map((slide) => {
      const box = slide.getBoundingClientRect();
      const inside = box.left >= clip.left - 1 && box.right <= clip.right + 1;
      return { inert: slide.inert, inside };
    });
  });
  for (const [i, slide] of placement.entries()) expect(slide.inside, `slide ${i + 1} in view`).toBe(!slide.inert);
}

for (const [lang, home] of [["ar", "/"], ["en", "/en"]] as const) {
  test(`testimonials do not play on their own under reduced motion, and show 3, 2 and 1 slides as the window narrows (${lang})`, async ({ page }) => {
    // Without autoplay, the step below is the only one (reduced motion turns it off).
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(home);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    // The server's markup says "play" too: the carousel's own choice is the one once the page runs.
    await waitForRuntime(page);
    await expect(page.locator("section#testimonials").getByRole("button", { name: lang === "en" ? "Play testimonials" : "تشغيل عرض الآراء" })).toBeVisible();
    const active = slides(page).and(page.locator(":not([inert])"));
    await expect(slides(page)).not.toHaveCount(0);
    expect(await slides(page).count()).toBeGreaterThan(3);

    await expect(active).toHaveCount(3);
    await expectInViewMatchesInert(page);

    await page.setViewportSize({ width: 800, height: 900 });
    await expect(active).toHaveCount(2);
    await expectInViewMatchesInert(page);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(active).toHaveCount(1);
    await expectInViewMatchesInert(page);

    // Wide again, then one step on: three in view from the second slide.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(active).toHaveCount(3);
    const next = page.locator("section#testimonials").getByRole("button", { name: lang === "en" ? "Next testimonial" : "الرأي التالي" });
    await next.click();
    await expect(active).toHaveCount(3);
    await expect(active.first()).toHaveAttribute("aria-label", lang === "en" ? /^Testimonial 2 of / : /^الرأي 2 من /);
    await expectInViewMatchesInert(page);
  });
}
