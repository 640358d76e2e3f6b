import { JSDOM } from "jsdom";
import { expect, type Page } from "@playwright/test";
import { expectStepAccessible } from "./helpers/axe";
import { BACKEND, outboxCode } from "./helpers/backend";
import { waitForRuntime } from "./helpers/runtime";
import { test } from "./helpers/test";
import { testNetworkAddress } from "./helpers/visitor";
import { TEST_ADDRESS_HEADER } from "../../server/visitor-address.mjs";

/*
 * Google and Facebook sign-in (issue 18) in a real browser against the backend's local identity
 * provider: a protected page sends the visitor to sign in, the provider's page signs them in and
 * asks for consent, next-auth checks the state on /api/auth/callback/…, /login asks a first-time
 * account for its mobile, the SMS code (from the outbox) makes it usable, and the visitor is back
 * on the page they started from. The other provider with the same verified email is linked to
 * that account only after the code sent to the account's mobile; with an email the provider does
 * not vouch for, nothing is linked and the sign-in page says the email is in use. The whole flow
 * runs once (Arabic: Google first, then Facebook linked); English keeps the refusal (Facebook, the
 * provider's page in English). A forged state is answered by request, no browser.
 */

const L = {
  ar: {
    prefix: "",
    google: "المتابعة باستخدام Google",
    facebook: "المتابعة باستخدام Facebook",
    idpEmail: "البريد الإلكتروني",
    idpName: "الاسم",
    idpContinue: "متابعة",
    mobileTitle: "خطوة أخيرة: رقم جوالك",
    mobile: "رقم الجوال",
    sendCode: "إرسال الرمز",
    code: "رمز التحقق",
    verify: "تحقق",
    profileTitle: "ملفي الشخصي",
    idpUnverified: "لا",
    linkTitle: "هذا البريد الإلكتروني يخص حسابًا",
    linkText: "أدخل الرمز الذي أرسلناه إلى رقم جوال الحساب الذي يستخدم هذا البريد الإلكتروني.",
    linkSubmit: "الربط وتسجيل الدخول",
    wrongCode: "الرمز غير صحيح أو منتهي الصلاحية!",
    emailInUse: "هذا البريد الإلكتروني مستخدم في حساب آخر",
  },
  en: {
    prefix: "/en",
    google: "Continue with Google",
    facebook: "Continue with Facebook",
    idpEmail: "Email",
    idpName: "Name",
    idpContinue: "Continue",
    mobileTitle: "One more step: your mobile number",
    mobile: "Mobile number",
    sendCode: "Send the code",
    code: "Verification code",
    verify: "Verify",
    profileTitle: "My profile",
    idpUnverified: "No",
    linkTitle: "This email belongs to an account",
    linkText: "Enter the code we sent to the mobile number of the account that uses this email.",
    linkSubmit: "Link and sign in",
    wrongCode: "The code is wrong or expired!",
    emailInUse: "This email is already used by an account",
  },
} as const;
type Lang = keyof typeof L;

/** From the sign-in page through the provider's sign-in and consent page, back to the site. */
async function throughProvider(page: Page, lang: Lang, provider: "google" | "facebook", person: { email: string; name: string }, verified = true) {
  const t = L[lang];
  await page.getByRole("button", { name: provider === "google" ? t.google : t.facebook }).click();
  await expect(page).toHaveURL((url) => url.port === new URL(BACKEND).port && /\/(authorize|dialog\/oauth)$/.test(url.pathname));
  expect(new URL(page.url()).searchParams.get("state")).toBeTruthy();
  expect(new URL(page.url()).searchParams.get("scope")).toBe(provider === "google" ? "openid profile email" : "public_profile email");
  await page.getByLabel(t.idpEmail).fill(person.email);
  await page.getByLabel(t.idpName).fill(person.name);
  if (!verified) await page.getByRole("radio", { name: t.idpUnverified }).check();
  await page.getByRole("button", { name: t.idpContinue }).click();
}

