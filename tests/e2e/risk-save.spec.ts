import { expect, type Page } from "@playwright/test";
import { expectAccessibleAtBothWidths } from "./helpers/axe";
import { newPatient } from "./helpers/booking";
import { waitForRuntime } from "./helpers/runtime";
import { signInByRequest } from "./helpers/session";
import { test } from "./helpers/test";

/*
 * Saving a risk assessment to the profile (issue 22). In Arabic, the whole way: a guest's result
 * offers sign-in, which comes back to the same result with the answers kept (and none of them in
 * a URL); the patient saves it by keyboard; the profile lists it, and it can be removed, with axe
 * on each state. In English, a guest's result offers sign-in, and a patient signed in saves one
 * and finds it, in English, in the profile. The sign-in itself is the sign-in specs' business: here the patient is
 * signed in through next-auth's endpoints, and the page goes where the sign-in form sends it back.
 * Each test registers its own patient through the backend, so nothing is shared between runs.
 */

const L = {
  en: {
    prefix: "/en",
    age: "Age",
    height: "Height",
    weight: "Weight",
    waist: "Waist circumference",
    submit: "Show my score",
    high: "High risk",
    signInToSave: "Sign in to save",
    save: "Save to my profile",
    saved: "saved to your profile",
    seeProfile: "See my saved results",
    listTitle: "My risk assessments",
    score: "18 of 26",
    remove: /^Remove the result of/,
    empty: "You have not saved a risk assessment yet.",
  },
  ar: {
    prefix: "",
    age: "العمر",
    height: "الطول",
    weight: "الوزن",
    waist: "محيط الخصر",
    submit: "اعرض نتيجتي",
    high: "خطر مرتفع",
    signInToSave: "سجّل الدخول للحفظ",
    save: "احفظ في ملفي الشخصي",
    saved: "تم حفظ النتيجة في ملفك الشخصي",
    seeProfile: "اعرض نتائجي المحفوظة",
    listTitle: "تقييمات المخاطر الخاصة بي",
    score: /18 من 26|١٨ من ٢٦/,
    remove: /^حذف نتيجة/,
    empty: "لم تحفظ أي تقييم للمخاطر بعد.",
  },
} as const;

type Lang = keyof typeof L;

/** The page at rest (no pointer over a button, holding it in its hover colours) through axe at 375 and 1280 px. */
async function axeAtBothWidths(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessibleAtBothWidths(page);
}

/**
 * Answers the questionnaire for a high risk: 65 (4) + BMI 31.1 (3) + men's waist 103 (4) + no
 * daily activity (2) + vegetables daily (0) + no blood-pressure medication (0) + no high glucose
 * (0) + a parent with diabetes (5) = 18. The result, once shown.
 */
async function answerHighRisk(page: Page, lang: Lang) {
  const t = L[lang];
  await page.goto(`${t.prefix}/risk-assessment`);
  await waitForRuntime(page);
  const form = page.locator("form").filter({ has: page.getByLabel(t.age, { exact: true }) });
  const choose = (group: number, option: number) => form.locator("fieldset").nth(group).getByRole("radio").nth(option).check();
  await form.getByLabel(t.age, { exact: true }).fill("65");
  await choose(0, 0);
  await form.getByLabel(t.height, { exact: true }).fill("170");
  await form.getByLabel(t.weight, { exact: true }).fill("90");
  await form.getByLabel(t.waist, { exact: true }).fill("103");
  for (const [i, pick] of [1, 0, 1, 1, 2].entries()) await choose(i + 1, pick);
  await form.getByRole("button", { name: t.submit }).click();
  const result = page.locator("[data-band]");
  await expect(result).toHaveAttribute("data-band", "high");
  return result;
}

test.describe("risk assessment saved to the profile", () => {
  test("ar: a guest signs in from the result, comes back to it answered, saves it by keyboard, and finds it in the profile", async ({ page }) => {
    // Four page loads and four full-page axe runs: more than the default on a busy 2-core host.
    test.setTimeout(60_000);
    const lang = "ar";
    const t = L[lang];
    const patient = await newPatient(page.request);
    const urls: string[] = [];
    page.on("request", (request) => urls.push(request.url()));

    const result = await answerHighRisk(page, lang);
    const signInLink = result.getByRole("link", { name: t.signInToSave });
    await signInLink.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/sign-in`);
    const signInUrl = new URL(page.url());
    expect([...signInUrl.searchParams.keys()]).toEqual(["callbackUrl"]);
    // Signed in, the patient is sent back where the sign-in form sends them: its callbackUrl.
    await signInByRequest(page.context(), patient, lang);
    await page.goto(signInUrl.searchParams.get("callbackUrl")!);

    await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/risk-assessment`);
    await expect(page.getByLabel(t.age, { exact: true })).toHaveValue("65");
    await expect(page.getByLabel(t.waist, { exact: true })).toHaveValue("103");
    await expect(result).toHaveAttribute("data-band", "high");
    await expect(result.getByText(t.high, { exact: true })).toBeVisible();

    const save = result.getByRole("button", { name: t.save });
    await save.focus();
    await page.keyboard.press("Enter");
    await expect(result.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
    await expect(result.getByRole("status").filter({ hasText: t.saved })).toBeFocused();
    await axeAtBothWidths(page);
    // The answers went in request bodies only: no URL of the whole visit carries one.
    expect(urls.filter((url) => /[?&](age|waist|weight|height)=|=103\b/.test(url))).toEqual([]);

    await result.getByRole("link", { name: t.seeProfile }).click();
    const list = page.getByTestId("my-risk-assessments");
    // The link opens the profile at its assessments.
    await expect(page).toHaveURL(/\/profile#risk-assessments$/);
    await expect(list.getByRole("heading", { name: t.listTitle })).toBeInViewport();
    const item = list.locator("li[data-band=high]");
    await expect(item).toHaveCount(1);
    await expect(item.getByText(t.high, { exact: true })).toBeVisible();
    await expect(item.getByText(t.score)).toBeVisible();
    await axeAtBothWidths(page);

    await item.getByRole("button", { name: t.remove }).click();
    await expect(list.getByText(t.empty)).toBeVisible();
  });

  test("en: a guest is offered sign-in; signed in, the patient saves a result and finds it, in English, in the profile, then removes it", async ({ page }) => {
    const lang = "en";
    const t = L[lang];
    const guest = await answerHighRisk(page, lang);
    await expect(guest.getByRole("link", { name: t.signInToSave })).toHaveAttribute("href", /^\/en\/sign-in\?callbackUrl=/);

    await signInByRequest(page.context(), await newPatient(page.request), lang);
    const result = await answerHighRisk(page, lang);
    await expect(result.getByText(t.high, { exact: true })).toBeVisible();
    await expect(result.getByRole("link", { name: t.signInToSave })).toHaveCount(0);
    await result.getByRole("button", { name: t.save }).click();
    await expect(result.getByRole("status").filter({ hasText: t.saved })).toBeVisible();

    await result.getByRole("link", { name: t.seeProfile }).click();
    await expect(page).toHaveURL(/\/en\/profile#risk-assessments$/);
    const list = page.getByTestId("my-risk-assessments");
    await expect(list.getByRole("heading", { name: t.listTitle })).toBeVisible();
    const item = list.locator("li[data-band=high]");
    await expect(item).toHaveCount(1);
    await expect(item.getByText(t.high, { exact: true })).toBeVisible();
    await expect(item.getByText(t.score)).toBeVisible();
    await item.getByRole("button", { name: t.remove }).click();
    await expect(list.getByText(t.empty)).toBeVisible();
  });
});
