import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { expectStepAccessible } from "./helpers/axe";
import { BACKEND, outboxCode } from "./helpers/backend";
import { newPatient } from "./helpers/booking";
import { waitForRuntime } from "./helpers/runtime";
import { signInByRequest } from "./helpers/session";
import { test } from "./helpers/test";

/*
 * Accounts (issue 18) in a browser, each flow once, the languages alternating: sign-up through the
 * form to the SMS code (from the development outbox) and signed in; five wrong codes void a code,
 * the countdown (Playwright's clock) ends and the backend still holds its own minute; password
 * reset by email and by phone; the profile's personal and lifestyle fields, export and deletion by
 * code and by password. axe at 375 and 1280 px on the part of the page each step changes (the pages
 * themselves are in the accessibility sweep). The sign-up page's markup is checked by request
 * (accounts-http.spec.ts); the backend's rules (codes, resend minute, budgets) by its contract tests
 * (tests/backend/contract/accounts.ts).
 */

const L = {
  en: {
    prefix: "/en",
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
    wrongCode: "The code is wrong or expired!",
    countdown: /You can ask for a new code in (\d+) seconds/,
    identifier: "Email or mobile number",
    sendCode: "Send code",
    savePassword: "Save the new password",
    passwordChanged: "Your password was changed",
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
    wrongCode: "الرمز غير صحيح أو منتهي الصلاحية!",
    countdown: /يمكنك طلب رمز جديد بعد (\d+) ثانية/,
    identifier: "البريد الإلكتروني أو رقم الجوال",
    sendCode: "إرسال الرمز",
    savePassword: "حفظ كلمة المرور الجديدة",
    passwordChanged: "تم تغيير كلمة المرور",
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

/** Fills the sign-up form already on screen and sends it; ends on the code page. */
async function fillSignUp(page: Page, lang: Lang, person: Person) {
  const t = L[lang];
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

const secondsIn = async (page: Page, lang: Lang) => Number(L[lang].countdown.exec((await page.getByTestId("resend-countdown").textContent()) ?? "")?.[1] ?? 0);

test.describe("accounts (en)", () => {
  const t = L.en;
  test.use({ locale: "en" });

  test("sign-up: every rule answers under its field and keeps what was typed; the code from the outbox signs the new patient in, welcomed on the profile", async ({ page }) => {
    await page.goto(`${t.prefix}/sign-up`);
    await waitForRuntime(page);
    const f = form(page);
    await f.getByLabel(t.mobile).fill("0612345678");
    await f.getByLabel(t.password, { exact: true }).fill("short");
    await f.getByRole("button", { name: t.signUp }).click();
    await expect(f.getByLabel(t.mobile)).toHaveAttribute("aria-invalid", "true");
    await expect(f.getByLabel(t.password, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(f.getByLabel(t.firstName)).toHaveAttribute("aria-invalid", "true");
    await expect(f.getByLabel(t.mobile)).toHaveValue("0612345678");
    await expectStepAccessible(page, "main form");

    const person = newPerson();
    await fillSignUp(page, "en", person);
    await expect(page.getByText(person.mobile)).toBeVisible();
    await expect(page.getByTestId("resend-countdown")).toHaveText(t.countdown);
    await expect(page.getByRole("button", { name: t.resend })).toBeDisabled();
    await expectStepAccessible(page, "main");

    await enterCode(page, "en", await outboxCode(page.request, person.mobile));
    // A sign-up lands on the profile, which welcomes the new patient by name.
    await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/profile`);
    await expect(page.getByTestId("welcome-notice").getByRole("heading")).toContainText(person.name);
    await expectStepAccessible(page, "[data-testid=welcome-notice]");
    // Appointments come first; the section links open each part (plain fragments).
    const order = await page.evaluate(() => {
      const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top ?? NaN;
      return [top("section[data-testid=my-appointments]"), top("[data-testid=profile-form]")];
    });
    expect(order[0]).toBeLessThan(order[1]!);
    await page.getByRole("navigation", { name: t.sectionsNav }).getByRole("link", { name: t.personalSection }).click();
    await expect(page).toHaveURL(/#personal-information$/);
    await expect(page.getByRole("heading", { level: 2, name: t.personalSection })).toBeInViewport();

    // Signed in, and the session the browser can read carries no backend token.
    const session = (await (await page.request.get("/api/auth/session")).json()) as { user?: { email?: string } };
    expect(session.user?.email).toBe(person.email);
    expect(JSON.stringify(session)).not.toMatch(/backendToken|token/i);
    // The profile as the server sends it to this session: the new account's mobile, and the welcome
    // was for the landing only.
    const profile = new JSDOM(await (await page.request.get(`${t.prefix}/profile`)).text()).window.document;
    expect(profile.querySelector("h1")?.textContent).toBe(t.profileTitle);
    expect(profile.querySelector("[data-testid=profile-details]")?.textContent).toContain(person.mobile);
    expect(profile.querySelector("[data-testid=welcome-notice]")).toBeNull();
  });

  test("reset by email: the code from the outbox opens the new password, a mismatch is refused, and only the new password signs in", async ({ page, context }) => {
    const patient = await newPatient(page.request);
    await resetPassword(page, "en", patient.email, { axe: false });
    await expectSignIn(context, patient.email, "NewSecret#2027", patient.password);
  });

  test("the profile: a wrong name is refused under its field; personal and lifestyle fields are kept; the data export; deletion by a code sent to the mobile", async ({ page, context }) => {
    const patient = await newPatient(page.request);
    await signInByRequest(context, patient, "en");
    await page.goto(`${t.prefix}/profile`);
    await waitForRuntime(page);
    const profile = page.getByTestId("profile-form");
    await profile.getByLabel(t.fullName).fill("Lina 2");
    await profile.getByRole("button", { name: t.save }).click();
    await expect(profile.getByLabel(t.fullName)).toHaveAttribute("aria-invalid", "true");
    await expect(profile.getByText(t.lettersOnly).first()).toBeVisible();
    await expectStepAccessible(page, "[data-testid=profile-form]");

    await profile.getByLabel(t.fullName).fill("Lina Hassan");
    await profile.getByLabel(t.secondName).fill("Omar");
    await profile.getByLabel(t.bloodType).selectOption("O+");
    await profile.getByLabel(t.weight).fill("64.5");
    await profile.getByLabel(t.smoking).selectOption("never");
    await profile.getByLabel(t.organDonor).selectOption("yes");
    await profile.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("status").filter({ hasText: t.profileUpdated })).toBeVisible();

    await page.reload();
    await waitForRuntime(page);
    await expect(profile.getByLabel(t.fullName)).toHaveValue("Lina Hassan");
    await expect(profile.getByLabel(t.secondName)).toHaveValue("Omar");
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
    expect(exported.account).toMatchObject({ email: patient.email, mobile: patient.mobile });
    expect(exported.profile).toMatchObject({ blood_type: "O+", weight: 64.5, smoking_habit: "never", organ_donor: true });
    for (const key of ["appointments", "offer_bookings", "payments", "survey_answers"]) expect(exported[key]).toEqual([]);
    expect(exported.newsletter).toBeNull();

    await deleteAccount(page, "en", patient, "code");
  });
});

test.describe("accounts (ar)", () => {
  const t = L.ar;
  test.use({ locale: "ar" });

  test("five wrong codes void the code; the countdown runs out and the backend still holds its own minute", async ({ page }) => {
    // The page's clock: the countdown's minute passes at once. The backend keeps real time, so a
    // resend within its minute is refused: that refusal is what the page must show.
    await page.clock.install();
    const person = newPerson();
    await page.goto(`${t.prefix}/sign-up`);
    await waitForRuntime(page);
    await fillSignUp(page, "ar", person);
    const code = await outboxCode(page.request, person.mobile);
    const wrong = code === "0000" ? "1111" : "0000";
    for (let i = 0; i < 5; i += 1) {
      await enterCode(page, "ar", wrong);
      await expect(form(page).getByRole("alert").filter({ hasText: t.wrongCode })).toBeVisible();
      await expect(form(page).getByLabel(t.code)).toHaveAttribute("aria-invalid", "true");
    }
    await expectStepAccessible(page, "main form");
    // The sixth try fails even with the right code.
    await enterCode(page, "ar", code);
    await expect(form(page).getByRole("alert").filter({ hasText: t.wrongCode })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/otp`);

    // The countdown runs in seconds, then lets a new code be asked for.
    const resend = page.getByRole("button", { name: t.resend });
    const first = await secondsIn(page, "ar");
    expect(first).toBeGreaterThan(10);
    await page.clock.fastForward(10_000);
    await expect.poll(() => secondsIn(page, "ar")).toBeLessThanOrEqual(first - 10);
    await expect(resend).toBeDisabled();
    await page.clock.fastForward(60_000);
    await expect(page.getByTestId("resend-countdown")).not.toHaveText(t.countdown);
    await expect(resend).toBeEnabled();

    // Pressed before the backend's minute is over: refused with the wait it says, which the
    // countdown takes up, and nothing is sent.
    await resend.click();
    const refusal = form(page).getByRole("alert").filter({ hasText: t.countdown });
    await expect(refusal).toBeVisible();
    const wait = Number(t.countdown.exec((await refusal.textContent()) ?? "")?.[1]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    await expect(page.getByTestId("resend-countdown")).toHaveText(t.countdown);
    await expect(resend).toBeDisabled();
    const outbox = (await (await page.request.get(`${BACKEND}/api/dev/outbox?to=${person.mobile}`)).json()) as { data: unknown[] };
    expect(outbox.data).toHaveLength(1);
  });

  test("reset by phone: the code from the outbox opens the new password, a mismatch is refused, and only the new password signs in", async ({ page, context }) => {
    const patient = await newPatient(page.request);
    await resetPassword(page, "ar", patient.mobile, { axe: true });
    await expectSignIn(context, patient.email, "NewSecret#2027", patient.password);
  });

  test("the profile in Arabic: an Arabic name passes the letters rule, the errors and answers are Arabic; deletion by the password", async ({ page, context }) => {
    const patient = await newPatient(page.request);
    await signInByRequest(context, patient, "ar");
    await page.goto(`${t.prefix}/profile`);
    await waitForRuntime(page);
    const profile = page.getByTestId("profile-form");
    await profile.getByLabel(t.fullName).fill("لينا 2");
    await profile.getByRole("button", { name: t.save }).click();
    await expect(profile.getByLabel(t.fullName)).toHaveAttribute("aria-invalid", "true");
    await expect(profile.getByText(t.lettersOnly).first()).toBeVisible();
    await profile.getByLabel(t.fullName).fill("لينا حسن");
    await profile.getByLabel(t.secondName).fill("عمر");
    await profile.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("status").filter({ hasText: t.profileUpdated })).toBeVisible();
    // As the server sends the profile to this session: the Arabic names kept as written (in the
    // page's data for the form), the welcome a sign-up lands on and the section links, in Arabic.
    const data = await (await page.request.get(`${t.prefix}/profile?welcome=1`)).text();
    expect(data).toMatch(/second_name\\?"\s*:\s*\\?"عمر/);
    expect(data).toMatch(/full_name\\?"\s*:\s*\\?"لينا حسن/);
    const doc = new JSDOM(data).window.document;
    expect(doc.querySelector("[data-testid=welcome-notice] h2")?.textContent).toContain("Rana");
    const sections = doc.getElementById("profile-sections-title")?.closest("nav");
    expect(doc.getElementById("profile-sections-title")?.textContent).toBe(t.sectionsNav);
    expect([...(sections?.querySelectorAll("a") ?? [])].map((a) => [a.textContent?.trim(), a.getAttribute("href")])).toContainEqual([t.personalSection, "#personal-information"]);

    await deleteAccount(page, "ar", patient, "password");
  });
});

/** From the reset page to a new password, by the email or the mobile `target`. */
async function resetPassword(page: Page, lang: Lang, target: string, { axe }: { axe: boolean }) {
  const t = L[lang];
  await page.goto(`${t.prefix}/reset-password`);
  await waitForRuntime(page);
  await form(page).getByLabel(t.identifier).fill(target);
  await form(page).getByRole("button", { name: t.sendCode }).click();
  await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/otp-reset-password`);
  await expect(page.getByText(target)).toBeVisible();
  if (axe) await expectStepAccessible(page, "main");
  await enterCode(page, lang, await outboxCode(page.request, target));

  await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/confirm-password`);
  const f = form(page);
  await f.getByLabel(t.newPassword, { exact: true }).fill("NewSecret#2027");
  await f.getByLabel(t.confirm, { exact: true }).fill("NewSecret#2028");
  await f.getByRole("button", { name: t.savePassword }).click();
  await expect(f.getByLabel(t.confirm, { exact: true })).toHaveAttribute("aria-invalid", "true");
  if (axe) await expectStepAccessible(page, "main");
  await f.getByLabel(t.confirm, { exact: true }).fill("NewSecret#2027");
  await f.getByRole("button", { name: t.savePassword }).click();
  await expect(page.getByRole("status").filter({ hasText: t.passwordChanged })).toBeVisible();
  // The server action refreshes the route; check the page once its head is back in place.
  await expect(page).toHaveTitle(/\S/);
  if (axe) await expectStepAccessible(page, "main");
}

/** Through next-auth's endpoints, as the sign-in form sends them: `password` signs in, `old` no longer does. */
async function expectSignIn(context: BrowserContext, identifier: string, password: string, old: string) {
  await context.clearCookies();
  const { csrfToken } = (await (await context.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const refused = await context.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, identifier, password: old, locale: "en", json: "true" },
    maxRedirects: 0,
  });
  const refusedAt = refused.headers().location ?? ((await refused.json()) as { url: string }).url;
  expect(new URL(refusedAt, "http://site.test").searchParams.get("error")).toBe("wrong_password");
  await signInByRequest(context, { email: identifier, password });
}

const PRIVACY = "section[aria-labelledby=privacy-title]";

/** Deletes the signed-in account from the profile page, then finds the profile closed. */
async function deleteAccount(page: Page, lang: Lang, person: { mobile: string; password: string }, by: "password" | "code") {
  const t = L[lang];
  if (by === "password") {
    await page.getByLabel(t.deletePassword, { exact: true }).fill(person.password);
  } else {
    await page.getByRole("radio", { name: t.withCode }).check();
    await page.getByRole("button", { name: t.sendDeleteCode }).click();
    // The privacy section's own words: the account details above it show the same mobile.
    const privacy = page.locator(PRIVACY);
    const sentTo = privacy.getByText(person.mobile, { exact: true });
    const refused = privacy.getByRole("alert").filter({ hasText: /\S/ });
    // Either the code went out or the form says why not: a refusal fails here with its words.
    await expect(sentTo.or(refused).first()).toBeVisible();
    expect(await refused.allInnerTexts()).toEqual([]);
    await expect(sentTo).toBeVisible();
    await expect(page.getByTestId("resend-countdown")).toHaveText(t.countdown);
    await expectStepAccessible(page, PRIVACY);
    await page.getByLabel(t.code).fill(await outboxCode(page.request, person.mobile, { about: /delete|لحذف/ }));
  }
  await page.getByRole("button", { name: t.deleteAccount }).click();
  await expect(page.getByRole("status").filter({ hasText: t.deleted })).toBeVisible();
  if (by === "code") await expectStepAccessible(page, PRIVACY);
  await page.goto(`${t.prefix}/profile`);
  await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/sign-in`);
}
