import { expect, type Page } from "@playwright/test";
import { expectStepAccessible } from "./helpers/axe";
import { signInByRequest } from "./helpers/session";
import { test } from "./helpers/test";

/*
 * Auth guards in a browser (issue 4, SPEC §4): the sign-in form by keyboard, from a protected page
 * back to it; its errors in each language; the header's account link following the session
 * through the proxy's hint cookie; the social-login return path. What a response alone shows (the
 * proxy's redirects, guest-only pages, return targets, the forged subrequest header) is checked by
 * request in auth-guard-http.spec.ts; the sign-in, login and profile pages themselves are in the
 * accessibility sweep. Uses the seeded demo patient.
 */

type Lang = "ar" | "en";

const PATIENT = { email: "patient@example.com", mobile: "0551234567", password: "Patient#2026" };

const L = {
  en: {
    prefix: "/en",
    identifier: "Email or mobile number",
    password: "Password",
    submit: "Sign in",
    profileTitle: "My profile",
    wrongPassword: "Wrong password.",
    invalidIdentifier: "Error in phone number or email.",
    identifierRequired: "Email or mobile number is required",
    identifierInvalid: "Enter a valid email",
    signingYouIn: "Signing you in…",
    signInIncomplete: "We could not complete the sign-in.",
    backToSignIn: "Back to sign in",
  },
  ar: {
    prefix: "",
    identifier: "البريد الإلكتروني أو رقم الجوال",
    password: "كلمة المرور",
    submit: "تسجيل الدخول",
    profileTitle: "ملفي الشخصي",
    wrongPassword: "كلمة المرور خاطئة.",
    invalidIdentifier: "خطأ في رقم الجوال أو البريد الإلكتروني.",
    identifierRequired: "البريد الإلكتروني أو رقم الجوال مطلوب",
    identifierInvalid: "أدخل بريدًا إلكترونيًا صحيحًا",
    signingYouIn: "جارٍ تسجيل دخولك…",
    signInIncomplete: "تعذّر إكمال تسجيل الدخول.",
    backToSignIn: "العودة إلى تسجيل الدخول",
  },
} as const;

function fields(page: Page, lang: Lang) {
  const form = page.locator("main form").first();
  return {
    identifier: form.getByLabel(L[lang].identifier),
    password: form.getByLabel(L[lang].password, { exact: true }),
    alert: form.getByRole("alert"),
  };
}

/** Types into both fields and sends the form with Enter from the password. */
async function sendByKeyboard(page: Page, lang: Lang, identifier: string, password: string) {
  const f = fields(page, lang);
  await f.identifier.fill(identifier);
  await f.password.fill(password);
  await f.password.press("Enter");
}

