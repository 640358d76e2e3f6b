import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolationsAtRest } from "./helpers/axe";
import { BACKEND, outboxCode } from "./helpers/backend";
import { waitForRuntime } from "./helpers/runtime";
import { test } from "./helpers/test";

/*
 * Accounts (issue 18): sign-up → the SMS code read from the development outbox → signed in;
 * five wrong codes void a code and the resend countdown brings a new one; password reset by email
 * and by phone; the profile's personal and lifestyle fields, export and deletion. Both languages,
 * axe at 375 and 1280 px on every page.
 */

const L = {
  en: {
    prefix: "/en",
    home: "/en",
    firstName: "First name",
    mobile: "Mobile number",
    email: "Email",
    password: "Password",
    confirm: "Confirm password",
    newPassword: "New password",
    signUp: "Create account",
    code: "Verification code",
    verify: "Verify",
    resend: "Resend code",
    resent: "verification code resent",
    wrongCode: "The code is wrong or expired!",
    countdown: /You can ask for a new code in \d+ seconds/,
    identifier: "Email or mobile number",
    sendCode: "Send code",
    savePassword: "Save the new password",
    passwordChanged: "Your password was changed",
    signIn: "Sign in",
    profileTitle: "My profile",
    sectionsNav: "Profile sections",
    personalSection: "Personal information",
    fullName: "Full name",
    secondName: "Second name",
    bloodType: "Blood type",
    smoking: "Smoking habit",
    organDonor: "Organ donor",
    weight: "Weight",
    save: "Save changes",
    profileUpdated: "profile updated",
    lettersOnly: "Full name may contain letters and spaces only",
    download: "Download my data",
    deletePassword: "Your password",
    deleteAccount: "Delete my account",
    deleted: "Your account was deleted",
    withCode: "A code sent to my mobile",
    sendDeleteCode: "Send the code",
  },
  ar: {
    prefix: "",
    home: "/",
    firstName: "الاسم الأول",
    mobile: "رقم الجوال",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    confirm: "تأكيد كلمة المرور",
    newPassword: "كلمة المرور الجديدة",
    signUp: "إنشاء الحساب",
    code: "رمز التحقق",
    verify: "تحقق",
    resend: "إعادة إرسال الرمز",
    resent: "تم إعادة إرسال رمز التحقق",
    wrongCode: "الرمز غير صحيح أو منتهي الصلاحية!",
    countdown: /يمكنك طلب رمز جديد بعد \d+ ثانية/,
    identifier: "البريد الإلكتروني أو رقم الجوال",
    sendCode: "إرسال الرمز",
    savePassword: "حفظ كلمة المرور الجديدة",
    passwordChanged: "تم تغيير كلمة المرور",
    signIn: "تسجيل الدخول",
    profileTitle: "ملفي الشخصي",
    sectionsNav: "أقسام الملف",
    personalSection: "المعلومات الشخصية",
    fullName: "الاسم الكامل",
    secondName: "الاسم الثاني",
    bloodType: "فصيلة الدم",
    smoking: "التدخين",
    organDonor: "متبرع بالأعضاء",
    weight: "الوزن",
    save: "حفظ التغييرات",
    profileUpdated: "تم تحديث الملف الشخصي",
    lettersOnly: "يجب أن يحتوي الاسم الكامل على حروف ومسافات فقط",
    download: "تنزيل بياناتي",
    deletePassword: "كلمة المرور",
    deleteAccount: "حذف حسابي",
    deleted: "تم حذف حسابك",
    withCode: "برمز يُرسل إلى جوالي",
    sendDeleteCode: "إرسال الرمز",
  },
} as const;
type Lang = keyof typeof L;

const PASSWORD = "Secret#2026";

function newPerson() {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  return { name: "Lina", mobile: `05${digits}`, email: `lina.${digits}.${Date.now()}@example.com` };
}
type Person = ReturnType<typeof newPerson>;

const form = (page: Page) => page.locator("main form").first();