test("google then facebook sign-in (ar): a first sign-in verifies a mobile, the visitor returns to where they were", async ({ page, context }) => {
  // Three round trips through the provider's pages, two codes and two axe checks at two widths:
  // about 20 s on a busy 2-core host.
  test.setTimeout(60_000);
  const lang = "ar";
  const t = L[lang];
  const n = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  const person = { email: `social.${n}@example.com`, name: "نورة العتيبي", mobile: `05${n}` };
  const profilePath = `${t.prefix}/profile`;

  // A protected page sends the visitor to sign in and remembers where they were.
  await page.goto(profilePath);
  await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/sign-in`);
  await waitForRuntime(page);
  await throughProvider(page, lang, "google", person);

  // Back on /login: a new account asks for its mobile first.
  await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/login`);
  await expect(page.getByText(t.mobileTitle)).toBeVisible();
  await expectStepAccessible(page, "main");
  await page.getByLabel(t.mobile).fill(person.mobile);
  await page.getByRole("button", { name: t.sendCode }).click();
  await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/otp`);
  await page.getByLabel(t.code).fill(await outboxCode(page.request, person.mobile));
  await page.getByRole("button", { name: t.verify }).click();
  await expect(page).toHaveURL((url) => url.pathname === profilePath);
  await expect(page.getByRole("heading", { level: 1, name: t.profileTitle })).toBeVisible();
  await expect(page.getByTestId("profile-details")).toContainText(person.mobile);
  await expect(page.getByTestId("profile-details")).toContainText(person.email);

  // Signed out, the other provider with the same verified email: the account's owner proves it
  // with the code sent to the account's mobile, which the page does not name, not even in part.
  await context.clearCookies();
  await page.goto(`${t.prefix}/sign-in?callbackUrl=${encodeURIComponent(profilePath)}`);
  await waitForRuntime(page);
  await throughProvider(page, lang, "facebook", person);
  await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/login`);
  await expect(page.getByRole("heading", { level: 2, name: t.linkTitle })).toBeVisible();
  await expect(page.getByText(t.linkText)).toBeVisible();
  await expect(page.locator("main")).not.toContainText(person.mobile);
  await expect(page.locator("main")).not.toContainText("••");
  await expectStepAccessible(page, "main");
  const code = await outboxCode(page.request, person.mobile);
  // A wrong code is announced and links nothing; typed and sent from the keyboard.
  await page.getByLabel(t.code).fill(String((Number(code) + 1) % 10_000).padStart(4, "0"));
  await page.getByLabel(t.code).press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: t.wrongCode })).toBeVisible();
  expect(((await (await page.request.get("/api/auth/session")).json()) as { user?: { mobile?: string } }).user?.mobile ?? "").toBe("");
  await page.getByLabel(t.code).fill(code);
  await page.getByRole("button", { name: t.linkSubmit }).click();
  await expect(page).toHaveURL((url) => url.pathname === profilePath);
  await expect(page.getByTestId("profile-details")).toContainText(person.mobile);

  // Linked: the next time, that provider signs straight in.
  await context.clearCookies();
  await page.goto(`${t.prefix}/sign-in?callbackUrl=${encodeURIComponent(profilePath)}`);
  await waitForRuntime(page);
  await throughProvider(page, lang, "facebook", person);
  await expect(page).toHaveURL((url) => url.pathname === profilePath);
});

test("facebook with an account's email the provider does not vouch for (en): nothing is linked, the email is in use", async ({ page }) => {
  const lang = "en";
  const t = L[lang];
  await page.goto(`${t.prefix}/sign-in`);
  await waitForRuntime(page);
  await throughProvider(page, lang, "facebook", { email: "patient@example.com", name: "Mallory" }, false);
  await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/sign-in`);
  await expect(page.getByRole("alert").filter({ hasText: t.emailInUse })).toBeVisible();
  const session = (await (await page.request.get("/api/auth/session")).json()) as { user?: unknown };
  expect(session.user).toBeUndefined();
  await expectStepAccessible(page, "main");
});

test("a provider's answer with a state the site did not issue signs nobody in; the sign-in page says the provider's sign-in failed", async ({ request }) => {
  const visitor = { [TEST_ADDRESS_HEADER]: testNetworkAddress() };
  await request.get("/en/sign-in", { headers: visitor });
  const answer = await request.get("/api/auth/callback/google?code=forged&state=forged", { headers: visitor });
  const landed = new URL(answer.url());
  expect(["/en/sign-in", "/sign-in"]).toContain(landed.pathname);
  expect(landed.searchParams.get("error")).toBeTruthy();
  const alert = new JSDOM(await answer.text()).window.document.querySelector("main [role=alert]");
  expect(alert?.textContent).toMatch(/Google/);
  const session = (await (await request.get("/api/auth/session", { headers: visitor })).json()) as { user?: unknown };
  expect(session.user).toBeUndefined();
});

test("the sign-in page a refused social sign-in returns to says the email is in use, in each language", async ({ request }) => {
  for (const lang of ["ar", "en"] as const) {
    const page = await request.get(`${L[lang].prefix}/sign-in?error=SocialEmailInUse`, { headers: { [TEST_ADDRESS_HEADER]: testNetworkAddress() } });
    const alert = new JSDOM(await page.text()).window.document.querySelector("main [role=alert]");
    expect(alert?.textContent, lang).toContain(L[lang].emailInUse);
  }
});