test("keyboard sign-in (en): a protected page sends the visitor to sign in; each error is announced and keeps what was typed; the right password brings the visitor back", async ({ page }) => {
  const t = L.en;
  await page.goto(`${t.prefix}/profile`);
  await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/sign-in` && url.searchParams.get("callbackUrl") === `${t.prefix}/profile`);
  const f = fields(page, "en");

  // Enter submits the empty form; the first invalid field gets the focus.
  await f.identifier.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(t.identifierRequired)).toBeVisible();
  await expect(f.identifier).toBeFocused();
  await expect(f.identifier).toHaveAttribute("aria-invalid", "true");

  await f.identifier.fill("not-an-email");
  await page.keyboard.press("Enter");
  await expect(page.getByText(t.identifierInvalid)).toBeVisible();

  await sendByKeyboard(page, "en", PATIENT.email, "Wrong#Password1");
  await expect(f.alert).toHaveText(t.wrongPassword);
  await expect(f.identifier).toHaveValue(PATIENT.email);
  await expect(f.password).toHaveValue("Wrong#Password1");
  await expect(f.password).toBeFocused();

  await sendByKeyboard(page, "en", "nobody@example.com", "Whatever#2026");
  await expect(f.alert).toHaveText(t.invalidIdentifier);
  await expect(f.identifier).toHaveValue("nobody@example.com");
  await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/sign-in`);

  await sendByKeyboard(page, "en", PATIENT.email, PATIENT.password);
  await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/profile`);
  await expect(page.getByRole("heading", { level: 1, name: t.profileTitle })).toBeVisible();
  const details = page.getByTestId("profile-details");
  await expect(details).toContainText(PATIENT.email);
  await expect(details).toContainText(PATIENT.mobile);
});

test("sign-in errors in Arabic, announced under the field and in the form's alert; the page with them passes axe at both widths (ar)", async ({ page }) => {
  const t = L.ar;
  await page.goto(`${t.prefix}/sign-in`);
  const f = fields(page, "ar");
  await f.identifier.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(t.identifierRequired)).toBeVisible();
  await f.identifier.fill("not-an-email");
  await page.keyboard.press("Enter");
  await expect(page.getByText(t.identifierInvalid)).toBeVisible();
  await sendByKeyboard(page, "ar", "nobody@example.com", "Whatever#2026");
  await expect(f.alert).toHaveText(t.invalidIdentifier);
  await sendByKeyboard(page, "ar", PATIENT.email, "Wrong#Password1");
  await expect(f.alert).toHaveText(t.wrongPassword);
  await f.identifier.fill("");
  await f.identifier.press("Enter");
  await expect(page.getByText(t.identifierRequired)).toBeVisible();
  await expectStepAccessible(page, "main form");
});

test("the header (ar) shows Sign in, then My account once signed in (both locales), then Sign in again after Sign out", async ({ page, context }) => {
  const NAMES = { ar: { signIn: "تسجيل الدخول", myAccount: "حسابي", prefix: "", doctors: "/الأطباء" }, en: { signIn: "Sign in", myAccount: "My account", prefix: "/en", doctors: "/en/doctors" } };
  const [t, other] = [NAMES.ar, NAMES.en];
  const topBar = page.locator("header").first();
  const account = (name: string) => topBar.getByRole("link", { name, exact: true });
  const hint = async () => (await context.cookies()).find((cookie) => cookie.name === "hg_session_hint");

  await page.goto(t.doctors);
  await expect(account(t.signIn)).toHaveAttribute("href", `${t.prefix}/sign-in`);
  await expect(account(t.myAccount)).toHaveCount(0);

  await signInByRequest(context, PATIENT, "ar");
  // A UI hint only: readable by the page, living as long as the session can, never the session itself.
  expect(await hint()).toMatchObject({ value: "1", path: "/", httpOnly: false, sameSite: "Lax" });
  expect((await hint())!.expires * 1000).toBeGreaterThan(Date.now() + 23 * 3600_000);

  // The other locale's static pages show it too (not its home: the root would follow the
  // language cookie that visit leaves).
  await page.goto(other.doctors);
  await expect(account(other.myAccount)).toHaveAttribute("href", `${other.prefix}/profile`);
  await expect(account(other.signIn)).toHaveCount(0);

  await page.goto(t.doctors);
  await account(t.myAccount).click();
  await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/profile`);
  await expect(page.getByRole("heading", { level: 1, name: L.ar.profileTitle })).toBeVisible();

  // Sign out: the sign-in page says so (SPEC §8), the hint is gone, and both locales offer Sign in.
  await page.getByRole("button", { name: "تسجيل الخروج" }).click();
  await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/sign-in`);
  await expect(page.getByRole("status").filter({ hasText: "تم تسجيل الخروج بنجاح." })).toBeVisible();
  await expect(account(t.signIn)).toHaveAttribute("href", `${t.prefix}/sign-in`);
  await expect(account(t.myAccount)).toHaveCount(0);
  expect(await hint()).toBeUndefined();
  expect((await page.request.get(`${t.prefix}/profile`, { maxRedirects: 0 })).status()).toBe(307);
  await page.goto(other.doctors);
  await expect(account(other.signIn)).toHaveAttribute("href", `${other.prefix}/sign-in`);
});

test("the social-login return path (en) says it is signing in, then falls back to sign-in with the return path; axe at both widths", async ({ page }) => {
  const t = L.en;
  await page.route("**/api/auth/session", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto(`${t.prefix}/login?callbackUrl=${encodeURIComponent(`${t.prefix}/profile`)}`);
  await expect(page.getByRole("status").filter({ hasText: t.signingYouIn })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: t.signInIncomplete })).toBeVisible();
  const back = page.getByRole("link", { name: t.backToSignIn });
  await expect(back).toHaveAttribute("href", `${t.prefix}/sign-in?callbackUrl=${encodeURIComponent(`${t.prefix}/profile`)}`);
  await expectStepAccessible(page, "main");
});

test("the social-login return path (ar) falls back in Arabic without a session; signed in, it goes to the stored path", async ({ page, context }) => {
  const t = L.ar;
  await page.goto(`${t.prefix}/login?callbackUrl=${encodeURIComponent(`${t.prefix}/profile`)}`);
  await expect(page.getByRole("alert").filter({ hasText: t.signInIncomplete })).toBeVisible();
  await expect(page.getByRole("link", { name: t.backToSignIn })).toHaveAttribute("href", `${t.prefix}/sign-in?callbackUrl=${encodeURIComponent(`${t.prefix}/profile`)}`);

  await signInByRequest(context, PATIENT, "ar");
  await page.evaluate((path) => sessionStorage.setItem("auth:return-path", path), `${t.prefix}/profile`);
  await page.goto(`${t.prefix}/login`);
  await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/profile`);
});