/** Fills and sends the sign-up form; ends on the code page. */
async function fillSignUp(page: Page, lang: Lang, person: Person) {
  const t = L[lang];
  await page.goto(`${t.prefix}/sign-up`);
  await waitForRuntime(page);
  const f = form(page);
  await f.getByLabel(t.firstName).fill(person.name);
  await f.getByLabel(t.mobile).fill(person.mobile);
  await f.getByLabel(t.email, { exact: true }).fill(person.email);
  await f.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await f.getByLabel(t.confirm, { exact: true }).fill(PASSWORD);
  await f.getByRole("button", { name: t.signUp }).click();
  await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/otp`);
}

async function enterCode(page: Page, lang: Lang, code: string) {
  const f = form(page);
  await f.getByLabel(L[lang].code).fill(code);
  await f.getByRole("button", { name: L[lang].verify }).click();
}

/** A new, signed-in patient. */
async function signUp(page: Page, lang: Lang): Promise<Person> {
  const person = newPerson();
  await fillSignUp(page, lang, person);
  await enterCode(page, lang, await outboxCode(page.request, person.mobile));
  // A sign-up lands on the profile, which welcomes the new patient by name.
  await expect(page).toHaveURL((url) => url.pathname === `${L[lang].prefix}/profile`);
  await expect(page.getByTestId("welcome-notice").getByRole("heading")).toContainText(person.name);
  return person;
}

for (const lang of ["ar", "en"] as const) {
  const t = L[lang];

  test.describe(`accounts (${lang})`, () => {
    test.use({ locale: lang });

    test("sign-up: the terms line and an unticked newsletter, the code from the outbox, then signed in", async ({ page }) => {
      await page.goto(`${t.prefix}/sign-up`);
      await waitForRuntime(page);
      const f = form(page);
      await expect(f.getByRole("link", { name: lang === "en" ? "terms and conditions" : "الشروط والأحكام" })).toBeVisible();
      await expect(f.getByRole("link", { name: lang === "en" ? "privacy policy" : "سياسة الخصوصية" })).toBeVisible();
      await expect(f.getByRole("checkbox")).toHaveCount(1);
      await expect(f.getByRole("checkbox")).not.toBeChecked();

      // Every rule answers under its field, and what was typed stays.
      await f.getByLabel(t.mobile).fill("0612345678");
      await f.getByLabel(t.password, { exact: true }).fill("short");
      await f.getByRole("button", { name: t.signUp }).click();
      await expect(f.getByLabel(t.mobile)).toHaveAttribute("aria-invalid", "true");
      await expect(f.getByLabel(t.password, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(f.getByLabel(t.mobile)).toHaveValue("0612345678");
      await expectNoAxeViolationsAtRest(page);

      const person = newPerson();
      await fillSignUp(page, lang, person);
      await expect(page.getByText(person.mobile)).toBeVisible();
      await expect(page.getByTestId("resend-countdown")).toHaveText(t.countdown);
      await expect(page.getByRole("button", { name: t.resend })).toBeDisabled();
      await expectNoAxeViolationsAtRest(page);

      await enterCode(page, lang, await outboxCode(page.request, person.mobile));
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/profile`);
      await expect(page.getByTestId("welcome-notice").getByRole("heading")).toContainText(person.name);
      await expectNoAxeViolationsAtRest(page);
      // Signed in, and the session the browser can read carries no backend token.
      const session = (await (await page.request.get("/api/auth/session")).json()) as { user?: { email?: string } };
      expect(session.user?.email).toBe(person.email);
      expect(JSON.stringify(session)).not.toMatch(/backendToken|token/i);
      await page.goto(`${t.prefix}/profile`);
      await expect(page.getByRole("heading", { level: 1, name: t.profileTitle })).toBeVisible();
      await expect(page.getByTestId("profile-details")).toContainText(person.mobile);
      // The welcome was for the landing only.
      await expect(page.getByTestId("welcome-notice")).toHaveCount(0);
      // Appointments come first; the section links open each part (plain fragments).
      const order = await page.evaluate(() => {
        const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top ?? NaN;
        return [top("section[data-testid=my-appointments]"), top("[data-testid=profile-form]")];
      });
      expect(order[0]).toBeLessThan(order[1]!);
      await page.getByRole("navigation", { name: t.sectionsNav }).getByRole("link", { name: t.personalSection }).click();
      await expect(page).toHaveURL(/#personal-information$/);
      await expect(page.getByRole("heading", { level: 2, name: t.personalSection })).toBeInViewport();
    });

    test("five wrong codes void the code; the countdown ends and a resent code signs in", async ({ page }) => {
      test.setTimeout(150_000);
      const person = newPerson();
      await fillSignUp(page, lang, person);
      const code = await outboxCode(page.request, person.mobile);
      const wrong = code === "0000" ? "1111" : "0000";
      for (let i = 0; i < 5; i += 1) {
        await enterCode(page, lang, wrong);
        await expect(form(page).getByRole("alert").filter({ hasText: t.wrongCode })).toBeVisible();
        await expect(form(page).getByLabel(t.code)).toHaveAttribute("aria-invalid", "true");
      }
      await expectNoAxeViolationsAtRest(page);
      // The sixth try fails even with the right code.
      await enterCode(page, lang, code);
      await expect(form(page).getByRole("alert").filter({ hasText: t.wrongCode })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/otp`);

      // The countdown runs in seconds and then lets a new code be sent.
      const countdown = page.getByTestId("resend-countdown");
      const first = Number(/\d+/.exec((await countdown.textContent()) ?? "")?.[0]);
      await expect.poll(async () => Number(/\d+/.exec((await countdown.textContent()) ?? "")?.[0] ?? 0)).toBeLessThan(first);
      const resend = page.getByRole("button", { name: t.resend });
      await expect(resend).toBeEnabled({ timeout: 75_000 });
      await resend.click();
      await expect(page.getByRole("status").filter({ hasText: t.resent })).toBeVisible();
      await expect(page.getByTestId("resend-countdown")).toHaveText(t.countdown);
      const outbox = (await (await page.request.get(`${BACKEND}/api/dev/outbox?to=${person.mobile}`)).json()) as { data: unknown[] };
      expect(outbox.data).toHaveLength(2);
      await enterCode(page, lang, await outboxCode(page.request, person.mobile));
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/profile`);
    });

    test(`resets a password by ${lang === "en" ? "email" : "phone"} and signs in with the new one`, async ({ page, context }) => {
      // Three pages, each measured by axe at two sizes: more than the default budget on a busy machine.
      test.setTimeout(90_000);
      const person = await signUp(page, lang);
      await context.clearCookies();
      const target = lang === "en" ? person.email : person.mobile;

      await page.goto(`${t.prefix}/reset-password`);
      await waitForRuntime(page);
      await expectNoAxeViolationsAtRest(page);
      await form(page).getByLabel(t.identifier).fill(target);
      await form(page).getByRole("button", { name: t.sendCode }).click();
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/otp-reset-password`);
      await expect(page.getByText(target)).toBeVisible();
      await expectNoAxeViolationsAtRest(page);
      await enterCode(page, lang, await outboxCode(page.request, target));

      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/confirm-password`);
      await expectNoAxeViolationsAtRest(page);
      const f = form(page);
      await f.getByLabel(t.newPassword, { exact: true }).fill("NewSecret#2027");
      await f.getByLabel(t.confirm, { exact: true }).fill("NewSecret#2028");
      await f.getByRole("button", { name: t.savePassword }).click();
      await expect(f.getByLabel(t.confirm, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await f.getByLabel(t.confirm, { exact: true }).fill("NewSecret#2027");
      await f.getByRole("button", { name: t.savePassword }).click();
      await expect(page.getByRole("status").filter({ hasText: t.passwordChanged })).toBeVisible();
      // The server action refreshes the route; check the page once its head is back in place.
      await expect(page).toHaveTitle(/\S/);
      await expectNoAxeViolationsAtRest(page);

      await page.goto(`${t.prefix}/sign-in`);
      await waitForRuntime(page);
      const signIn = form(page);
      await signIn.getByLabel(t.identifier).fill(person.email);
      await signIn.getByLabel(t.password, { exact: true }).fill("NewSecret#2027");
      await signIn.getByRole("button", { name: t.signIn }).click();
      await expect(page).toHaveURL((url) => url.pathname === t.home);
    });

    test("the profile saves personal and lifestyle fields, exports the data and deletes the account", async ({ page }) => {
      test.setTimeout(90_000);
      const person = await signUp(page, lang);
      await page.goto(`${t.prefix}/profile`);
      await waitForRuntime(page);
      const profile = page.getByTestId("profile-form");
      await profile.getByLabel(t.fullName).fill("Lina 2");
      await profile.getByRole("button", { name: t.save }).click();
      await expect(profile.getByLabel(t.fullName)).toHaveAttribute("aria-invalid", "true");
      await expect(profile.getByText(t.lettersOnly).first()).toBeVisible();
      await expectNoAxeViolationsAtRest(page);

      await profile.getByLabel(t.fullName).fill(lang === "en" ? "Lina Hassan" : "لينا حسن");
      await profile.getByLabel(t.secondName).fill(lang === "en" ? "Omar" : "عمر");
      await profile.getByLabel(t.bloodType).selectOption("O+");
      await profile.getByLabel(t.weight).fill("64.5");
      await profile.getByLabel(t.smoking).selectOption("never");
      await profile.getByLabel(t.organDonor).selectOption("yes");
      await profile.getByRole("button", { name: t.save }).click();
      await expect(page.getByRole("status").filter({ hasText: t.profileUpdated })).toBeVisible();

      await page.reload();
      await waitForRuntime(page);
      await expect(profile.getByLabel(t.secondName)).toHaveValue(lang === "en" ? "Omar" : "عمر");
      await expect(profile.getByLabel(t.bloodType)).toHaveValue("O+");
      await expect(profile.getByLabel(t.weight)).toHaveValue("64.5");
      await expect(profile.getByLabel(t.smoking)).toHaveValue("never");
      await expect(profile.getByLabel(t.organDonor)).toHaveValue("yes");
      // Health answers are never put in a shared cache.
      const html = await page.request.get(`${t.prefix}/profile`);
      expect(html.headers()["cache-control"] ?? "").toMatch(/no-store|private/);

      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: t.download }).click();
      const file = await downloading;
      expect(file.suggestedFilename()).toBe("my-data.json");
      const exported = JSON.parse(readFileSync(await file.path(), "utf8")) as Record<string, unknown>;
      expect(exported.account).toMatchObject({ email: person.email, mobile: person.mobile });
      expect(exported.profile).toMatchObject({ blood_type: "O+", weight: 64.5, smoking_habit: "never", organ_donor: true });
      for (const key of ["appointments", "offer_bookings", "payments", "survey_answers"]) expect(exported[key]).toEqual([]);
      expect(exported.newsletter).toBeNull();

      await deleteAccount(page, lang, person, lang === "en" ? "password" : "code");
    });

    test(`deletes an account confirmed by ${lang === "en" ? "a code sent to the mobile" : "the password"}`, async ({ page }) => {
      const person = await signUp(page, lang);
      await page.goto(`${t.prefix}/profile`);
      await waitForRuntime(page);
      await deleteAccount(page, lang, person, lang === "en" ? "code" : "password");
    });
  });
}

