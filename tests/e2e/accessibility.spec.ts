import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolationsAtRest } from "./helpers/axe";
import { newPatient } from "./helpers/booking";
import { enc, fetchPage, type Lang } from "./helpers/html";
import { waitForRuntime } from "./helpers/runtime";
import { signInByHealthRecord, signInByRequest } from "./helpers/session";
import { SWEEP, SWEEP_EXTRA, type SweepPage, type SweepVisitor } from "./sweep/routes";
import { test } from "./sweep/tab";

/*
 * The one accessibility sweep: every route of the routing table (tests/e2e/sweep/routes.ts) and a
 * few states any URL reaches, in both languages, each page a first visit in one tab per worker
 * (sweep/tab.ts). Each page is loaded once, settles, and axe (WCAG 2.0–2.2 A/AA, evaluated once
 * per document) checks it at 375 px and again at 1280 px, with the reflow check (nothing scrolls
 * sideways) at each width. Interactive states (dialogs, errors,
 * each booking and payment step, menus) are checked by the flows that reach them.
 */

const LANGS: Lang[] = ["ar", "en"];

async function pathOf(entry: SweepPage, lang: Lang, page: Page): Promise<string> {
  if ("paths" in entry) return entry.paths[lang];
  const list = await fetchPage(page.request, entry.from[lang]);
  const href = list.doc.querySelector(entry.link)?.getAttribute("href");
  expect(href, `a link ${entry.link} on ${entry.from[lang]}`).toBeTruthy();
  return decodeURI(href!);
}

async function sweep(page: Page, path: string, lang: Lang) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(enc(path));
  // The page itself, not a sign-in or another page it redirected to.
  expect(decodeURI(new URL(page.url()).pathname)).toBe(path.split("?")[0]);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("h1").first()).toBeVisible();
  await waitForRuntime(page);
  await expectNoAxeViolationsAtRest(page);
}

async function signIn(page: Page, visitor: SweepVisitor | undefined, lang: Lang) {
  if (visitor === "health-record") await signInByHealthRecord(page.context(), lang);
  else if (visitor) await signInByRequest(page.context(), await newPatient(page.request), lang);
}

for (const [route, entry] of Object.entries(SWEEP)) {
  for (const lang of LANGS) {
    test(`${route} (${lang})`, async ({ page }) => {
      await signIn(page, "signedIn" in entry ? entry.signedIn : undefined, lang);
      await sweep(page, await pathOf(entry, lang, page), lang);
    });
  }
}

for (const [name, extra] of Object.entries(SWEEP_EXTRA)) {
  for (const lang of LANGS) {
    test(`${name} (${lang})`, async ({ page }) => {
      const paths = "paths" in extra ? extra.paths : extra;
      await signIn(page, "signedIn" in extra ? extra.signedIn : undefined, lang);
      await sweep(page, paths[lang], lang);
    });
  }
}
