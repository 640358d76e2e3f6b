import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, VIEWPORTS } from "./helpers/axe";
import { newPatient } from "./helpers/booking";
import { waitForRuntime } from "./helpers/runtime";
import { test } from "./helpers/test";

/*
 * Saving a risk assessment to the profile (issue 22), in both languages: a guest's result offers
 * sign-in, which comes back to the same result with the answers kept (and none of them in a URL);
 * the signed-in patient saves it by keyboard; the profile lists it, and it can be removed.
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
    identifier: "Email or mobile number",
    password: "Password",
    signIn: "Sign in",
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
    identifier: "البريد الإلكتروني أو رقم الجوال",
    password: "كلمة المرور",
    signIn: "تسجيل الدخول",
    save: "احفظ في ملفي الشخصي",
    saved: "تم حفظ النتيجة في ملفك الشخصي",
    seeProfile: "اعرض نتائجي المحفوظة",
    listTitle: "تقييمات المخاطر الخاصة بي",
    score: /18 من 26|١٨ من ٢٦/,
    remove: /^حذف نتيجة/,
    empty: "لم تحفظ أي تقييم للمخاطر بعد.",
  },
} as const;

/** A verified patient, registered through the backend with its own client IP (per-IP code limits). */
async function axeAtBothWidths(page: Page) {
  await page.mouse.move(0, 0);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expectNoAxeViolations(page);
  }
}

for (const lang of ["ar", "en"] as const) {
  const t = L[lang];

  test.describe(`risk assessment saved to the profile (${lang})`, () => {
    test.use({ locale: lang });

    test("a guest signs in from the result, comes back to it answered, saves it by keyboard, and finds it in the profile", async ({ page }) => {
      // A sign-in, three page loads and four full-page axe runs: more than the default on a busy 2-core host.
      test.setTimeout(90_000);
      const patient = await newPatient(page.request);
      const urls: string[] = [];
      page.on("request", (request) => urls.push(request.url()));

      await page.goto(`${t.prefix}/risk-assessment`);
      await waitForRuntime(page);
      const form = page.locator("form").filter({ has: page.getByLabel(t.age, { exact: true }) });
      const choose = (group: number, option: number) => form.locator("fieldset").nth(group).getByRole("radio").nth(option).check();
      // 65 (4) + BMI 31.1 (3) + men's waist 103 (4) + no daily activity (2) + vegetables daily (0)
      // + no blood-pressure medication (0) + no high glucose (0) + a parent with diabetes (5) = 18.
      await form.getByLabel(t.age, { exact: true }).fill("65");
      await choose(0, 0);
      await form.getByLabel(t.height, { exact: true }).fill("170");
      await form.getByLabel(t.weight, { exact: true }).fill("90");
      await form.getByLabel(t.waist, { exact: true }).fill("103");
      for (const [i, pick] of [1, 0, 1, 1, 2].entries()) await choose(i + 1, pick);
      await form.getByRole("button", { name: t.submit }).click();
      const result = page.locator("[data-band]");
      await expect(result).toHaveAttribute("data-band", "high");

      const signInLink = result.getByRole("link", { name: t.signInToSave });
      await signInLink.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/sign-in`);
      expect([...new URL(page.url()).searchParams.keys()]).toEqual(["callbackUrl"]);
      const signIn = page.locator("main form");
      await signIn.getByLabel(t.identifier).fill(patient.email);
      await signIn.getByLabel(t.password, { exact: true }).fill(patient.password);
      await signIn.getByRole("button", { name: t.signIn }).click();

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
  });
}