/** Deletes the signed-in account from the profile page, then finds the profile closed. */
async function deleteAccount(page: Page, lang: Lang, person: Person, by: "password" | "code") {
  const t = L[lang];
  if (by === "password") {
    await page.getByLabel(t.deletePassword, { exact: true }).fill(PASSWORD);
  } else {
    await page.getByRole("radio", { name: t.withCode }).check();
    await page.getByRole("button", { name: t.sendDeleteCode }).click();
    // The privacy section's own words: the account details above it show the same mobile.
    const privacy = page.locator("section[aria-labelledby=privacy-title]");
    const sentTo = privacy.getByText(person.mobile, { exact: true });
    const refused = privacy.getByRole("alert").filter({ hasText: /\S/ });
    // Either the code went out or the form says why not: a refusal fails here with its words.
    await expect(sentTo.or(refused).first()).toBeVisible();
    expect(await refused.allInnerTexts()).toEqual([]);
    await expect(sentTo).toBeVisible();
    await expect(page.getByTestId("resend-countdown")).toHaveText(t.countdown);
    await expectNoAxeViolationsAtRest(page);
    await page.getByLabel(t.code).fill(await outboxCode(page.request, person.mobile, { about: /delete|لحذف/ }));
  }
  await page.getByRole("button", { name: t.deleteAccount }).click();
  await expect(page.getByRole("status").filter({ hasText: t.deleted })).toBeVisible();
  if (by === "code") await expectNoAxeViolationsAtRest(page);
  await page.goto(`${t.prefix}/profile`);
  await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/sign-in`);
}
